import type { EventOf } from "../../../events/index.ts";
import { AppError } from "../../../shared/errors.ts";

/** The password typed again by the signed-in person, once checked against their account's. */
export interface ConfirmPasswordCommand {
  address: string;
  passwordRight: boolean;
}

export type ConfirmPasswordDecision =
  | { confirmed: true }
  /** A wrong guess is a failed sign-in by another door: recorded, then refused (400 `wrong_password`). */
  | { confirmed: false; events: EventOf<"LoginFailed">[] };

export const wrongPassword = () => AppError.badRequest("The current password is not correct.", "wrong_password");

export function decidePasswordConfirmation(
  { address, passwordRight }: ConfirmPasswordCommand,
  { user }: { user: { id: number } },
): ConfirmPasswordDecision {
  if (passwordRight) return { confirmed: true };
  return {
    confirmed: false,
    events: [{ type: "LoginFailed", data: { userId: user.id, account: `user:${user.id}`, address } }],
  };
}

/** A new password (hashed) for the signed-in person, from the session that asked (its refresh token's, if named). */
export interface ChangePasswordCommand {
  userId: number;
  passwordHash: string;
}

/** The refresh token the request presented, if it named one and one has that hash. */
export interface ChangePasswordState {
  presented: { userId: number; familyId: string; familyRevokedAt: string | null } | undefined;
}

/**
 * Every other session ends; the one that asked goes on, but only if the token it presented is the
 * person's own and still live: a token of another account, or of an ended session, keeps nothing.
 */
export function decidePasswordChange(
  { userId, passwordHash }: ChangePasswordCommand,
  { presented }: ChangePasswordState,
): EventOf<"PasswordChanged">[] {
  const keptFamilyId =
    presented && presented.userId === userId && !presented.familyRevokedAt ? presented.familyId : null;
  return [{ type: "PasswordChanged", data: { userId, passwordHash, keptFamilyId } }];
}
