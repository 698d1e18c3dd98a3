import { z } from "zod";
import { handler } from "./handler.ts";
import * as api from "../../shared/api/zones.ts";
import { createZone, joinFriendInZone, leaveZone, moveInZone, saveZoneNotes } from "../commands/zones.ts";
import { zoneDetails, zoneList, zoneNotes, zonePeople } from "../reads/zones.ts";
import { zoneOptionsRequired } from "../../shared/zones.ts";
import { askToEnter, decide, invite, revokeInvitation } from "../commands/zones-guests.ts";
import { accessOf, guestList } from "../reads/zones-guests.ts";
import { DecimalId } from "./params.ts";
import { PageQuery } from "./paging.ts";

const SlugParam = z.object({ slug: z.string().min(1).max(80) });
const GuestParam = SlugParam.extend({ userId: DecimalId });
/** The notes box holds at most this many characters. */
const NOTES_MAX = 10_000;

/** A missing zone, mode or avatar gets the form's own words, as the specification says. */
const required = { error: zoneOptionsRequired };
const NewZone = z.object({
  name: z.string().trim().min(1, "Please enter a zone name.").max(60),
  zone: z.string(required).min(1, required),
  mode: z.enum(["public", "private", "protected"], required),
  autoAccess: z.boolean(),
  avatar: z.union([z.literal(1), z.literal(2)], required),
  broadcastNotify: z.boolean(),
});

/** Scene units from the origin: far beyond any world's edge, near enough that nothing overflows a float. */
const REACH = 10_000;
const coordinate = z.number().finite().min(-REACH).max(REACH);
const ZoneMove = z.object({
  x: coordinate,
  y: coordinate,
  z: coordinate,
  // Yaw as the camera reports it: unwrapped turns may pass 2π, so allow a few hundred of them.
  ry: z.number().finite().min(-1_000).max(1_000),
  avatar: z.union([z.literal(1), z.literal(2)]),
});

/**
 * The zones: the list, creating one, one zone (its mode enforced), each person's notes per zone, and who
 * enters a private or protected zone (invitations, requests and the owner's answers).
 */
export const zonesHandlers = [
  handler(api.listZones, { query: PageQuery }, ({ query }, { ctx, actor }) => zoneList(ctx, actor, query)),
  handler(api.createZone, { body: NewZone }, ({ body }, { ctx, actor }) => createZone(ctx, actor, body)),
  handler(api.zone, { params: SlugParam }, ({ params }, { ctx, actor }) => zoneDetails(ctx, actor, params.slug)),
  handler(api.zoneNotes, { params: SlugParam }, ({ params }, { ctx, actor }) => zoneNotes(ctx, actor, params.slug)),
  handler(
    api.saveZoneNotes,
    { params: SlugParam, body: z.object({ text: z.string().max(NOTES_MAX) }) },
    async ({ params, body }, { ctx, actor }) => {
      await saveZoneNotes(ctx, actor, params.slug, body.text);
      return { text: body.text };
    },
  ),
  handler(
    api.moveInZone,
    { params: SlugParam, body: ZoneMove },
    async ({ params, body }, { ctx, actor }) => {
      await moveInZone(ctx, actor, params.slug, body);
      return null;
    },
    { status: 204 },
  ),
  handler(
    api.joinFriendInZone,
    { params: SlugParam, body: ZoneMove.extend({ username: z.string().trim().min(1).max(30) }) },
    ({ params, body }, { ctx, actor }) => joinFriendInZone(ctx, actor, params.slug, body),
  ),
  handler(api.zonePresence, { params: SlugParam }, ({ params }, { ctx, actor }) => zonePeople(ctx, actor, params.slug)),
  handler(
    api.leaveZone,
    { params: SlugParam },
    async ({ params }, { ctx, actor }) => {
      leaveZone(ctx, actor, params.slug);
      return null;
    },
    { status: 204 },
  ),
  handler(api.zoneAccess, { params: SlugParam }, ({ params }, { ctx, actor }) => accessOf(ctx.db, actor, params.slug)),
  handler(api.askToEnter, { params: SlugParam }, ({ params }, { ctx, actor }) => askToEnter(ctx, actor, params.slug)),
  handler(api.zoneGuests, { params: SlugParam }, ({ params }, { ctx, actor }) => guestList(ctx.db, actor, params.slug)),
  handler(
    api.inviteToZone,
    { params: SlugParam, body: z.object({ username: z.string().trim().min(1, "Enter a username.").max(30) }) },
    ({ params, body }, { ctx, actor }) => invite(ctx, actor, params.slug, body.username),
  ),
  handler(
    api.revokeInvitation,
    { params: GuestParam },
    async ({ params }, { ctx, actor }) => {
      await revokeInvitation(ctx, actor, params.slug, params.userId);
      return null;
    },
    { status: 204 },
  ),
  handler(api.approveZoneRequest, { params: GuestParam }, ({ params }, { ctx, actor }) =>
    decide(ctx, actor, params.slug, params.userId, true),
  ),
  handler(api.refuseZoneRequest, { params: GuestParam }, ({ params }, { ctx, actor }) =>
    decide(ctx, actor, params.slug, params.userId, false),
  ),
];
