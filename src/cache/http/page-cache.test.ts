import { expect, test } from "bun:test";
import type { AppEvent, StoredEvent } from "../../../events/index.ts";
import { shown } from "../../../shared/cached-pages.ts";
import { changesOf } from "../changes.ts";
import { PageCache, type Cacheable } from "./page-cache.ts";

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

const page = (key: string, shows: string[], bytes = 100): Cacheable => ({ key, shows, bytes });

test("a page is dropped by an event that changes something it shows, and by no other", () => {
  const cache = new PageCache<Cacheable>(10_000);
  cache.keep(page("ann home", [shown.account(1), shown.post(7), shown.publicPosts]), cache.watch());
  cache.keep(page("ann settings", [shown.account(1)]), cache.watch());
  cache.keep(page("ben settings", [shown.account(2)]), cache.watch());

  cache.follow(
    changesOf([
      event({
        type: "ChatMessageSent",
        data: { chatId: 1, messageId: 1, from: 2, to: 1, senderName: "Ben", unreadTotal: 1, content: "sealed" },
      }),
    ]),
  );
  cache.follow(changesOf([event({ type: "PostRated", data: { post: 8, user: 2, stars: 3, emoji: null } })]));
  expect([cache.get("ann home"), cache.get("ann settings"), cache.get("ben settings")].every(Boolean)).toBe(true);

  cache.follow(changesOf([event({ type: "PostRated", data: { post: 7, user: 2, stars: 3, emoji: null } })]));
  expect(cache.get("ann home")).toBeUndefined();
  expect(cache.get("ann settings")).toBeDefined();

  cache.follow(changesOf([event({ type: "ProfileChanged", data: { userId: 2, name: "Ben" } })]));
  expect(cache.get("ben settings")).toBeUndefined();
  expect(cache.get("ann settings")).toBeDefined();
  expect(cache.bytes).toBe(100);

  cache.follow(changesOf([event({ type: "UserDeleted", data: { userId: 9 } })]));
  expect(cache.size).toBe(0);
  expect(cache.bytes).toBe(0);
});

test("a page whose render saw a change of something it shows is not cached; one that saw other changes is", () => {
  const cache = new PageCache<Cacheable>(10_000);
  const overtaken = cache.watch();
  const untouched = cache.watch();
  cache.follow(
    changesOf([event({ type: "PostCreated", data: { id: 5, author: 3, text: "x", sharing: 2, media: null } })]),
  );
  overtaken.end();
  untouched.end();
  expect(cache.keep(page("friends of 4", [shown.postsBy(3)]), overtaken)).toBe(false);
  expect(cache.keep(page("global of 4", [shown.publicPosts]), untouched)).toBe(true);
  // A watch that ended sees nothing more, and a deletion reaches every render under way.
  const everything = cache.watch();
  cache.follow(changesOf([event({ type: "UserDeleted", data: { userId: 9 } })]));
  expect(cache.keep(page("settings of 4", [shown.account(4)]), everything)).toBe(false);
});

test("pages take no more bytes than allowed: the least recently served go first", () => {
  const cache = new PageCache<Cacheable>(300);
  for (const key of ["a", "b", "c"]) cache.keep(page(key, [shown.account(1)]), cache.watch());
  cache.get("a");
  cache.keep(page("d", [shown.account(1)]), cache.watch());
  expect([..."abcd"].filter((key) => cache.get(key))).toEqual(["a", "c", "d"]);
  expect(cache.bytes).toBe(300);
  // A page larger than everything allowed is never cached; the same key cached again replaces its page.
  expect(cache.keep(page("huge", [], 301), cache.watch())).toBe(false);
  cache.keep(page("c", [shown.account(2)], 50), cache.watch());
  expect(cache.bytes).toBe(250);
  cache.follow(changesOf([event({ type: "ProfileChanged", data: { userId: 1 } })]));
  expect([..."acd"].filter((key) => cache.get(key))).toEqual(["c"]);
  expect(cache.bytes).toBe(50);
});

test("a page that grows (another encoding made) is counted, and pushes out the oldest", () => {
  const cache = new PageCache<Cacheable & { bytes: number }>(300);
  const a = { key: "a", shows: [], bytes: 100 };
  cache.keep(a, cache.watch());
  cache.keep({ key: "b", shows: [], bytes: 100 }, cache.watch());
  cache.get("a");
  a.bytes += 150;
  cache.grew(a, 150);
  expect(cache.get("b")).toBeUndefined();
  expect(cache.bytes).toBe(250);
});
