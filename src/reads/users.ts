import type { Actor } from "../actor.ts";
import type { SignedInUser } from "../../shared/api/auth.ts";

export function signedInUser(actor: Actor): SignedInUser {
  return { id: actor.id, name: actor.name, username: actor.username, email: actor.email, is_admin: actor.isAdmin };
}
