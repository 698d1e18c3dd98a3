import type { Actor } from "../actor.ts";

/** The user as the API shows them to themselves after signing in. */
export interface SignedInUser {
  id: number;
  name: string;
  username: string;
  email: string;
  is_admin: boolean;
}

export function signedInUser(actor: Actor): SignedInUser {
  return { id: actor.id, name: actor.name, username: actor.username, email: actor.email, is_admin: actor.isAdmin };
}
