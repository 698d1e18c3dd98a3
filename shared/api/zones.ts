import type { PageQuery, UserEndpoint } from "./endpoint.ts";

export type ZoneMode = "public" | "private" | "protected";
export type ZoneAvatar = 1 | 2;

/** A zone as the browser lists it (API.md "Zones"): a built-in one, or one a person created. */
export interface Zone {
  /** A created zone's id (the paging key of `listZones`); null for the built-in ones. */
  id: number | null;
  name: string;
  /** Its address: `/zones/<slug>`. */
  path: string;
  /** The built-in world it shows (a built-in zone's slug). */
  scene: string;
  mode: ZoneMode;
  builtin: boolean;
  /** The username of the person who created it; null for the built-in ones. */
  owner: string | null;
  /** Whether the caller created it. */
  mine: boolean;
  /** How many people are in it now (zone presence). */
  people: number;
  /** Whether the caller may enter it now (a protected zone is listed to everyone, entered by the approved). */
  mayEnter: boolean;
}

/**
 * The zones the caller may see. The first page: the built-in ones, the caller's own (newest first), then a
 * page of others' (newest first, `limit` of them). `?before=<id of the last of those>` answers the next page
 * of others' only; a page of fewer than `limit` is the last.
 */
export const listZones: UserEndpoint<{ query: PageQuery; answer: Zone[] }> = {
  method: "GET",
  path: "/api/zones",
  access: "user",
};

export interface NewZone {
  name: string;
  /** The world: a built-in zone's slug. */
  zone: string;
  mode: ZoneMode;
  autoAccess: boolean;
  avatar: ZoneAvatar;
  broadcastNotify: boolean;
}

/** Creates a zone; 400 "Please select all required options." when the zone, mode or avatar is missing. */
export const createZone: UserEndpoint<{ body: NewZone; answer: { path: string } }> = {
  method: "POST",
  path: "/api/zones",
  access: "user",
};

/** The zone; 404 when there is none; 403 when its mode refuses the caller. */
export const zone: UserEndpoint<{ params: { slug: string }; answer: Zone }> = {
  method: "GET",
  path: "/api/zones/:slug",
  access: "user",
};

/** The caller's own notes for the zone (the library's notes box); "" before the first save. */
export const zoneNotes: UserEndpoint<{ params: { slug: string }; answer: { text: string } }> = {
  method: "GET",
  path: "/api/zones/:slug/notes",
  access: "user",
};

export const saveZoneNotes: UserEndpoint<{
  params: { slug: string };
  body: { text: string };
  answer: { text: string };
}> = {
  method: "PUT",
  path: "/api/zones/:slug/notes",
  access: "user",
};

/** Where someone stands in a zone and which way they face (a realtime `zone-presence` event's data). */
export interface ZonePresent {
  slug: string;
  userId: number;
  name: string;
  avatar: ZoneAvatar;
  /** Their feet, in the scene's units. */
  position: [number, number, number];
  /** Radians about the vertical axis. */
  rotationY: number;
}

/** API.md's body: the feet's place (`x`, `y`, `z`, scene units), the facing (`ry`, radians) and the avatar. */
export interface ZoneMove {
  x: number;
  y: number;
  z: number;
  ry: number;
  avatar: ZoneAvatar;
}

/**
 * The caller is here in the zone (204): the others in it get `zone-presence`. 403/404 as for the zone; 429
 * beyond ten a second. Sent every 150 ms or so while moving, every 4 s while still. A newcomer asks
 * `zonePresence` for who is there already.
 */
export const moveInZone: UserEndpoint<{ params: { slug: string }; body: ZoneMove; answer: null }> = {
  method: "POST",
  path: "/api/zones/:slug/presence",
  access: "user",
};

/** A friend of the caller's in the zone now, in whichever instance (room) of it. */
export interface ZoneFriend {
  userId: number;
  username: string;
  name: string;
  instance: number;
}

/**
 * Who else is in the caller's instance of the zone (people), the caller's instance (null before their first
 * move reached this server) and how many instances are open, and the caller's friends in the zone in any.
 */
export interface ZonePresenceAnswer {
  people: ZonePresent[];
  instance: number | null;
  instances: number;
  friends: ZoneFriend[];
}

/** Realtime `zone-instance`, to the person themselves: they were placed in (or moved to) this instance. */
export interface ZoneInstanceNews {
  slug: string;
  instance: number;
  instances: number;
}

/** Who else is in the caller's instance of the zone now, and their friends in any instance. */
export const zonePresence: UserEndpoint<{ params: { slug: string }; answer: ZonePresenceAnswer }> = {
  method: "GET",
  path: "/api/zones/:slug/presence",
  access: "user",
};

