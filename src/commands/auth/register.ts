import type { AppContext } from "../../context.ts";
import type { WriteTx } from "../../../store/store.ts";
import { AppError } from "../../../shared/errors.ts";
import { hashPassword, passwordMatches } from "../../auth/passwords.ts";
import { enforceRecipientMails } from "../../auth/limits.ts";
import { secretHash } from "../../auth/secrets.ts";
import { mailedSecretId, registrationCode } from "../../auth/mailed-secrets.ts";
import { countRequest } from "../requests.ts";
import { userStream } from "../../../events/users.ts";
import { registrationCodeOf, wrongCodeCount, type RegistrationCode } from "../../../projections/auth.queries.ts";
import { decideSignUp, type SignUpState } from "./register.decide.ts";
import {
  unverifiedUserByEmail,
  verifiedUserByEmail,
  verifiedUserByUsername,
} from "../../../projections/users.queries.ts";

const CODE_VALID_MS = 10 * 60 * 1000;

export interface Registration {
  name: string;
  /** Already lower-cased at the edge. */
  username: string;
  email: string;
  password: string;
}

export function registrationCodeHash(ctx: AppContext, userId: number, code: string): string {
  return secretHash(ctx.config.jwtSecret, "registration-code", `${userId}:${code}`);
}

/** Refuses a username or e-mail a live verified account already has. */
export async function ensureAvailable(
  tx: WriteTx,
  { username, email }: { username: string; email: string },
  exceptUserId?: number,
) {
  const byName = await verifiedUserByUsername(tx.db, username);
  if (byName && byName.id !== exceptUserId)
    throw AppError.conflict("This username is already taken.", "username_taken");
  const byEmail = await verifiedUserByEmail(tx.db, email);
  if (byEmail && byEmail.id !== exceptUserId)
    throw AppError.conflict("An account with this e-mail already exists.", "email_taken");
}

/**
 * Records a sign-up and its code, which the auth reactor then mails; usernames and e-mails of verified
 * accounts are refused (409). An e-mail with a pending sign-up follows decideSignUp: its password stands
 * until its code expires, and asking again mails the same code.
 */
export async function register(ctx: AppContext, input: Registration, address: string): Promise<void> {
  await countRequest(ctx, "register", address);
  // Hashing takes a while, so it happens before the write lock is taken.
  const passwordHash = await hashPassword(input.password);
  /** Whether the typed password is that of a pending sign-up, by the hash it was checked against ("" for none). */
  const checked = new Map<string, boolean>();
  // A pending sign-up's password is checked outside the write lock (it is slow), and the decision made again
  // with the answer; another sign-up recorded meanwhile needs one more round.
  for (let round = 0; round < 3; round++) {
    const toCheck = await ctx.store.transact(async (tx) => {
      await ensureAvailable(tx, input);
      const pending = await unverifiedUserByEmail(tx.db, input.email);
      const state = await signUpState(tx, pending);
      const decision = decideSignUp(
        { now: ctx.clock.now(), samePassword: pending && checked.get(pending.passwordHash ?? "") },
        state,
      );
      if (decision.kind === "check-password") return decision;
      const userId = pending?.id ?? (await tx.nextId("users"));
      await enforceRecipientMails(ctx, tx.db, userId);
      const kept = decision.kind === "resend" ? decision.passwordHash : passwordHash;
      await tx.append(userStream(userId), pending ? "any" : 0, [
        {
          type: "UserRegistered",
          data: { userId, name: input.name, username: input.username, email: input.email, passwordHash: kept },
        },
        decision.kind === "resend"
          ? codeMailedAgain(userId, input.email, decision.code)
          : codeIssued(ctx, userId, input.email),
      ]);
      return null;
    });
    if (!toCheck) return;
    checked.set(toCheck.passwordHash ?? "", await passwordMatches(input.password, toCheck.passwordHash));
  }
  throw AppError.unavailable("Sign-up is busy. Please try again.");
}

async function signUpState(tx: WriteTx, pending: SignUpState["pending"]): Promise<SignUpState> {
  const code = pending ? await registrationCodeOf(tx.db, pending.id) : undefined;
  const wrongTries = pending && code ? await wrongCodeCount(tx.db, pending.id, code.issuedPosition) : 0;
  return { pending, code, wrongTries };
}

/**
 * The code for a pending account that signs in with its password before verifying: its live code mailed
 * again (void after five wrong tries: 429), or a new one once it has expired.
 */
export async function resendRegistrationCode(
  ctx: AppContext,
  user: { id: number; email: string; passwordHash: string | null },
): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const decision = decideSignUp({ now: ctx.clock.now(), samePassword: true }, await signUpState(tx, user));
    await enforceRecipientMails(ctx, tx.db, user.id);
    await tx.append(userStream(user.id), "any", [
      decision.kind === "resend"
        ? codeMailedAgain(user.id, user.email, decision.code)
        : codeIssued(ctx, user.id, user.email),
    ]);
  });
}

/** The live code issued again as it was: the reactor mails it again, and the tries spent on it stay spent. */
function codeMailedAgain(userId: number, email: string, code: RegistrationCode & { codeId: string }) {
  return {
    type: "RegistrationCodeIssued" as const,
    data: { userId, codeHash: code.codeHash, expiresAt: code.expiresAt, codeId: code.codeId, email },
  };
}

/** The code is derived from a new random id (see src/auth/mailed-secrets.ts); the log keeps the id and its hash. */
function codeIssued(ctx: AppContext, userId: number, email: string) {
  const codeId = mailedSecretId();
  const code = registrationCode(ctx.config.jwtSecret, codeId);
  const expiresAt = new Date(ctx.clock.now().getTime() + CODE_VALID_MS).toISOString();
  return {
    type: "RegistrationCodeIssued" as const,
    data: { userId, codeHash: registrationCodeHash(ctx, userId, code), expiresAt, codeId, email },
  };
}
