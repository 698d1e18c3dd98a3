import { expect, test } from "bun:test";
import type { AppEvent, StoredEvent } from "../../../events/index.ts";
import { shown } from "../../../shared/cached-pages.ts";
import { KeptPages, type Held } from "./page-cache.ts";

let position = 0;
function event(input: AppEvent): StoredEvent {
  position++;
  return {
    ...input,
    position,
    stream: "test-1",
    version: position,
    meta: {},
    at: "2026-11-23T12:00:00.000Z",
  } as StoredEvent;
}

const page = (key: string, shows: string[], bytes = 100): Held => ({ key, shows, bytes });

test("a page is dropped by an event that changes something it shows, and by no other", () => {
  const kept = new KeptPages<Held>(10_000);
  kept.keep(page("ann home", [shown.account(1), shown.post(7), shown.publicPosts]), kept.watch());
  kept.keep(page("ann settings", [shown.account(1)]), kept.watch());
  kept.keep(page("ben settings", [shown.account(2)]), kept.watch());

  kept.follow([
    event({
      type: "ChatMessageSent",
      data: { chatId: 1, messageId: 1, from: 2, to: 1, senderName: "Ben", unreadTotal: 1, content: "sealed" },
    }),
  ]);
  kept.follow([event({ type: "PostRated", data: { post: 8, user: 2, stars: 3, emoji: null } })]);
  expect([kept.get("ann home"), kept.get("ann settings"), kept.get("ben settings")].every(Boolean)).toBe(true);

  kept.follow([event({ type: "PostRated", data: { post: 7, user: 2, stars: 3, emoji: null } })]);
  expect(kept.get("ann home")).toBeUndefined();
  expect(kept.get("ann settings")).toBeDefined();

  kept.follow([event({ type: "ProfileChanged", data: { userId: 2, name: "Ben" } })]);
  expect(kept.get("ben settings")).toBeUndefined();
  expect(kept.get("ann settings")).toBeDefined();
  expect(kept.bytes).toBe(100);

  kept.follow([event({ type: "UserDeleted", data: { userId: 9 } })]);
  expect(kept.size).toBe(0);
  expect(kept.bytes).toBe(0);
});

test("a page whose render saw a change of something it shows is not kept; one that saw other changes is", () => {
  const kept = new KeptPages<Held>(10_000);
  const overtaken = kept.watch();
  const untouched = kept.watch();
  kept.follow([event({ type: "PostCreated", data: { id: 5, author: 3, context: "x", sharing: 2, media: null } })]);
  overtaken.end();
  untouched.end();
  expect(kept.keep(page("friends of 4", [shown.postsBy(3)]), overtaken)).toBe(false);
  expect(kept.keep(page("global of 4", [shown.publicPosts]), untouched)).toBe(true);
  // A watch that ended sees nothing more, and a deletion reaches every render under way.
  const everything = kept.watch();
  kept.follow([event({ type: "UserDeleted", data: { userId: 9 } })]);
  expect(kept.keep(page("settings of 4", [shown.account(4)]), everything)).toBe(false);
});

test("pages take no more bytes than allowed: the least recently served go first", () => {
  const kept = new KeptPages<Held>(300);
  for (const key of ["a", "b", "c"]) kept.keep(page(key, [shown.account(1)]), kept.watch());
  kept.get("a");
  kept.keep(page("d", [shown.account(1)]), kept.watch());
  expect([..."abcd"].filter((key) => kept.get(key))).toEqual(["a", "c", "d"]);
  expect(kept.bytes).toBe(300);
  // A page larger than everything allowed is never kept; the same key kept again replaces its page.
  expect(kept.keep(page("huge", [], 301), kept.watch())).toBe(false);
  kept.keep(page("c", [shown.account(2)], 50), kept.watch());
  expect(kept.bytes).toBe(250);
  kept.follow([event({ type: "ProfileChanged", data: { userId: 1 } })]);
  expect([..."acd"].filter((key) => kept.get(key))).toEqual(["c"]);
  expect(kept.bytes).toBe(50);
});

test("a page that grows (another encoding made) is counted, and pushes out the oldest", () => {
  const kept = new KeptPages<Held & { bytes: number }>(300);
  const a = { key: "a", shows: [], bytes: 100 };
  kept.keep(a, kept.watch());
  kept.keep({ key: "b", shows: [], bytes: 100 }, kept.watch());
  kept.get("a");
  a.bytes += 150;
  kept.grew(a, 150);
  expect(kept.get("b")).toBeUndefined();
  expect(kept.bytes).toBe(250);
});
