import type { AppContext } from "../context.ts";
import { appealToken } from "../auth/appeal-token.ts";
import { actorsByIds, notificationsPage, type NotificationRow } from "../../projections/notifications.queries.ts";
import type { NotificationActor, NotificationItem } from "../../shared/api/notifications.ts";
import { actorsPhrase, linkOf, sentenceOf } from "../../shared/notifications.ts";

/**
 * A page of the person's notifications as the API answers it: two queries whatever the page holds (the
 * groups, then everyone they name), so the page's cost does not grow with the data.
 */
export async function notificationsOf(
  ctx: Pick<AppContext, "db" | "config">,
  userId: number,
  page: { before?: number; limit: number },
): Promise<NotificationItem[]> {
  const rows = await notificationsPage(ctx.db, userId, page);
  const ids = [...new Set(rows.flatMap((row) => (row.kind === "moderation" ? [] : row.actors)))];
  const people = new Map((await actorsByIds(ctx.db, ids)).map((person) => [person.id, person]));
  return rows.map((row) => {
    const item = itemOf(row, people);
    // A moderator's decision names no moderator, and leads to the action's own appeal page.
    if (row.kind !== "moderation" || row.subjectId === null) return item;
    return { ...item, actors: [], link: `/appeal?token=${appealToken(ctx.config, row.subjectId, userId)}` };
  });
}

type Person = { id: number; username: string; name: string; picture: string | null };

export function itemOf(row: NotificationRow, people: Map<number, Person>): NotificationItem {
  // A deleted account is no longer named; the group still counts it.
  const actors: NotificationActor[] = row.actors.flatMap((id) => {
    const person = people.get(id);
    return person ? [{ id, username: person.username, name: person.name, profile: person.picture }] : [];
  });
  const who = actorsPhrase(
    actors.map((actor) => actor.username),
    row.actorCount,
  );
  return {
    key: row.key,
    kind: row.kind,
    position: row.position,
    at: row.at,
    read: row.readPosition >= row.position,
    actors,
    actorCount: row.actorCount,
    text: sentenceOf(row.kind, who, row.subjectName),
    link: linkOf(row.kind, { id: row.subjectId, slug: row.subjectSlug }, actors[0]?.username ?? ""),
  };
}
