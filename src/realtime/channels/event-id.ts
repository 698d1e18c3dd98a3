import type { Delivery } from "./delivery.ts";

/**
 * The ids of durable events on a channel. One log position may give a user several events (a message:
 * `new-message` then `unread`), so an event's id is `<position>.<n>`, n counting that user's deliveries of
 * the position from 0: a reader that reconnects with the id of the first resumes with the second. A plain
 * `<position>` (`ready`, `resync`, and every id sent before ids had parts) stands after all of the position.
 * In the order of the stream, ids only grow: `7.0` < `7.1` < `7` < `8.0`.
 */
export interface Cursor {
  position: number;
  /** The last of the position's deliveries received; Infinity when the whole position was. */
  index: number;
}

/** The id of a user's `index`-th delivery of `position`, or of the whole position. */
export function eventId(position: number, index?: number): string {
  return index === undefined ? String(position) : `${position}.${index}`;
}

/** The id that stands where `cursor` does. */
export function cursorId(cursor: Cursor): string {
  return eventId(cursor.position, cursor.index === Infinity ? undefined : cursor.index);
}

/** A Last-Event-ID header as a cursor; undefined when it is absent or not one of ours. */
export function parseEventId(value: string | undefined): Cursor | undefined {
  const match = value?.match(/^(\d{1,15})(?:\.(\d{1,6}))?$/);
  if (!match) return undefined;
  return { position: Number(match[1]), index: match[2] === undefined ? Infinity : Number(match[2]) };
}

/** Whether the `index`-th delivery of `position` comes after what `cursor` has received. */
export function isAfter(position: number, index: number, cursor: Cursor | undefined): boolean {
  if (!cursor) return true;
  return position > cursor.position || (position === cursor.position && index > cursor.index);
}

/** Each delivery of one event with its number among the deliveries to the same user (its id's `n`). */
export function numbered(deliveries: Delivery[]): { delivery: Delivery; index: number }[] {
  const counts = new Map<number, number>();
  return deliveries.map((delivery) => {
    const index = counts.get(delivery.userId) ?? 0;
    counts.set(delivery.userId, index + 1);
    return { delivery, index };
  });
}
