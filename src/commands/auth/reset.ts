import type { AppContext } from "../../context.ts";
import type { Reader } from "../../../store/db.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { secretHash } from "../../auth/secrets.ts";
import { mailedSecretId, passwordResetToken } from "../../auth/mailed-secrets.ts";
import { countRequest } from "../requests.ts";
import { recipientMailsLeft } from "../../auth/limits.ts";
import { userStream } from "../../../events/users.ts";
import { userById, userForSignIn } from "../../../projections/users.queries.ts";
import { passwordResetByHash } from "../../../projections/auth.queries.ts";
import {
  decidePasswordReset,
  decideResetRequest,
  invalidResetLink,
  resetLinkAccount,
  resetRecipient,
} from "./reset.decide.ts";

function resetTokenHash(ctx: AppContext, token: string): string {
  return secretHash(ctx.config.jwtSecret, "password-reset", token);
}

/**
 * Records a single-use reset link for a verified, unblocked account; the auth reactor mails it. Whether or
 * not there is one, the answer is the same and takes the same time: the request is counted against the
 * address, the account looked up and its mail limit read in one write transaction either way, so only
 * appending the link itself differs (no second transaction, which made known accounts ~1 ms slower).
 * Past the recipient's mail limit nothing is mailed, and the answer still does not change.
 */
export async function requestPasswordReset(ctx: AppContext, emailOrUsername: string, address: string): Promise<void> {
  await countRequest(ctx, "forgot", address, async (tx) => {
    const user = await userForSignIn(tx.db, emailOrUsername);
    const recipient = resetRecipient(user);
    // Read for unknown names too (no account has id 0), so that the time taken does not tell them apart.
    const mailsLeft = await recipientMailsLeft(ctx, tx.db, recipient?.id ?? 0);
    // The token is derived from a new random id (see src/auth/mailed-secrets.ts); the log keeps the id and its hash.
    const newLink = () => {
      const tokenId = mailedSecretId();
      return { tokenId, tokenHash: resetTokenHash(ctx, passwordResetToken(ctx.config.jwtSecret, tokenId)) };
    };
    const events = decideResetRequest({ now: ctx.clock.now(), newLink }, { recipient, mailsLeft });
    if (recipient && events.length > 0) await tx.append(userStream(recipient.id), "any", events);
  });
}

/** Sets a new password from a reset link. The link is then spent, and every session of the account ends. */
export async function resetPassword(ctx: AppContext, input: { token: string; password: string }): Promise<void> {
  const tokenHash = resetTokenHash(ctx, input.token);
  // Checked before the (slow) hashing so that bad links cost nothing, and again under the write lock.
  await accountOfResetLink(ctx, ctx.db, tokenHash);
  const passwordHash = await hashPassword(input.password);
  await ctx.store.transact(async (tx) => {
    const user = await accountOfResetLink(ctx, tx.db, tokenHash);
    await tx.append(userStream(user.id), "any", decidePasswordReset({ passwordHash }, { user }));
  });
}

async function accountOfResetLink(ctx: AppContext, db: Reader, tokenHash: string) {
  const userId = resetLinkAccount({ now: ctx.clock.now() }, { reset: await passwordResetByHash(db, tokenHash) });
  const user = await userById(db, userId);
  if (!user) throw invalidResetLink();
  return user;
}
