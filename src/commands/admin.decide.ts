import type { AppEvent } from "../../events/index.ts";
import { AppError } from "../../shared/errors.ts";

/** An account as the admin's edit reads it: absent when it does not exist or is deleted. */
export type AccountState =
  | {
      id: number;
      name: string;
      username: string;
      email: string;
      isAdmin: boolean;
      isBlocked: boolean;
      isVerified: boolean;
    }
  | undefined;

/** What the edit popup saves: every field, changed or not (POST /api/monitor/edit/{id}). */
export interface AccountEdit {
  adminId: number;
  name: string;
  /** Already lower-cased at the edge. */
  username: string;
  email: string;
  isAdmin: boolean;
  isBlocked: boolean;
  isVerified: boolean;
}

/**
 * An admin's edit of an account, as the events of what changed, each naming the admin (`by`). An admin
 * cannot lock themselves out: taking their own admin flag, blocking or unverifying themselves is refused
 * (another admin can). Blocking ends every session of the account at once.
 */
export function decideAccountEdit(edit: AccountEdit, account: AccountState): AppEvent[] {
  if (!account) throw AppError.notFound("User not found");
  const { adminId: by, ...wanted } = edit;
  const userId = account.id;
  if (userId === by) {
    if (!wanted.isAdmin) throw AppError.forbidden("You cannot remove your own admin rights.", "self_demotion");
    if (wanted.isBlocked) throw AppError.forbidden("You cannot block yourself.", "self_block");
    if (!wanted.isVerified) throw AppError.forbidden("You cannot unverify yourself.", "self_unverify");
  }
  const events: AppEvent[] = [];
  if (wanted.name !== account.name || wanted.username !== account.username || wanted.email !== account.email) {
    events.push({
      type: "UserEdited",
      data: { userId, name: wanted.name, username: wanted.username, email: wanted.email, by },
    });
  }
  if (wanted.isAdmin !== account.isAdmin)
    events.push({ type: wanted.isAdmin ? "UserPromoted" : "UserDemoted", data: { userId, by } });
  if (wanted.isVerified !== account.isVerified)
    events.push({ type: wanted.isVerified ? "UserVerified" : "UserUnverified", data: { userId, by } });
  if (wanted.isBlocked && !account.isBlocked) {
    events.push(
      { type: "UserBlocked", data: { userId, by } },
      { type: "AllSessionsRevoked", data: { userId, reason: "blocked" } },
    );
  }
  if (!wanted.isBlocked && account.isBlocked) events.push({ type: "UserUnblocked", data: { userId, by } });
  return events;
}

/** An admin deletes an account (never their own: another admin must), ending its sessions. */
export function decideAccountDeletion(command: { adminId: number }, account: AccountState): AppEvent[] {
  if (!account) throw AppError.notFound("User not found");
  if (account.id === command.adminId) throw AppError.forbidden("You cannot delete your own account.", "self_delete");
  return [
    { type: "UserDeleted", data: { userId: account.id, by: command.adminId } },
    { type: "AllSessionsRevoked", data: { userId: account.id, reason: "deleted" } },
  ];
}
