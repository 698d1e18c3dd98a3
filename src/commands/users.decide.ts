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
