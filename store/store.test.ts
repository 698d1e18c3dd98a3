import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import type { Database } from "./db.ts";
import { ManualClock } from "../shared/clock.ts";
import { Store } from "./store.ts";
import { events } from "./schema.ts";
import { withMeta } from "./meta.ts";
import type { AppEvent, StoredEvent } from "../events/index.ts";
import { projection, type Projection } from "./projection.ts";
import { contactProjection } from "../projections/contact.ts";
import { contactMessages } from "../projections/contact.schema.ts";

/** A store on a fresh libSQL file, with the projections a test chooses. */
const opened: { database: Database; dir: string }[] = [];

async function openStore(
  projections: Projection[] = [contactProjection],
  dir = mkdtempSync(join(tmpdir(), "vw-store-")),
) {
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  opened.push({ database, dir });
  const store = new Store(database, projections, new ManualClock());
  return { store, database, dir };
}

afterEach(() => {
  for (const { database, dir } of opened.splice(0)) {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function contact(n: number): AppEvent {
  return {
    type: "ContactMessageSent",
    data: { name: `Visitor ${n}`, email: `v${n}@example.com`, message: `Message ${n}` },
  };
}

test("a new stream is appended at expected version 0 and its events are numbered from 1", async () => {
  const { store } = await openStore();
  const stored = await store.append("contact", 0, [contact(1), contact(2)]);
  expect(stored.map((e) => [e.stream, e.version, e.position])).toEqual([
    ["contact", 1, 1],
    ["contact", 2, 2],
  ]);
  expect(stored[0]).toMatchObject({ type: "ContactMessageSent", at: "2026-01-01T12:00:00.000Z" });

  await store.append("contact", 2, [contact(3)]);
  expect((await store.readFrom(0)).map((e) => e.version)).toEqual([1, 2, 3]);
});

test("an append with a wrong expected version is refused with 409 and writes nothing", async () => {
  const { store, database } = await openStore();
  await store.append("contact", 0, [contact(1)]);

  for (const stale of [0, 2]) {
    await expect(store.append("contact", stale, [contact(2)])).rejects.toMatchObject({
      status: 409,
      code: "concurrency",
    });
  }
  expect(await store.head()).toBe(1);
  expect(await database.db.select().from(contactMessages)).toHaveLength(1);
});

test("positions are global across streams and in the order of the appends", async () => {
  const { store } = await openStore();
  await store.append("contact", 0, [contact(1)]);
  await store.append("other-1", 0, [contact(2), contact(3)]);
  await store.append("contact", 1, [contact(4)]);

  const log = await store.readFrom(0);
  expect(log.map((e) => [e.position, e.stream, e.version])).toEqual([
    [1, "contact", 1],
    [2, "other-1", 1],
    [3, "other-1", 2],
    [4, "contact", 2],
  ]);
  expect((await store.readFrom(2)).map((e) => e.position)).toEqual([3, 4]);
  expect((await store.readFrom(0, 2)).map((e) => e.position)).toEqual([1, 2]);
  expect(await store.head()).toBe(4);
});

test("projections are applied in the append's transaction, so a read right after sees them", async () => {
  const { store, database } = await openStore();
  await withMeta({ requestId: "req-1", actor: 7 }, () => store.append("contact", 0, [contact(1)]));

  const rows = await database.db.select().from(contactMessages);
  expect(rows).toEqual([
    {
      position: 1,
      name: "Visitor 1",
      email: "v1@example.com",
      message: "Message 1",
      sentAt: "2026-01-01T12:00:00.000Z",
    },
  ]);
  const [event] = await store.readFrom(0);
  expect(event!.meta).toEqual({ requestId: "req-1", actor: 7 });
});

test("a projection that fails rolls the event back with it", async () => {
  const failing = projection({
    name: "failing",
    version: 1,
    tables: [],
    on: ["ContactMessageSent"],
    async apply(event) {
      if (event.data.name === "Visitor 2") throw new Error("projection broke");
    },
  });
  const { store, database } = await openStore([contactProjection, failing]);
  await store.append("contact", 0, [contact(1)]);

  await expect(store.append("contact", 1, [contact(2)])).rejects.toThrow("projection broke");
  await store.append("contact", 1, [contact(3)]);

  expect((await store.readFrom(0)).map((e) => [e.position, e.version])).toEqual([
    [1, 1],
    [2, 2],
  ]);
  const names = (await database.db.select().from(contactMessages)).map((r) => r.name);
  expect(names).toEqual(["Visitor 1", "Visitor 3"]);
});

test("work that throws after appending inside transact leaves no trace and announces nothing", async () => {
  const { store } = await openStore();
  const announced: StoredEvent[] = [];
  store.onAppend((events) => announced.push(...events));

  const failed = store.transact(async (tx) => {
    await tx.append("contact", 0, [contact(1)]);
    throw new Error("changed my mind");
  });
  await expect(failed).rejects.toThrow("changed my mind");
  expect(await store.head()).toBe(0);
  expect(announced).toEqual([]);

  await store.append("contact", 0, [contact(2)]);
  expect(announced.map((e) => e.position)).toEqual([1]);
});

test("a listener that throws does not turn a committed append into a failure, and is reported where the store was told", async () => {
  const database = (await openStore()).database;
  const reported: unknown[] = [];
  const store = new Store(database, [contactProjection], new ManualClock(), undefined, (error) => reported.push(error));
  const heard: number[] = [];
  store.onAppend(() => {
    throw new Error("listener broke");
  });
  store.onAppend((events) => heard.push(...events.map((e) => e.position)));
  expect((await store.append("contact", 0, [contact(1)])).map((e) => e.position)).toEqual([1]);
  expect(heard).toEqual([1]);
  expect(reported.map(String)).toEqual(["Error: listener broke"]);
});

test("the database itself refuses to change or remove an event", async () => {
  const { store, database } = await openStore();
  await store.append("contact", 0, [contact(1)]);

  await expect(database.client.execute("update events set type = 'Forged' where position = 1")).rejects.toThrow(
    "append-only",
  );
  await expect(database.client.execute("delete from events where position = 1")).rejects.toThrow("append-only");
  // Through drizzle too: the refusal is the database's, whoever asks.
  const viaDrizzle = await database.db.delete(events).then(
    () => null,
    (error: Error) => error,
  );
  expect(String(viaDrizzle?.cause)).toContain("append-only");
  const [event] = await store.readFrom(0);
  expect(event).toMatchObject({ position: 1, type: "ContactMessageSent" });
});

/** Every statement that could change or remove a stored event, by position or by its stream and version. */
const rewrites = {
  UPDATE: "UPDATE events SET type = 'Forged' WHERE position = 1",
  "UPDATE OR REPLACE": "UPDATE OR REPLACE events SET position = 1 WHERE position = 2",
  DELETE: "DELETE FROM events WHERE position = 1",
  REPLACE:
    "REPLACE INTO events (position, stream, version, type, data, meta, at) VALUES (1, 'forged', 1, 'Forged', '{}', '{}', 'now')",
  "INSERT OR REPLACE by position":
    "INSERT OR REPLACE INTO events (position, stream, version, type, data, meta, at) VALUES (1, 'forged', 1, 'Forged', '{}', '{}', 'now')",
  "INSERT OR REPLACE by stream version":
    "INSERT OR REPLACE INTO events (stream, version, type, data, meta, at) VALUES ('contact', 1, 'Forged', '{}', '{}', 'now')",
  "UPSERT by position":
    "INSERT INTO events (position, stream, version, type, data, meta, at) VALUES (1, 'forged', 1, 'Forged', '{}', '{}', 'now') ON CONFLICT (position) DO UPDATE SET type = 'Forged'",
  "UPSERT by stream version":
    "INSERT INTO events (stream, version, type, data, meta, at) VALUES ('contact', 1, 'Forged', '{}', '{}', 'now') ON CONFLICT (stream, version) DO UPDATE SET type = excluded.type",
};

for (const recursiveTriggers of ["off", "on"]) {
  test(`every way of rewriting the log is refused by the database, with recursive_triggers ${recursiveTriggers}`, async () => {
    const { store, database } = await openStore();
    await store.append("contact", 0, [contact(1), contact(2)]);
    const before = await store.readFrom(0);
    // One connection, so that the pragma holds for the statements after it.
    const connection = await database.client.transaction("write");
    try {
      await connection.execute(`PRAGMA recursive_triggers = ${recursiveTriggers}`);
      for (const [way, statement] of Object.entries(rewrites)) {
        const refusal = await connection.execute(statement).then(
          () => `${way} went through`,
          (error: Error) => error.message,
        );
        expect(refusal).toContain("append-only");
      }
      await connection.commit();
    } finally {
      connection.close();
    }
    expect(await store.readFrom(0)).toEqual(before);
    // Appending goes on as before.
    expect((await store.append("contact", 2, [contact(3)])).map((e) => e.position)).toEqual([3]);
  });
}

test("an event that is not in the catalogue, or whose data does not fit its type, is refused", async () => {
  const { store } = await openStore();
  const unknown = { type: "SomethingHappened", data: {} } as unknown as AppEvent;
  const misshapen = { type: "ContactMessageSent", data: { name: "Ada" } } as unknown as AppEvent;

  await expect(store.append("contact", 0, [unknown])).rejects.toThrow();
  await expect(store.append("contact", 0, [contact(1), misshapen])).rejects.toThrow();
  expect(await store.head()).toBe(0);
});

test("many appends started at once are serialised: none fails with SQLITE_BUSY and none is lost", async () => {
  const { store, database } = await openStore();
  const appends = Array.from({ length: 60 }, (_, i) =>
    i % 2 === 0 ? store.append("contact", "any", [contact(i)]) : store.append(`other-${i}`, 0, [contact(i)]),
  );
  const results = await Promise.all(appends);

  const positions = results
    .flat()
    .map((e) => e.position)
    .sort((a, b) => a - b);
  expect(positions).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  const shared = (await store.readFrom(0)).filter((e) => e.stream === "contact").map((e) => e.version);
  expect(shared).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  expect(await database.db.select().from(contactMessages)).toHaveLength(60);
});

test("reads made while appends are queued do not wait for or break them", async () => {
  const { store } = await openStore();
  const appends = Array.from({ length: 20 }, (_, i) => store.append("contact", "any", [contact(i)]));
  const heads = await Promise.all(Array.from({ length: 20 }, () => store.head()));
  await Promise.all(appends);
  for (const head of heads) expect(head).toBeLessThanOrEqual(20);
  expect(await store.head()).toBe(20);
});

test("a projection whose version changed is rebuilt from the log at start-up; the others are left alone", async () => {
  const first = await openStore();
  await first.store.append("contact", 0, [contact(1), contact(2)]);
  expect(await first.store.rebuildOutdated()).toEqual(["contact"]);
  expect(await first.store.rebuildOutdated()).toEqual([]);
  // Stands for tables built by older code: the new version must rebuild them from the log.
  await first.database.db.run(sql`delete from contact_messages where position = 1`);

  const applied: number[] = [];
  const watcher = projection({
    name: "watcher",
    version: 1,
    tables: [],
    on: ["ContactMessageSent"],
    apply: async (e) => void applied.push(e.position),
  });
  const second = await openStore([{ ...contactProjection, version: 2 }, watcher], first.dir);
  expect(await second.store.rebuildOutdated()).toEqual(["contact", "watcher"]);
  expect(applied).toEqual([1, 2]);
  expect(await positionsIn(second.database)).toEqual([1, 2]);

  await second.database.db.run(sql`delete from contact_messages where position = 1`);
  const third = await openStore(
    [
      { ...contactProjection, version: 2 },
      { ...watcher, version: 2 },
    ],
    first.dir,
  );
  expect(await third.store.rebuildOutdated()).toEqual(["watcher"]);
  expect(await positionsIn(third.database)).toEqual([2]);
  const versions = await third.database.client.execute("select name, version from projection_versions order by name");
  expect(versions.rows.map((r) => [r.name, r.version])).toEqual([
    ["contact", 2],
    ["watcher", 2],
  ]);
});

async function positionsIn(database: Database) {
  return (await database.db.select().from(contactMessages)).map((r) => r.position);
}

test("ids come from the store's sequences: one after another per kind, given back when the append rolls back", async () => {
  const { store } = await openStore();
  const take = (sequence: "posts" | "users") => store.transact((tx) => tx.nextId(sequence));
  expect([await take("posts"), await take("posts"), await take("users")]).toEqual([1, 2, 1]);

  const failed = store.transact(async (tx) => {
    expect(await tx.nextId("posts")).toBe(3);
    throw new Error("the command changed its mind");
  });
  await expect(failed).rejects.toThrow("changed its mind");
  expect(await take("posts")).toBe(3);

  // A bulk import takes a block at once; the next id follows it.
  expect(await store.transact((tx) => tx.nextId("posts", 100))).toBe(4);
  expect(await take("posts")).toBe(104);

  // Replay rebuilds read models only: the ids already handed out stay handed out.
  await store.rebuild();
  expect(await take("posts")).toBe(105);
});

test("a database made before the sequences goes on after the highest ids its log names", async () => {
  const { store, database } = await openStore([]);
  await store.append("user-7", 0, [{ type: "UserVerified", data: { userId: 7 } }]);
  await store.append("post-12", 0, [{ type: "PostDeleted", data: { id: 12 } }]);
  await store.append("login-unknown", 0, [
    { type: "LoginFailed", data: { userId: null, account: "name:x", address: "a" } },
  ]);
  await database.db.run(sql`delete from sequences`);

  // The statements the migration that made the table ran on every database that had a log already.
  const migration = readFileSync(
    new URL("../src/db/migrations/0006_breezy_victor_mancha.sql", import.meta.url),
    "utf8",
  );
  for (const statement of migration.split("--> statement-breakpoint").filter((s) => s.includes("INSERT"))) {
    await database.client.execute(statement);
  }
  expect(await store.transact((tx) => tx.nextId("users"))).toBe(8);
  expect(await store.transact((tx) => tx.nextId("posts"))).toBe(13);
});

test("a projection is given only the event types it lists", async () => {
  const seen: string[] = [];
  const contactOnly = projection({
    name: "contact-only",
    version: 1,
    tables: [],
    on: ["ContactMessageSent"],
    apply: async (e) => void seen.push(e.type),
  });
  const { store } = await openStore([contactOnly]);
  await store.append("user-1", 0, [{ type: "UserVerified", data: { userId: 1 } }]);
  await store.append("contact", 0, [contact(1)]);
  expect(seen).toEqual(["ContactMessageSent"]);
});
