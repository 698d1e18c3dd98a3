import type { UserEndpoint } from "./endpoint.ts";

/** A message is at most this many characters (a bubble, not a letter). */
export const ZONE_TALK_MAX = 200;
/** Who hears: those within this many scene units of the speaker when it was said (WorkAdventure's bubble). */
export const ZONE_HEARING_DISTANCE = 15;
/** How long a bubble stays above the speaker's avatar. */
export const ZONE_BUBBLE_MS = 6_000;
/** The zone says so beside the field: the server reads zone talk, unlike chat. */
export const ZONE_TALK_NOTICE = "Zone talk is not end-to-end encrypted. People nearby and moderators can read it.";

/** Something said in a zone, as its hearers get it (realtime `zone-said`) and the speaker's answer. */
export interface ZoneSaid {
  /** The message's id: what a report names (`zone_message`). */
  id: number;
  slug: string;
  userId: number;
  name: string;
  text: string;
  /** When it was said (ISO). */
  at: string;
}

/**
 * The caller says something in a zone they are in (their presence is known): everyone in the zone within
 * ZONE_HEARING_DISTANCE of them, not blocked either way, gets `zone-said` (the caller too, on every device).
 * 400 empty or over ZONE_TALK_MAX; 409 `zone_not_present` before the caller's first presence; 429 beyond the
 * `zone-talk` budget; 403/404 as for the zone.
 */
export const sayInZone: UserEndpoint<{
  params: { slug: string };
  body: { text: string };
  answer: { message: ZoneSaid };
}> = {
  method: "POST",
  path: "/api/zones/:slug/talk",
  access: "user",
};
