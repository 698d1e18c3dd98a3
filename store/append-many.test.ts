import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import type { Database } from "./db.ts";
import { ManualClock } from "../shared/clock.ts";
import { Store, type StreamAppend } from "./store.ts";
import type { AppEvent, StoredEvent } from "../events/index.ts";
import { projections } from "../projections/index.ts";
import { posts } from "../projections/posts.schema.ts";
import { postStream } from "../events/posts.ts";
import { userStream } from "../events/users.ts";
import { profileStream } from "../events/profiles.ts";
import { snapshotProjections } from "../tests/replay.ts";
import { withSeed, type Random } from "../tests/random.ts";
import { verifiedAccount } from "../tests/events.ts";

/**
 * `tx.appendMany` (store/store.ts) writes many streams' events in a few statements and applies the
 * projections to them in runs, as a replay does; it must leave what `tx.append` of each in turn leaves.
 */

const opened: { database: Database; dir: string }[] = [];

/** A store with every projection, on a fresh libSQL file. */
async function openStore() {
  const dir = mkdtempSync(join(tmpdir(), "vw-append-many-"));
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  opened.push({ database, dir });
  return { store: new Store(database, projections, new ManualClock()), database };
}

afterEach(() => {
  for (const { database, dir } of opened.splice(0)) {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const USERS = 6;

function created(id: number, author: number, random: Random): AppEvent {
  const words = ["harbour", "sunrise", "Zoë's", "café", "picnic", "🎉"];
  const text = Array.from({ length: 1 + random.int(5) }, () => random.pick(words)).join(" ");
  const media =
    random.int(4) === 0 ? { url: `/media/${id}.png`, type: "image" as const, key: `k${id}.png`, size: 100 + id } : null;
  return { type: "PostCreated", data: { id, author, text, sharing: random.pick([1, 2] as const), media } };
}

/**
 * A random run of appends: the people first, then mostly new posts and ratings (which the projections take
 * in runs), among edits, deletions, blocks, an account deleted, profile changes and contact messages
 * (taken alone); some streams are appended to twice, some posts rated twice by the same person.
 */
function randomAppends(random: Random, count: number): StreamAppend[] {
  const versions = new Map<string, number>();
  const appends: StreamAppend[] = [];
  const add = (stream: string, events: AppEvent[]) => {
    const current = versions.get(stream) ?? 0;
    appends.push({ stream, expectedVersion: random.int(3) === 0 ? "any" : current, events });
    versions.set(stream, current + events.length);
  };
  for (let userId = 1; userId <= USERS; userId++) add(userStream(userId), verifiedAccount(userId));
  let lastPost = 0;
  const somePost = () => 1 + random.int(Math.max(lastPost, 1));
  const someone = () => 1 + random.int(USERS);
  for (let i = 0; i < count; i++) {
    const step = random.int(20);
    if (step < 9 || lastPost === 0) {
      const id = ++lastPost;
      add(postStream(id), [created(id, someone(), random)]);
    } else if (step < 14) {
      const post = somePost();
      const stars = 1 + random.int(5);
      add(postStream(post), [
        { type: "PostRated", data: { post, user: someone(), stars, emoji: random.int(2) === 0 ? null : "🙂" } },
      ]);
    } else if (step === 14) {
      const id = somePost();
      add(postStream(id), [
        { type: "PostEdited", data: { id, text: `edited ${random.int(100)} harbour`, sharing: 1 } },
      ]);
    } else if (step === 15) {
      add(postStream(somePost()), [{ type: "PostDeleted", data: { id: somePost() } }]);
    } else if (step === 16) {
      const userId = someone();
      add(userStream(userId), [{ type: random.int(2) === 0 ? "UserBlocked" : "UserUnblocked", data: { userId } }]);
    } else if (step < 18) {
      const userId = someone();
      add(profileStream(userId), [
        {
          type: "ProfileChanged",
          data: { userId, name: `Renamed ${i}`, organisation: random.int(2) === 0 ? null : "Guild" },
        },
      ]);
    } else {
      add("contact", [
        { type: "ContactMessageSent", data: { name: `Visitor ${i}`, email: `v${i}@example.com`, message: "hello" } },
      ]);
    }
    // Once, halfway: an account deleted, its key destroyed; its later posts are written sealed without a key.
    if (i === Math.floor(count / 2)) add(userStream(USERS), [{ type: "UserDeleted", data: { userId: USERS } }]);
  }
  return appends;
}

/** The log as its readers see it (sealed fields opened), and as stored but for the sealed boxes (random IVs, keys). */
async function logOf(store: Store, database: Database) {
  const opened = (await store.readFrom(0, 100_000)).map((event) => ({ ...event, data: { ...event.data } }));
  const stored = await database.db.all<{ data: string }>(
    sql`select position, stream, version, type, data, meta, at from events order by position`,
  );
  const unboxed = stored.map((row) => ({
    ...row,
    data: JSON.parse(row.data, (key, value) => (key === "box" && value !== null ? "sealed" : value)),
  }));
  return { opened, unboxed };
}

test("appendMany leaves exactly the log and the read models that the same appends one by one leave", async () => {
  await withSeed(20261127, async (random) => {
    const appends = randomAppends(random, 400);
    const oneByOne = await openStore();
    await oneByOne.store.transact(async (tx) => {
      for (const { stream, expectedVersion, events } of appends) await tx.append(stream, expectedVersion, events);
    });
    const batched = await openStore();
    const stored = await batched.store.transact((tx) => tx.appendMany(appends));

    expect(stored.map((event) => event.position)).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));
    expect(await logOf(batched.store, batched.database)).toEqual(await logOf(oneByOne.store, oneByOne.database));
    const live = await snapshotProjections(batched.database.db);
    expect(live).toEqual(await snapshotProjections(oneByOne.database.db));
    // The workload did reach the tables a run writes, and the ones of events taken alone.
    for (const table of ["posts", "post_words", "ratings", "media_files", "users", "contact_messages"])
      expect(live[table]!.length).toBeGreaterThan(0);
  });
});

test("a unique index violated in the middle of a batch rolls the whole transaction back, and nothing is announced", async () => {
  const { store, database } = await openStore();
  const announced: StoredEvent[] = [];
  store.onAppend((events) => announced.push(...events));
  const post = (id: number): StreamAppend => ({
    stream: postStream(id),
    expectedVersion: 0,
    events: [{ type: "PostCreated", data: { id, author: 1, text: "harbour", sharing: 1, media: null } }],
  });
  // A second verified account of the same username: the users read model's unique index refuses it.
  const account = (userId: number, username: string): StreamAppend => ({
    stream: userStream(userId),
    expectedVersion: 0,
    events: [
      {
        type: "UserRegistered",
        data: { userId, name: "Ada", username, email: `${userId}@example.com`, passwordHash: "hash" },
      },
      { type: "UserVerified", data: { userId } },
    ],
  });

  const failed = store.transact((tx) =>
    tx.appendMany([post(1), account(1, "ada"), post(2), account(2, "ada"), post(3)]),
  );
  const refusal = await failed.then(
    () => undefined,
    (error: Error) => String(error.cause),
  );
  expect(refusal).toContain("UNIQUE constraint failed: users.username");

  expect(await store.head()).toBe(0);
  expect(await database.db.select().from(posts)).toEqual([]);
  expect(Object.values(await snapshotProjections(database.db)).flat()).toEqual([]);
  expect(announced).toEqual([]);
});

test("expected versions are checked in the batch's order: a stale one refuses the whole batch with 409", async () => {
  const { store } = await openStore();
  const edit = (id: number): AppEvent => ({ type: "PostEdited", data: { id, text: "again", sharing: 1 } });
  const create = (id: number): AppEvent => ({
    type: "PostCreated",
    data: { id, author: 1, text: "first", sharing: 1, media: null },
  });
  await store.append(postStream(1), 0, [create(1)]);

  // The second append to post-2 is checked against the version the first gave it.
  const stored = await store.transact((tx) =>
    tx.appendMany([
      { stream: postStream(2), expectedVersion: 0, events: [create(2)] },
      { stream: postStream(2), expectedVersion: 1, events: [edit(2)] },
    ]),
  );
  expect(stored.map((e) => [e.stream, e.version, e.position])).toEqual([
    ["post-2", 1, 2],
    ["post-2", 2, 3],
  ]);

  for (const stale of [
    [
      { stream: postStream(3), expectedVersion: 0, events: [create(3)] },
      { stream: postStream(1), expectedVersion: 0, events: [edit(1)] },
    ],
    [
      { stream: postStream(3), expectedVersion: 0, events: [create(3)] },
      { stream: postStream(3), expectedVersion: 0, events: [edit(3)] },
    ],
  ] satisfies StreamAppend[][]) {
    await expect(store.transact((tx) => tx.appendMany(stale))).rejects.toMatchObject({
      status: 409,
      code: "concurrency",
    });
  }
  expect(await store.head()).toBe(3);
});

test("what a command reads after appendMany in its transaction sees the events; listeners hear them after commit, in order", async () => {
  const { store } = await openStore();
  const announced: number[] = [];
  store.onAppend((events) => announced.push(...events.map((e) => e.position)));
  const appends: StreamAppend[] = [1, 2, 3].map((id) => ({
    stream: postStream(id),
    expectedVersion: 0,
    events: [{ type: "PostCreated", data: { id, author: 1, text: "seen", sharing: 1, media: null } }],
  }));

  const seen = await store.transact(async (tx) => {
    await tx.appendMany(appends);
    const rows = await tx.db.select({ id: posts.id }).from(posts);
    expect(announced).toEqual([]);
    return rows.map((r) => r.id);
  });
  expect(seen).toEqual([1, 2, 3]);
  expect(announced).toEqual([1, 2, 3]);
});
