import type { SessionUser } from "../http/env.ts";
import type { UserRow } from "../../projections/users.queries.ts";

/** The user as the API shows them to themselves after signing in. */
export interface SignedInUser {
  id: number;
  name: string;
  username: string;
  email: string;
  is_admin: boolean;
}

export function signedInUser(user: UserRow): SignedInUser {
  return { id: user.id, name: user.name, username: user.username, email: user.email, is_admin: user.isAdmin };
}

export function sessionUserOf(user: UserRow): SessionUser {
  return { id: user.id, name: user.name, username: user.username, email: user.email, isAdmin: user.isAdmin };
}

export function userStream(userId: number): string {
  return `user-${userId}`;
}
