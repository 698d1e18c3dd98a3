import type { StoredEvent } from "../../../events/index.ts";
import type { Reader } from "../../../store/db.ts";
import type { RealtimeEvent, RealtimeEvents } from "../../../shared/api/realtime.ts";

/**
 * One message for one user's channel (`user-<id>`): the server-sent event's name and its data (plain JSON),
 * the data checked against that event's in the contract's map (shared/api/realtime.ts), which the browser reads too.
 */
export type Delivery = { [E in RealtimeEvent]: { userId: number; event: E; data: RealtimeEvents[E] } }[RealtimeEvent];

/**
 * An area's route from the log to the channels: who hears of an event, and as what. It must decide from the
 * event alone (no clock, no reads), because it runs again for a reader who reconnects with Last-Event-ID and
 * in every server process, each delivering to the streams it holds.
 */
export type Route = (event: StoredEvent) => Delivery[];

/**
 * Who is told when a user comes online or goes offline, beside the user's friends: each area that shows
 * someone's status adds its own (chat: the people one has chats with). One indexed query per change.
 */
export type PresenceAudience = (db: Reader, userId: number) => Promise<number[]>;

/**
 * A message to every server process on the database rather than to a user: each applies it to what it keeps
 * in memory (who is in which zone) and delivers what follows to the streams it holds. `topic` names the
 * listener (`Realtime.onBroadcast`); `data` is plain JSON.
 */
export interface Broadcast {
  topic: string;
  data: unknown;
}
