import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { WriteTx } from "../../store/store.ts";
import type { ZoneAccess, ZoneGuest } from "../../shared/api/zones.ts";
import { zoneStream } from "../../events/zones.ts";
import { standingWith, zoneBySlug, type ZoneRow } from "../../projections/zones.queries.ts";
import { ownedZone, standingOf, zoneNotFound } from "../../projections/zones.access.ts";
import { userById, verifiedUserByUsername } from "../../projections/users.queries.ts";
import { AppError } from "../../shared/errors.ts";
import { builtinZone } from "../../shared/zones.ts";
import { requireBudget } from "../budgets/spend.ts";

/**
 * Who enters a private or protected zone besides its owner: the owner invites people to a private zone (and
 * takes invitations back); a visitor asks to enter a protected one and the owner approves or refuses.
 * Each decision is an event on the zone's stream (`zone-<id>`); the realtime route tells the people concerned.
 */

/** Asks the owner of a protected zone to let the actor in; asking again, or when already decided, records nothing. */
export async function askToEnter(ctx: AppContext, actor: Actor, slug: string): Promise<{ access: ZoneAccess }> {
  return ctx.store.transact(async (tx) => {
    if (builtinZone(slug)) return { access: "allowed" as const };
    const zone = await zoneBySlug(tx.db, slug);
    if (!zone) throw zoneNotFound();
    const access = await standingOf(tx.db, zone, actor.id);
    if (access !== "none") return { access };
    const guest = { ...guestOf(zone, actor.id), name: actor.name, username: actor.username };
    await requireBudget(ctx, tx.db, actor, "zone-guest");
    await tx.append(zoneStream(zone.id), "any", [{ type: "ZoneAccessRequested", data: guest }]);
    return { access: "requested" as const };
  });
}

/** The owner invites someone to their private zone, by username. Inviting them again records nothing. */
export async function invite(
  ctx: AppContext,
  actor: Actor,
  slug: string,
  username: string,
): Promise<{ guest: ZoneGuest }> {
  return ctx.store.transact(async (tx) => {
    const zone = await ownedZone(tx.db, actor, slug);
    if (zone.mode !== "private")
      throw AppError.badRequest("Only a private zone takes invitations.", "zone_not_private");
    const person = await verifiedUserByUsername(tx.db, username.trim());
    if (!person) throw AppError.notFound("No one has this username.", "user_not_found");
    if (person.id === actor.id)
      throw AppError.badRequest("You own this zone: you need no invitation.", "zone_owner_invited");
    const guest = { userId: person.id, username: person.username, name: person.name, status: "invited" as const };
    if ((await standingWith(tx.db, zone, person.id)).guest === "invited") return { guest };
    await requireBudget(ctx, tx.db, actor, "zone-guest");
    await tx.append(zoneStream(zone.id), "any", [
      { type: "ZoneGuestInvited", data: { ...guestOf(zone, person.id), ownerName: actor.name } },
    ]);
    return { guest };
  });
}

/** The owner takes an invitation back; none to take back records nothing. */
export async function revokeInvitation(ctx: AppContext, actor: Actor, slug: string, userId: number): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const zone = await ownedZone(tx.db, actor, slug);
    if ((await standingWith(tx.db, zone, userId)).guest !== "invited") return;
    await tx.append(zoneStream(zone.id), "any", [{ type: "ZoneInvitationRevoked", data: guestOf(zone, userId) }]);
  });
}

/**
 * The owner of a protected zone approves or refuses someone who asked (approving a refused person, or
 * refusing an approved one, changes their mind). 404 when the person never asked; the same answer again records nothing.
 */
export async function decide(
  ctx: AppContext,
  actor: Actor,
  slug: string,
  userId: number,
  approve: boolean,
): Promise<{ guest: ZoneGuest }> {
  return ctx.store.transact(async (tx) => {
    const zone = await ownedZone(tx.db, actor, slug);
    if (zone.mode !== "protected")
      throw AppError.badRequest("Only a protected zone takes requests.", "zone_not_protected");
    const [standing, person] = await Promise.all([standingWith(tx.db, zone, userId), userById(tx.db, userId)]);
    if (!person || !standing.guest || standing.guest === "invited")
      throw AppError.notFound("This person has not asked to enter.", "zone_request_not_found");
    const status = approve ? ("approved" as const) : ("refused" as const);
    if (standing.guest !== status) await append(tx, zone, userId, approve);
    return { guest: { userId, username: person.username, name: person.name, status } };
  });
}

function append(tx: WriteTx, zone: ZoneRow, userId: number, approve: boolean) {
  const type = approve ? ("ZoneAccessApproved" as const) : ("ZoneAccessRefused" as const);
  return tx.append(zoneStream(zone.id), "any", [{ type, data: guestOf(zone, userId) }]);
}

function guestOf(zone: ZoneRow, userId: number) {
  return { zoneId: zone.id, slug: zone.slug, zoneName: zone.name, owner: zone.owner, userId };
}
