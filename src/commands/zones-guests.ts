import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { WriteTx } from "../../store/store.ts";
import type { ZoneAccess, ZoneGuest } from "../../shared/api/zones.ts";
import { zoneStream } from "../../events/zones.ts";
import { standingWith, zoneBySlug } from "../../projections/zones.queries.ts";
import { ownedZone, standingOf, zoneNotFound } from "../../projections/zones.access.ts";
import { userById, verifiedUserByUsername } from "../../projections/users.queries.ts";
import { builtinZone } from "../../shared/zones.ts";
import { requireBudget } from "../budgets/spend.ts";
import {
  decideApproval,
  decideAskToEnter,
  decideInvite,
  decideRevoke,
  type GuestEvent,
  type GuestZone,
} from "./zones-guests.decide.ts";

/**
 * Who enters a private or protected zone besides its owner: the owner invites people to a private zone (and
 * takes invitations back); a visitor asks to enter a protected one and the owner approves or refuses.
 * Each decision is an event on the zone's stream (`zone-<id>`), decided in zones-guests.decide.ts; the
 * realtime route tells the people concerned.
 */

/** Asks the owner of a protected zone to let the actor in. */
export async function askToEnter(ctx: AppContext, actor: Actor, slug: string): Promise<{ access: ZoneAccess }> {
  return ctx.store.transact(async (tx) => {
    if (builtinZone(slug)) return { access: "allowed" as const };
    const zone = await zoneBySlug(tx.db, slug);
    if (!zone) throw zoneNotFound();
    const { access, events } = decideAskToEnter(
      { asker: actor },
      { zone, access: await standingOf(tx.db, zone, actor.id) },
    );
    await spendAndAppend(ctx, tx, actor, zone, events);
    return { access };
  });
}

/** The owner invites someone to their private zone, by username. */
export async function invite(
  ctx: AppContext,
  actor: Actor,
  slug: string,
  username: string,
): Promise<{ guest: ZoneGuest }> {
  return ctx.store.transact(async (tx) => {
    const zone = await ownedZone(tx.db, actor, slug);
    const person = await verifiedUserByUsername(tx.db, username.trim());
    const guest = person && (await standingWith(tx.db, zone, person.id)).guest;
    const decision = decideInvite({ owner: actor, person }, { zone, guest });
    await spendAndAppend(ctx, tx, actor, zone, decision.events);
    return { guest: decision.guest };
  });
}

/** The owner takes an invitation back. */
export async function revokeInvitation(ctx: AppContext, actor: Actor, slug: string, userId: number): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const zone = await ownedZone(tx.db, actor, slug);
    const { guest } = await standingWith(tx.db, zone, userId);
    await record(tx, zone, decideRevoke({ userId }, { zone, guest }));
  });
}

/** The owner of a protected zone approves or refuses someone who asked. */
export async function decide(
  ctx: AppContext,
  actor: Actor,
  slug: string,
  userId: number,
  approve: boolean,
): Promise<{ guest: ZoneGuest }> {
  return ctx.store.transact(async (tx) => {
    const zone = await ownedZone(tx.db, actor, slug);
    const [standing, person] = await Promise.all([standingWith(tx.db, zone, userId), userById(tx.db, userId)]);
    const decision = decideApproval({ userId, approve }, { zone, guest: standing.guest, person });
    await record(tx, zone, decision.events);
    return { guest: decision.guest };
  });
}

/** Asking and inviting spend the actor's budget, only when they record something. */
async function spendAndAppend(ctx: AppContext, tx: WriteTx, actor: Actor, zone: GuestZone, events: GuestEvent[]) {
  if (events.length > 0) await requireBudget(ctx, tx.db, actor, "zone-guest");
  await record(tx, zone, events);
}

/** A decision that records nothing touches no stream. */
async function record(tx: WriteTx, zone: GuestZone, events: GuestEvent[]) {
  if (events.length > 0) await tx.append(zoneStream(zone.id), "any", events);
}
