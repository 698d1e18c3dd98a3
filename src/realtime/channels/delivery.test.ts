import { expect, test } from "bun:test";
import type { Delivery } from "./delivery.ts";

/**
 * A delivery's data is checked against its event's in the contract's map (shared/api/realtime.ts), the map the
 * browser's `listen` reads: `bun run typecheck` fails on the lines marked, so an unknown event or data of
 * another event's shape cannot be sent.
 */
test("a delivery names an event of the contract's map, with that event's data", () => {
  const told: Delivery[] = [
    { userId: 1, event: "unread", data: { total: 3 } },
    // @ts-expect-error an event the contract does not name
    { userId: 1, event: "unheard-of", data: {} },
    // @ts-expect-error the data of `typing` sent as `unread`
    { userId: 1, event: "unread", data: { chatID: 4, userId: 2 } },
  ];
  expect(told.map((delivery): string => delivery.event)).toEqual(["unread", "unheard-of", "unread"]);
});
