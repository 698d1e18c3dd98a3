import type { EventOf } from "../../events/index.ts";
import type { ZoneAccess, ZoneGuest } from "../../shared/api/zones.ts";
import { AppError } from "../../shared/errors.ts";
import type { ZoneGuestStatus } from "../../shared/zones.ts";

export type GuestEvent = EventOf<
  "ZoneAccessRequested" | "ZoneGuestInvited" | "ZoneInvitationRevoked" | "ZoneAccessApproved" | "ZoneAccessRefused"
>;

/** The zone as its guest decisions need it: which one, whose, and who may come in. */
export interface GuestZone {
  id: number;
  slug: string;
  name: string;
  owner: number;
  mode: string;
}

/** A person as the zone's guest list names them. */
export interface Person {
  id: number;
  username: string;
  name: string;
}

function guestOf(zone: GuestZone, userId: number) {
  return { zoneId: zone.id, slug: zone.slug, zoneName: zone.name, owner: zone.owner, userId };
}

/** A visitor asks the owner of a protected zone to let them in; asking again, or once decided, records nothing. */
export function decideAskToEnter(
  { asker }: { asker: Person },
  { zone, access }: { zone: GuestZone; access: ZoneAccess },
): { access: ZoneAccess; events: GuestEvent[] } {
  if (access !== "none") return { access, events: [] };
  const data = { ...guestOf(zone, asker.id), name: asker.name, username: asker.username };
  return { access: "requested", events: [{ type: "ZoneAccessRequested", data }] };
}

/** The owner invites someone to their private zone, by username; inviting them again records nothing. */
export function decideInvite(
  { owner, person }: { owner: Person; person: Person | undefined },
  { zone, guest }: { zone: GuestZone; guest: ZoneGuestStatus | null | undefined },
): { guest: ZoneGuest; events: GuestEvent[] } {
  if (zone.mode !== "private") throw AppError.badRequest("Only a private zone takes invitations.", "zone_not_private");
  if (!person) throw AppError.notFound("No one has this username.", "user_not_found");
  if (person.id === owner.id)
    throw AppError.badRequest("You own this zone: you need no invitation.", "zone_owner_invited");
  const invited = { userId: person.id, username: person.username, name: person.name, status: "invited" as const };
  if (guest === "invited") return { guest: invited, events: [] };
  const data = { ...guestOf(zone, person.id), ownerName: owner.name };
  return { guest: invited, events: [{ type: "ZoneGuestInvited", data }] };
}

/** The owner takes an invitation back; none to take back records nothing. */
export function decideRevoke(
  { userId }: { userId: number },
  { zone, guest }: { zone: GuestZone; guest: ZoneGuestStatus | null | undefined },
): GuestEvent[] {
  if (guest !== "invited") return [];
  return [{ type: "ZoneInvitationRevoked", data: guestOf(zone, userId) }];
}

/**
 * The owner of a protected zone approves or refuses someone who asked (approving a refused person, or
 * refusing an approved one, changes their mind). 404 when the person never asked; the same answer again
 * records nothing.
 */
export function decideApproval(
  { userId, approve }: { userId: number; approve: boolean },
  { zone, guest, person }: { zone: GuestZone; guest: ZoneGuestStatus | null | undefined; person: Person | undefined },
): { guest: ZoneGuest; events: GuestEvent[] } {
  if (zone.mode !== "protected")
    throw AppError.badRequest("Only a protected zone takes requests.", "zone_not_protected");
  if (!person || !guest || guest === "invited")
    throw AppError.notFound("This person has not asked to enter.", "zone_request_not_found");
  const status = approve ? ("approved" as const) : ("refused" as const);
  const answer = { userId, username: person.username, name: person.name, status };
  if (guest === status) return { guest: answer, events: [] };
  const type = approve ? ("ZoneAccessApproved" as const) : ("ZoneAccessRefused" as const);
  return { guest: answer, events: [{ type, data: guestOf(zone, userId) }] };
}
