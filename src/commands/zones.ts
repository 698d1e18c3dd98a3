import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { NewZone, ZoneMove, ZonePresent } from "../../shared/api/zones.ts";
import { zoneNotesStream, zoneStream } from "../../events/zones.ts";
import { notesOf } from "../../projections/zones.queries.ts";
import { requireEnterableZone } from "../../projections/zones.access.ts";
import { AppError } from "../../shared/errors.ts";
import { requireBudget } from "../budgets/spend.ts";
import { builtinZone } from "../../shared/zones.ts";
import { verifiedUserByUsername } from "../../projections/users.queries.ts";
import { friendshipOf } from "../../projections/friends.queries.ts";
import { decideCreateZone, decideZoneNotes } from "./zones.decide.ts";

/** Creates a zone showing one of the built-in worlds (zones.decide.ts). */
export async function createZone(ctx: AppContext, actor: Actor, input: NewZone): Promise<{ path: string }> {
  // Refused before the budget is spent or an id is taken.
  if (!builtinZone(input.zone)) throw AppError.badRequest("Please select all required options.", "zone_unknown");
  return ctx.store.transact(async (tx) => {
    await requireBudget(ctx, tx.db, actor, "zone");
    const zoneId = await tx.nextId("zones");
    const { path, events } = decideCreateZone({ owner: actor.id, zone: input }, { zoneId });
    await tx.append(zoneStream(zoneId), 0, events);
    return { path };
  });
}

/** Saves the actor's notes for a zone they may enter (the whole text; saving the same text records nothing). */
export async function saveZoneNotes(ctx: AppContext, actor: Actor, slug: string, text: string): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await requireEnterableZone(tx.db, actor, slug);
    const events = decideZoneNotes(
      { userId: actor.id, zone: slug, text },
      { saved: await notesOf(tx.db, actor.id, slug) },
    );
    if (events.length > 0) await tx.append(zoneNotesStream(actor.id), "any", events);
  });
}

/**
 * The actor is at this place in a zone they may enter: the others there hear of it (never an event: where
 * someone stands is not a state change worth keeping). Beyond ten a second it is refused with 429, so a
 * runaway tab cannot flood everyone's streams.
 */
export async function moveInZone(ctx: AppContext, actor: Actor, slug: string, move: ZoneMove): Promise<void> {
  await requireEnterableZone(ctx.db, actor, slug);
  if (!ctx.zonePresence.admit(actor.id)) throw AppError.tooMany(1, "Too many position updates.");
  ctx.zonePresence.move(present(actor, slug, move));
}

/**
 * The actor goes to the instance of the zone a friend is in, at this place. Only a friend's (a block ends a
 * friendship, and is checked again against the cached blocks): a stranger's whereabouts are not theirs to
 * follow. The friend must be in the zone (as this process knows), and their instance must have room.
 */
export async function joinFriendInZone(
  ctx: AppContext,
  actor: Actor,
  slug: string,
  move: ZoneMove & { username: string },
): Promise<{ instance: number; instances: number }> {
  await requireEnterableZone(ctx.db, actor, slug);
  if (!ctx.zonePresence.admit(actor.id)) throw AppError.tooMany(1, "Too many position updates.");
  const friend = await verifiedUserByUsername(ctx.db, move.username);
  if (!friend) throw AppError.notFound("No such person.", "user_not_found");
  const [standing, blocked] = await Promise.all([
    friendshipOf(ctx.db, actor.id, friend.id),
    ctx.caches.blocks.blockedWith(actor.id),
  ]);
  if (standing !== "friends" || blocked.has(friend.id))
    throw AppError.forbidden("Only a friend's room can be joined.", "not_friends");
  const instance = ctx.zonePresence.instanceOf(slug, friend.id);
  if (instance === undefined) throw AppError.notFound(`${friend.name} is not in this zone now.`, "friend_not_here");
  if (!ctx.zonePresence.moveInto(present(actor, slug, move), instance))
    throw AppError.conflict(`Room ${instance} is full.`, "instance_full");
  return { instance, instances: ctx.zonePresence.instances(slug) };
}

function present(actor: Actor, slug: string, move: ZoneMove): ZonePresent {
  return {
    slug,
    userId: actor.id,
    name: actor.name,
    avatar: move.avatar,
    position: [move.x, move.y, move.z],
    rotationY: move.ry,
  };
}

/** The actor left the zone. No check of the zone: taking oneself out of anywhere harms no one. */
export function leaveZone(ctx: AppContext, actor: Actor, slug: string): void {
  ctx.zonePresence.leave(slug, actor.id);
}
