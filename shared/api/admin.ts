import type { AdminEndpoint, Message } from "./endpoint.ts";

/** An account as the admin's table shows it (API.md "Administration"). */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  username: string;
  /** ISO time of the last activity, or null when never seen. */
  last_active: string | null;
  is_admin: boolean;
  is_blocked: boolean;
  is_verified: boolean;
}

/** The orders of the table: newest accounts, usernames A–Z, most recently active. */
export type UserOrder = "newest" | "username" | "active";

export interface UserListQuery {
  /** Username or e-mail starting with this, any case. */
  q?: string;
  order?: UserOrder;
  /** The id of the last row already shown: the next page starts after it, in the same order. */
  after?: number;
  limit?: number;
}

/** One page of accounts; `next` is the `after` of the following page, null on the last. */
export interface UserList {
  data: AdminUser[];
  next: number | null;
}

export const listUsers: AdminEndpoint<{ query: UserListQuery; answer: UserList }> = {
  method: "GET",
  path: "/api/monitor/",
  access: "admin",
};

/** What the edit popup saves: every field of the account, changed or not. */
export interface UserEdit {
  name: string;
  email: string;
  username: string;
  is_admin: boolean;
  is_blocked: boolean;
  is_verified: boolean;
}

/** 409 for a username or e-mail another account has; 403 for one's own admin flag, block or verification. */
export const editUser: AdminEndpoint<{ params: { id: number }; body: UserEdit; answer: Message }> = {
  method: "POST",
  path: "/api/monitor/edit/:id",
  access: "admin",
};

/** Deletes an account (not one's own: 403). */
export const deleteUser: AdminEndpoint<{ params: { id: number }; answer: Message }> = {
  method: "DELETE",
  path: "/api/monitor/:id",
  access: "admin",
};

/** One day of a person's activity (UTC): first and last time seen. */
export interface ActivityDay {
  user_id: number;
  /** `YYYY-MM-DD` */
  date: string;
  first_active: string;
  last_active: string;
}

/** `before`: a date (`YYYY-MM-DD`); the page holds the days before it. */
export const userActivity: AdminEndpoint<{
  params: { userId: number };
  query: { before?: string; limit?: number };
  answer: { data: ActivityDay[] };
}> = {
  method: "GET",
  path: "/api/monitor/:userId",
  access: "admin",
};

/** One thing an admin did to an account. */
export interface AdminAction {
  id: number;
  /** The event: UserEdited, UserPromoted, UserDemoted, UserBlocked, UserUnblocked, UserVerified, UserUnverified, UserDeleted. */
  action: string;
  /** For an edit, the details saved: name, username, email. */
  detail: Record<string, string> | null;
  at: string;
  admin: { id: number; username: string | null };
}

/** What admins did to this account, newest first (`before`: an action's id). */
export const userHistory: AdminEndpoint<{
  params: { id: number };
  query: { before?: number; limit?: number };
  answer: { data: AdminAction[] };
}> = {
  method: "GET",
  path: "/api/monitor/:id/history",
  access: "admin",
};
