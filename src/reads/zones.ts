import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Zone, ZonePresenceAnswer } from "../../shared/api/zones.ts";
import { usersInState } from "../../projections/friends.queries.ts";
import type { ZonePresence } from "../realtime/zones.ts";
import { notesOf, othersZones, ownZones, type ZoneRow } from "../../projections/zones.queries.ts";
import { builtinZones, mayEnter, type ZoneDefinition } from "../../shared/zones.ts";
import { requireEnterableZone } from "../../projections/zones.access.ts";

/**
 * GET /api/zones: the first page is the built-in zones, the caller's own (all of them, newest first), then
 * a page of the others' zones the caller may see, newest first; `?before=<id>` pages on through the others'
 * only. Own zones apart, no one can push them out of the list by making many.
 */
export async function zoneList(
  ctx: AppContext,
  actor: Actor,
  page: { before?: number; limit: number },
): Promise<Zone[]> {
  const present = ctx.zonePresence;
  const [own, others] = await Promise.all([
    page.before === undefined ? ownZones(ctx.db, actor.id) : [],
    othersZones(ctx.db, actor.id, page),
  ]);
  return [
    ...(page.before === undefined ? builtinZones.map((zone) => builtinAnswer(zone, present)) : []),
    ...[...own, ...others].map(({ zone, ownerUsername, standing }) =>
      createdAnswer(zone, ownerUsername, present, mayEnter(zone, actor.id, standing), zone.owner === actor.id),
    ),
  ];
}

/** GET /api/zones/{slug}: the zone, or 404, or 403 when its mode refuses the caller. */
export async function zoneDetails(ctx: AppContext, actor: Actor, slug: string): Promise<Zone> {
  const found = await requireEnterableZone(ctx.db, actor, slug);
  const present = ctx.zonePresence;
  return "builtin" in found
    ? builtinAnswer(found.builtin, present)
    : createdAnswer(found.created, found.created.ownerUsername, present, true, found.created.owner === actor.id);
}

/** GET /api/zones/{slug}/notes: the caller's own notes, for a zone they may enter. */
export async function zoneNotes(ctx: AppContext, actor: Actor, slug: string): Promise<{ text: string }> {
  await requireEnterableZone(ctx.db, actor, slug);
  return { text: await notesOf(ctx.db, actor.id, slug) };
}

/**
 * GET /api/zones/{slug}/presence: who else is in the caller's instance of a zone they may enter, and where
 * (none blocked either way); their instance and how many are open; their friends in the zone, in any instance.
 */
export async function zonePeople(ctx: AppContext, actor: Actor, slug: string): Promise<ZonePresenceAnswer> {
  await requireEnterableZone(ctx.db, actor, slug);
  const present = ctx.zonePresence;
  const [people, friends, blocked] = await Promise.all([
    present.peopleSeenBy(slug, actor.id),
    usersInState(ctx.db, actor.id, "friends"),
    ctx.caches.blocks.blockedWith(actor.id),
  ]);
  const usernames = new Map(friends.filter((f) => !blocked.has(f.id)).map((f) => [f.id, f.username]));
  return {
    people,
    instance: present.instanceOf(slug, actor.id) ?? null,
    instances: present.instances(slug),
    friends: present.whichIn(slug, usernames.keys()).map(({ person, instance }) => ({
      userId: person.userId,
      username: usernames.get(person.userId)!,
      name: person.name,
      instance,
    })),
  };
}

// The head count comes from the in-memory presence index: a map lookup per zone, no query.
function builtinAnswer(zone: ZoneDefinition, present: ZonePresence): Zone {
  return {
    id: null,
    name: zone.name,
    path: zone.path,
    scene: zone.slug,
    mode: "public",
    builtin: true,
    owner: null,
    mine: false,
    people: present.count(zone.slug),
    mayEnter: true,
  };
}

function createdAnswer(
  zone: ZoneRow,
  ownerUsername: string | null,
  present: ZonePresence,
  mayEnter: boolean,
  mine: boolean,
): Zone {
  const path = `/zones/${zone.slug}`;
  return {
    id: zone.id,
    name: zone.name,
    path,
    scene: zone.scene,
    mode: zone.mode,
    builtin: false,
    owner: ownerUsername,
    mine,
    people: present.count(zone.slug),
    mayEnter,
  };
}
