import type { AppContext } from "../../context.ts";
import { AppError } from "../../../shared/errors.ts";
import { sameHash } from "../../auth/secrets.ts";
import { enforceLimit, limits } from "../../auth/limits.ts";
import { userStream } from "../../../events/users.ts";
import { unverifiedUserByEmail } from "../../../projections/users.queries.ts";
import { registrationCodeOf, wrongCodeCount } from "../../../projections/auth.queries.ts";
import { ensureAvailable, registrationCodeHash } from "./register.ts";
import { startSession, type SignedIn } from "../sessions.ts";

const MAX_WRONG_CODES = 5;

const wrongCode = () => AppError.badRequest("The code is wrong or has expired.", "invalid_code");

/**
 * Checks a sign-up code. The right one verifies the account and signs it in. Each wrong one is recorded;
 * after five the code is void (429) and only a new sign-up brings a new one. The count is read and the
 * wrong try recorded under the write lock, so a burst of guesses sent at once still gets five in all.
 */
export async function verifyRegistration(ctx: AppContext, input: { email: string; otp: string }, address: string): Promise<SignedIn> {
  await enforceLimit(ctx, ctx.db, `verify-address:${address}`, limits.verify);
  const signedIn = await ctx.store.transact(async (tx) => {
    const pending = await unverifiedUserByEmail(tx.db, input.email);
    if (!pending) throw wrongCode();
    const code = await registrationCodeOf(tx.db, pending.id);
    if (!code) throw wrongCode();
    const now = ctx.clock.now().getTime();
    if ((await wrongCodeCount(tx.db, pending.id, code.issuedPosition)) >= MAX_WRONG_CODES) {
      throw AppError.tooMany(
        (Date.parse(code.expiresAt) - now) / 1000,
        "Too many wrong codes: this code no longer works. Please sign up again to get a new one.",
      );
    }
    if (Date.parse(code.expiresAt) <= now) {
      throw AppError.badRequest("The code has expired. Please sign up again to get a new one.", "code_expired");
    }
    if (!sameHash(registrationCodeHash(ctx, pending.id, input.otp), code.codeHash)) {
      // Recorded, not thrown: throwing here would roll the record back.
      await tx.append(userStream(pending.id), "any", [{ type: "RegistrationCodeRejected", data: { userId: pending.id, address } }]);
      return null;
    }
    // Another sign-up with the same username may have been verified first.
    await ensureAvailable(tx, pending);
    return startSession(ctx, tx, { ...pending, isVerified: true }, [
      { type: "UserVerified", data: { userId: pending.id } },
      { type: "LoginSucceeded", data: { userId: pending.id, method: "code", address } },
    ]);
  });
  if (!signedIn) throw wrongCode();
  return signedIn;
}