/**
 * The caller goes to the instance a friend is in (the Join button, or arriving through `?with=<username>`), at
 * this place: 200 with their instance now. 403 `not_friends` unless the two are friends (a block ends that);
 * 404 `friend_not_here` when the friend is not in the zone; 409 `instance_full` when that instance is full.
 */
export const joinFriendInZone: UserEndpoint<{
  params: { slug: string };
  body: ZoneMove & { username: string };
  answer: { instance: number; instances: number };
}> = {
  method: "POST",
  path: "/api/zones/:slug/presence/join",
  access: "user",
};

/** The caller left the zone (their page closed): the others get `zone-left`. 204. */
export const leaveZone: UserEndpoint<{ params: { slug: string }; answer: null }> = {
  method: "DELETE",
  path: "/api/zones/:slug/presence",
  access: "user",
};

/**
 * How the caller stands with a zone: `allowed` (they enter), `none` (a protected zone they have not asked to
 * enter), `requested` (waiting for the owner), `refused` (the owner said no).
 */
export type ZoneAccess = "allowed" | "none" | "requested" | "refused";

/** The caller's standing; 403 for a private zone they may not enter (its existence is not theirs to learn). */
export const zoneAccess: UserEndpoint<{ params: { slug: string }; answer: { access: ZoneAccess } }> = {
  method: "GET",
  path: "/api/zones/:slug/access",
  access: "user",
};

/** Asks the owner of a protected zone to let the caller in (they hear of it live); answers the standing after. */
export const askToEnter: UserEndpoint<{ params: { slug: string }; answer: { access: ZoneAccess } }> = {
  method: "POST",
  path: "/api/zones/:slug/access",
  access: "user",
};

/** Someone the owner of a private or protected zone invited, or who asked to enter it. */
export interface ZoneGuest {
  userId: number;
  username: string;
  name: string;
  status: "invited" | "requested" | "approved" | "refused";
}

/** The owner's list of the zone's guests; 403 `not_zone_owner` to everyone else. */
export const zoneGuests: UserEndpoint<{ params: { slug: string }; answer: { guests: ZoneGuest[] } }> = {
  method: "GET",
  path: "/api/zones/:slug/guests",
  access: "user",
};

/** The owner of a private zone invites someone by username. */
export const inviteToZone: UserEndpoint<{
  params: { slug: string };
  body: { username: string };
  answer: { guest: ZoneGuest };
}> = {
  method: "POST",
  path: "/api/zones/:slug/invitations",
  access: "user",
};

/** The owner takes an invitation back (204; nothing to take back is fine too). */
export const revokeInvitation: UserEndpoint<{ params: { slug: string; userId: number }; answer: null }> = {
  method: "DELETE",
  path: "/api/zones/:slug/invitations/:userId",
  access: "user",
};

/** The owner of a protected zone lets in someone who asked (or whom they refused before). */
export const approveZoneRequest: UserEndpoint<{
  params: { slug: string; userId: number };
  answer: { guest: ZoneGuest };
}> = {
  method: "POST",
  path: "/api/zones/:slug/requests/:userId/approve",
  access: "user",
};

/** The owner of a protected zone refuses someone who asked, or takes back their approval. */
export const refuseZoneRequest: UserEndpoint<{
  params: { slug: string; userId: number };
  answer: { guest: ZoneGuest };
}> = {
  method: "POST",
  path: "/api/zones/:slug/requests/:userId/refuse",
  access: "user",
};

/** Realtime `zone-left`, to the others in the zone: this person left it. */
export interface ZoneLeftNews {
  slug: string;
  userId: number;
}

/** Realtime `zone-access-request`, to the owner: someone asks to enter their protected zone. */
export interface ZoneRequestNews {
  slug: string;
  zoneName: string;
  userId: number;
  name: string;
  username: string;
}

/**
 * Realtime `zone-access`, to the person concerned: their standing with a zone changed (`allowed`: invited or
 * approved; `refused`; `none`: an invitation was taken back). `invitedBy` names the owner who invited them.
 */
export interface ZoneAccessNews {
  slug: string;
  zoneName: string;
  path: string;
  access: "allowed" | "refused" | "none";
  invitedBy?: string;
}

/** Realtime `zone-guest`, to the owner's devices: a guest's status changed (`none`: invitation revoked). */
export interface ZoneGuestNews {
  slug: string;
  userId: number;
  status: ZoneGuest["status"] | "none";
}

/** Realtime `zone-opened`, to the owner's friends (broadcast-notify). */
export interface ZoneOpenedNews {
  slug: string;
  name: string;
  path: string;
  mode: ZoneMode;
  ownerName: string;
}
