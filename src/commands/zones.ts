import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { NewZone, ZoneMove } from "../../shared/api/zones.ts";
import { zoneNotesStream, zoneStream } from "../../events/zones.ts";
import { notesOf } from "../../projections/zones.queries.ts";
import { requireEnterableZone } from "../../projections/zones.access.ts";
import { AppError } from "../../shared/errors.ts";
import { requireBudget } from "../budgets/spend.ts";
import { builtinZone, createdZoneSlug } from "../../shared/zones.ts";

/** Creates a zone showing one of the built-in worlds; its path is `/zones/<name>-<id>`. */
export async function createZone(ctx: AppContext, actor: Actor, input: NewZone): Promise<{ path: string }> {
  if (!builtinZone(input.zone)) throw AppError.badRequest("Please select all required options.", "zone_unknown");
  return ctx.store.transact(async (tx) => {
    await requireBudget(ctx, tx.db, actor, "zone");
    const zoneId = await tx.nextId("zones");
    const slug = createdZoneSlug(input.name, zoneId);
    const { zone: scene, ...choices } = input;
    await tx.append(zoneStream(zoneId), 0, [
      { type: "ZoneCreated", data: { zoneId, slug, scene, ...choices, owner: actor.id } },
    ]);
    return { path: `/zones/${slug}` };
  });
}

/** Saves the actor's notes for a zone they may enter (the whole text; saving the same text records nothing). */
export async function saveZoneNotes(ctx: AppContext, actor: Actor, slug: string, text: string): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await requireEnterableZone(tx.db, actor, slug);
    if ((await notesOf(tx.db, actor.id, slug)) === text) return;
    await tx.append(zoneNotesStream(actor.id), "any", [
      { type: "ZoneNotesSaved", data: { zone: slug, userId: actor.id, text } },
    ]);
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
  ctx.zonePresence.move({
    slug,
    userId: actor.id,
    name: actor.name,
    avatar: move.avatar,
    position: [move.x, move.y, move.z],
    rotationY: move.ry,
  });
}

/** The actor left the zone. No check of the zone: taking oneself out of anywhere harms no one. */
export function leaveZone(ctx: AppContext, actor: Actor, slug: string): void {
  ctx.zonePresence.leave(slug, actor.id);
}
