import type { EventOf } from "../../../events/index.ts";
import { AppError } from "../../../shared/errors.ts";

export const RESET_VALID_MS = 30 * 60 * 1000;

/** A reset link's id (which the mail's token is derived from) and the keyed hash of that token. */
export interface ResetLink {
  tokenId: string;
  tokenHash: string;
}

/** Only a verified, unblocked account is mailed a reset link. */
export function resetRecipient<User extends { isVerified: boolean; isBlocked: boolean }>(
  user: User | undefined,
): User | undefined {
  return user?.isVerified && !user.isBlocked ? user : undefined;
}

/**
 * "Forgot password": `newLink` makes the link (a random id and a keyed hash), called only when a link is
 * mailed, so that no other work differs between accounts that get one and names that do not.
 */
export interface ResetRequestCommand {
  now: Date;
  newLink: () => ResetLink;
}

/** The account that may be mailed (resetRecipient), and whether its mail limit has room left. */
export interface ResetRequestState {
  recipient: { id: number; email: string } | undefined;
  mailsLeft: boolean;
}

/** A link for a recipient within its mail limit; otherwise nothing, and the same answer either way. */
export function decideResetRequest(
  { now, newLink }: ResetRequestCommand,
  { recipient, mailsLeft }: ResetRequestState,
): EventOf<"PasswordResetRequested">[] {
  if (!recipient || !mailsLeft) return [];
  const { tokenId, tokenHash } = newLink();
  const expiresAt = new Date(now.getTime() + RESET_VALID_MS).toISOString();
  return [
    {
      type: "PasswordResetRequested",
      data: { userId: recipient.id, tokenHash, expiresAt, tokenId, email: recipient.email },
    },
  ];
}

export const invalidResetLink = () =>
  AppError.badRequest("This reset link is invalid, used or expired. Please ask for a new one.", "invalid_reset_token");

/**
 * The account a reset link is for, if the link is unused and unexpired; refused (400) otherwise, and when
 * its account no longer exists (the shell reads that) with the same answer.
 */
export function resetLinkAccount(
  { now }: { now: Date },
  { reset }: { reset: { userId: number; usedAt: string | null; expiresAt: string } | undefined },
): number {
  if (!reset || reset.usedAt || Date.parse(reset.expiresAt) <= now.getTime()) throw invalidResetLink();
  return reset.userId;
}

/**
 * A new password (hashed) from a usable link, for its account: the link is then spent (PasswordReset
 * voids every link) and every session of the account ends.
 */
export function decidePasswordReset(
  { passwordHash }: { passwordHash: string },
  { user }: { user: { id: number } },
): EventOf<"PasswordReset" | "AllSessionsRevoked">[] {
  return [
    { type: "PasswordReset", data: { userId: user.id, passwordHash } },
    { type: "AllSessionsRevoked", data: { userId: user.id, reason: "password_reset" } },
  ];
}
