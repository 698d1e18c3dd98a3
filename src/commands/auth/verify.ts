import type { AppContext } from "../../context.ts";
import { enforceLimit, limits } from "../../auth/limits.ts";
import { userStream } from "../../../events/users.ts";
import { unverifiedUserByEmail } from "../../../projections/users.queries.ts";
import { registrationCodeOf, wrongCodeCount } from "../../../projections/auth.queries.ts";
import { ensureAvailable, registrationCodeHash } from "./register.ts";
import { startSession, type SessionClient, type SignedIn } from "../sessions.ts";
import { decideCode, wrongCode } from "./verify.decide.ts";

/**
 * Checks a sign-up code (see decideCode). The count is read and a wrong try recorded under the write
 * lock, so a burst of guesses sent at once still gets five in all.
 */
export async function verifyRegistration(
  ctx: AppContext,
  input: { email: string; otp: string },
  address: string,
  client?: SessionClient,
): Promise<SignedIn> {
  const signedIn = await ctx.store.transact(async (tx) => {
    // Read under the write lock that records a wrong try, so processes side by side share one count.
    await enforceLimit(ctx, tx.db, `verify-address:${address}`, limits.verify);
    const pending = await unverifiedUserByEmail(tx.db, input.email);
    if (!pending) throw wrongCode();
    const code = await registrationCodeOf(tx.db, pending.id);
    const wrongTries = code ? await wrongCodeCount(tx.db, pending.id, code.issuedPosition) : 0;
    const presentedHash = registrationCodeHash(ctx, pending.id, input.otp);
    const decision = decideCode({ presentedHash, address, now: ctx.clock.now() }, { pending, code, wrongTries });
    if (!decision.verified) {
      // Recorded, not thrown: throwing here would roll the record back.
      await tx.append(userStream(pending.id), "any", decision.events);
      return null;
    }
    // Another sign-up with the same username may have been verified first.
    await ensureAvailable(tx, pending);
    return startSession(ctx, tx, { ...pending, isVerified: true }, decision.events, client);
  });
  if (!signedIn) throw wrongCode();
  return signedIn;
}
