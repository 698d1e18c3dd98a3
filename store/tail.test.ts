import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/client.ts";
import type { Database } from "./db.ts";
import type { AppEvent } from "../events/index.ts";
import { Store } from "./store.ts";
import { ManualClock } from "../shared/clock.ts";
import { contactProjection } from "../projections/contact.ts";
import { LogTail } from "./tail.ts";

const opened: { databases: Database[]; dir: string; tail: LogTail }[] = [];
afterEach(async () => {
  for (const { databases, dir, tail } of opened.splice(0)) {
    await tail.stop();
    for (const database of databases) database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function contact(n: number): AppEvent {
  return {
    type: "ContactMessageSent",
    data: { name: `Visitor ${n}`, email: `v${n}@example.com`, message: `Message ${n}` },
  };
}

/**
 * A tail on a fresh database that counts its reads of the log (the store's own, on the real file), and a
 * store of another process on the same file, whose appends the tail learns of only by reading.
 */
async function openTail(options: { local: boolean } = { local: true }) {
  const dir = mkdtempSync(join(tmpdir(), "vw-tail-"));
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  // Not local: the database as a libSQL server is seen, whose reads may come from a replica behind it.
  const store = new Store({ ...database, local: options.local }, [contactProjection], new ManualClock());
  const reads = { count: 0, under: new Set<Promise<unknown>>() };
  const readFrom = store.readFrom.bind(store);
  store.readFrom = (after, limit) => {
    reads.count += 1;
    const read = readFrom(after, limit);
    const done = () => reads.under.delete(read);
    reads.under.add(read);
    read.then(done, done);
    return read;
  };
  const tail = new LogTail(store, 60_000);
  const otherDatabase = await openDatabase(`file:${join(dir, "app.db")}`);
  opened.push({ databases: [database, otherDatabase], dir, tail });
  await tail.start();
  const seen: number[] = [];
  tail.subscribe((events) => seen.push(...events.map((event) => event.position)));
  return { store, other: new Store(otherDatabase, [contactProjection], new ManualClock()), tail, reads, seen };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Until the tail has handed on `count` events and has no read under way. A read the tail starts by itself
 * (a full page's next one, a poke's read again) starts within the turn that handed events on, so a turn
 * without a read under way is the end of it.
 */
async function handedOn(seen: number[], reads: { under: Set<Promise<unknown>> }, count: number) {
  while (seen.length < count) await Bun.sleep(1);
  do {
    await Promise.allSettled(reads.under);
    await nextTurn();
  } while (reads.under.size > 0);
}

test("the tail reads another process's appends in order, page by page, and hands on this process's own unread", async () => {
  const { store, other, tail, reads, seen } = await openTail();
  await other.append(
    "contact",
    0,
    Array.from({ length: 1200 }, (_, n) => contact(n)),
  );
  await tail.poll();
  await handedOn(seen, reads, 1200);
  expect(seen).toEqual(Array.from({ length: 1200 }, (_, n) => n + 1));
  // Pages of 500, 500 and 200: the short one ends the read.
  expect(reads.count).toBe(3);

  // The store's own appends wake the tail, which has them at hand: no read.
  await store.append("contact", 1200, [contact(1200), contact(1201)]);
  await handedOn(seen, reads, 1202);
  expect(seen.slice(1200)).toEqual([1201, 1202]);
  expect(reads.count).toBe(3);

  // Another process's event came between: the tail reads, and hands both on in the log's order.
  await other.append("contact", 1202, [contact(1202)]);
  await store.append("contact", 1203, [contact(1203)]);
  await handedOn(seen, reads, 1204);
  expect(seen.slice(1202)).toEqual([1203, 1204]);
  expect(reads.count).toBe(4);
});

test("on a libSQL server the tail reads this process's appends back, once its reads can see them", async () => {
  const { store, reads, seen } = await openTail({ local: false });
  await store.append("contact", 0, [contact(1)]);
  await handedOn(seen, reads, 1);
  expect(seen).toEqual([1]);
  expect(reads.count).toBe(1);
});

test("what polls alongside the tail runs on each of its timed polls, in the same wake-up, until it is removed", async () => {
  const dir = mkdtempSync(join(tmpdir(), "vw-tail-"));
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  const store = new Store(database, [contactProjection], new ManualClock());
  const tail = new LogTail(store, 20);
  opened.push({ databases: [database], dir, tail });
  const ticks: string[] = [];
  await tail.start();
  const poll = tail.poll.bind(tail);
  tail.poll = () => (ticks.push("tail"), poll());
  const remove = tail.pollAlongside(() => ticks.push("alongside"));
  while (ticks.filter((tick) => tick === "alongside").length < 3) await Bun.sleep(5);
  remove();
  // Each timed poll starts the tail's read and then the one alongside, within the same callback.
  expect(ticks.slice(0, 6)).toEqual(["tail", "alongside", "tail", "alongside", "tail", "alongside"]);
  const before = ticks.filter((tick) => tick === "alongside").length;
  // Three more of the tail's timed polls, and none of them ran the poll that was removed.
  const polls = ticks.filter((tick) => tick === "tail").length;
  while (ticks.filter((tick) => tick === "tail").length < polls + 3) await Bun.sleep(5);
  expect(ticks.filter((tick) => tick === "alongside").length).toBe(before);
});
