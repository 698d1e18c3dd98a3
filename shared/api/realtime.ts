import type { UserEndpoint } from "./endpoint.ts";
import type { Friendship } from "./friends.ts";
import type { DeviceLinkStep, KeyChangedNews, NewMessageNews, ReceiptNews, TypingNews, UnreadNews } from "./chat.ts";
import type {
  ZoneAccessNews,
  ZoneGuestNews,
  ZoneInstanceNews,
  ZoneLeftNews,
  ZoneOpenedNews,
  ZonePresent,
  ZoneRequestNews,
} from "./zones.ts";
import type { ZoneSaid } from "./zones-talk.ts";

/**
 * The caller's realtime channel `user-<id>`: a server-sent-events stream (API.md "Realtime channel"),
 * opened by the session cookie (EventSource) or a Bearer header (fetch-based readers). Not a JSON call:
 * the browser opens it with `new EventSource(realtimeChannel.path)`. Events: `ready` (the stream is live;
 * its id is where a reconnect resumes), `resync` (too much was missed: load afresh), `superseded` (closed as
 * the oldest of too many streams of the session or account: do not reconnect at once), and each area's
 * deliveries, named with their data in `RealtimeEvents`.
 */
export const realtimeChannel: UserEndpoint<{ answer: never }> = {
  method: "GET",
  path: "/api/realtime",
  access: "user",
};

/**
 * Every delivery on the channel, by event name, with its data: the server's routes and signals
 * (src/realtime/channels/delivery.ts `Delivery`) may send only these, and the browser's `listen` hands each listener
 * its event's data. A new event is added here first.
 */
export interface RealtimeEvents {
  /** A friendship changed: the other person, and how the receiver now stands with them. */
  friendship: { userId: number; friendship: Friendship };
  /** Someone whose status the receiver sees came online or went offline. */
  presence: PresenceNews;
  "new-message": NewMessageNews;
  unread: UnreadNews;
  typing: TypingNews;
  delivered: ReceiptNews;
  read: ReceiptNews;
  "key-changed": KeyChangedNews;
  /** One step of approving a new device, relayed to the person's own devices (a signal: never in the log). */
  "device-link": DeviceLinkStep;
  "zone-presence": ZonePresent;
  "zone-left": ZoneLeftNews;
  /** The receiver was placed in (or moved to) an instance of a zone: a signal, to their own streams. */
  "zone-instance": ZoneInstanceNews;
  "zone-access-request": ZoneRequestNews;
  "zone-access": ZoneAccessNews;
  "zone-guest": ZoneGuestNews;
  "zone-opened": ZoneOpenedNews;
  /** Someone near the receiver in a zone said something (zone talk: a bubble and a line of the log). */
  "zone-said": ZoneSaid;
  /** A reply under a post of the receiver's, or one of the receiver's replies, was added or taken down. */
  reply: ReplyNews;
  /** The receiver's notifications changed (one came, one was read): how many are unread now. */
  notifications: { unread: number };
}

export type RealtimeEvent = keyof RealtimeEvents;

export interface ReplyNews {
  postId: number;
  replyId: number;
  change: "added" | "deleted";
}

/** Realtime `presence`: `lastActive` is when the change happened; null when it is not to be shown (a block). */
export interface PresenceNews {
  userId: number;
  online: boolean;
  lastActive: string | null;
}
