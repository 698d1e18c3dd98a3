import type { AppEvent } from "../../events/index.ts";
import { AppError } from "../../shared/errors.ts";

/** What an operator or an admin may change about an account. */
export type FlagChange = "promote" | "demote" | "block" | "unblock" | "delete";

/** The account as the change reads it: absent when it does not exist or is already deleted. */
export type AccountFlags = { id: number; isAdmin: boolean; isBlocked: boolean } | undefined;

/**
 * Changes an account's admin or blocked flag, or deletes it. A change to what already holds records
 * nothing. Blocking and deleting also end every session, on top of the check each request makes.
 */
export function decideUserChange(change: FlagChange, account: AccountFlags): AppEvent[] {
  if (!account) throw AppError.notFound("User not found");
  const userId = account.id;
  switch (change) {
    case "promote":
      return account.isAdmin ? [] : [{ type: "UserPromoted", data: { userId } }];
    case "demote":
      return account.isAdmin ? [{ type: "UserDemoted", data: { userId } }] : [];
    case "block":
      if (account.isBlocked) return [];
      return [
        { type: "UserBlocked", data: { userId } },
        { type: "AllSessionsRevoked", data: { userId, reason: "blocked" } },
      ];
    case "unblock":
      return account.isBlocked ? [{ type: "UserUnblocked", data: { userId } }] : [];
    case "delete":
      return [
        { type: "UserDeleted", data: { userId } },
        { type: "AllSessionsRevoked", data: { userId, reason: "deleted" } },
      ];
  }
}

/** An account as an actor's check reads it: absent when it does not exist or is deleted. */
export type ActorAccount = { isVerified: boolean; isBlocked: boolean } | undefined;

/**
 * Whether someone may still act: the account exists, is verified, not blocked and not deleted. Asked
 * inside the write transaction of everything they do (see Store.transact), so that nothing is recorded
 * for them once a block or deletion has been.
 */
export function decideActorMayAct(account: ActorAccount): void {
  if (!account || !account.isVerified) throw AppError.unauthorized();
  if (account.isBlocked) throw AppError.forbidden("Your account is blocked.", "account_blocked");
}
