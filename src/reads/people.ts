import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { UserSummary } from "../../shared/api/users.ts";
import { searchUsers } from "../../projections/profiles.queries.ts";
import { userSummary } from "./profiles.ts";

const PEOPLE = 10;

/** What a person is looked up by: "@Bobs " is the handle bobs (usernames are stored lower-case). */
export function personQuery(q: string): string {
  return q.trim().replace(/^@+/, "").trim().toLowerCase();
}

/** GET /api/people: people by the start of their username or name, best matches first (see searchUsers). */
export async function findPeople(ctx: AppContext, viewer: Actor, q: string): Promise<UserSummary[]> {
  const query = personQuery(q);
  if (!query) return [];
  return (await searchUsers(ctx.db, viewer.id, query, PEOPLE)).map(userSummary);
}
