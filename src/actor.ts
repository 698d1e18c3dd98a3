import type { UserRow } from "../projections/users.queries.ts";

/**
 * Who acts: the signed-in person a request, a page or an operator command acts as. A plain value, the same
 * whichever way in (HTTP, server rendering, the CLI), so commands and reads never see a web type.
 */
export interface Actor {
  id: number;
  username: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

export function actorOf(user: UserRow): Actor {
  return { id: user.id, username: user.username, name: user.name, email: user.email, isAdmin: user.isAdmin };
}
