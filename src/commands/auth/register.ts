import type { AppContext } from "../../context.ts";
import type { WriteTx } from "../../../events/store.ts";
import { AppError } from "../../../shared/errors.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { secretHash } from "../../auth/secrets.ts";
import { mailedSecretId, registrationCode } from "../../auth/mailed-secrets.ts";
import { countRequest } from "../requests.ts";
import { userStream } from "../../../events/users.ts";
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
export async function ensureAvailable(tx: WriteTx, { username, email }: { username: string; email: string }, exceptUserId?: number) {
  const byName = await verifiedUserByUsername(tx.db, username);
  if (byName && byName.id !== exceptUserId) throw AppError.conflict("This username is already taken.", "username_taken");
  const byEmail = await verifiedUserByEmail(tx.db, email);
  if (byEmail && byEmail.id !== exceptUserId) throw AppError.conflict("An account with this e-mail already exists.", "email_taken");
}

/**
 * Records a sign-up and its code, which the auth reactor then mails. Signing up again with the e-mail of a
 * pending (unverified) sign-up replaces its details and issues a new code; usernames and e-mails of
 * verified accounts are refused (409).
 */
export async function register(ctx: AppContext, input: Registration, address: string): Promise<void> {
  await countRequest(ctx, "register", address);
  // Hashing takes a while, so it happens before the write lock is taken.
  const passwordHash = await hashPassword(input.password);
  await ctx.store.transact(async (tx) => {
    await ensureAvailable(tx, input);
    const pending = await unverifiedUserByEmail(tx.db, input.email);
    const userId = pending?.id ?? (await tx.nextId("users"));
    await tx.append(userStream(userId), pending ? "any" : 0, [
      { type: "UserRegistered", data: { userId, name: input.name, username: input.username, email: input.email, passwordHash } },
      codeIssued(ctx, userId, input.email),
    ]);
  });
}

/** A new sign-up code for a pending account, e.g. when it tries to sign in before verifying. */
export async function resendRegistrationCode(ctx: AppContext, user: { id: number; email: string }): Promise<void> {
  await ctx.store.append(userStream(user.id), "any", [codeIssued(ctx, user.id, user.email)]);
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
