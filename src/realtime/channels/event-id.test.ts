import { expect, test } from "bun:test";
import { cursorId, eventId, isAfter, numbered, parseEventId } from "./event-id.ts";
import type { Delivery } from "./delivery.ts";

test("an id is the position and the user's delivery number; a plain position stands after all of it", () => {
  expect(eventId(41, 0)).toBe("41.0");
  expect(eventId(41)).toBe("41");
  expect(parseEventId("41.1")).toEqual({ position: 41, index: 1 });
  expect(parseEventId("41")).toEqual({ position: 41, index: Infinity });
  expect(cursorId({ position: 41, index: Infinity })).toBe("41");
  expect(cursorId({ position: 41, index: 1 })).toBe("41.1");
});

test("a Last-Event-ID that is not one of ours is ignored", () => {
  for (const value of [undefined, "", "-1", "1.2.3", "4.", ".4", "1e3", "9".repeat(16), "1.1234567", " 4"]) {
    expect(parseEventId(value)).toBeUndefined();
  }
});

test("what comes after a cursor: later deliveries of its position, and every later position", () => {
  const cursor = { position: 41, index: 0 };
  expect(isAfter(41, 0, cursor)).toBe(false);
  expect(isAfter(41, 1, cursor)).toBe(true);
  expect(isAfter(40, 5, cursor)).toBe(false);
  expect(isAfter(42, 0, cursor)).toBe(true);
  expect(isAfter(41, 9, { position: 41, index: Infinity })).toBe(false);
  expect(isAfter(1, 0, undefined)).toBe(true);
});

test("deliveries of one event are numbered per user, in order", () => {
  const typing = { chatID: 5, userId: 1 };
  const deliveries: Delivery[] = [
    { userId: 2, event: "typing", data: typing },
    { userId: 2, event: "unread", data: { total: 1 } },
    { userId: 1, event: "typing", data: typing },
  ];
  expect(numbered(deliveries).map(({ delivery, index }) => [delivery.userId, delivery.event, index])).toEqual([
    [2, "typing", 0],
    [2, "unread", 1],
    [1, "typing", 0],
  ]);
});
