import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client.ts";
import type { Database } from "../../events/db.ts";
import type { AppEvent } from "../../events/index.ts";
import { Store } from "../../events/store.ts";
import { ManualClock } from "../../shared/clock.ts";
import { contactProjection } from "../../projections/contact.ts";
import { LogTail } from "./tail.ts";

const opened: { database: Database; dir: string; tail: LogTail }[] = [];
afterEach(async () => {
  for (const { database, dir, tail } of opened.splice(0)) {
    await tail.stop();
    database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function contact(n: number): AppEvent {
  return { type: "ContactMessageSent", data: { name: `Visitor ${n}`, email: `v${n}@example.com`, message: `Message ${n}` } };
}

/** A tail on a fresh database that counts its reads of the log (the store's own, on the real file). */
async function openTail() {
  const dir = mkdtempSync(join(tmpdir(), "vw-tail-"));
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  const store = new Store(database, [contactProjection], new ManualClock());
  const reads = { count: 0 };
  const readFrom = store.readFrom.bind(store);
  store.readFrom = (after, limit) => {
    reads.count += 1;
    return readFrom(after, limit);
  };
  const tail = new LogTail(store, 60_000);
  opened.push({ database, dir, tail });
  await tail.start();
  const seen: number[] = [];
  tail.subscribe((events) => seen.push(...events.map((event) => event.position)));
  return { store, tail, reads, seen };
}

/** Until the tail has handed on `count` events, and a moment more for any read that would follow. */
async function handedOn(seen: number[], count: number) {
  while (seen.length < count) await Bun.sleep(1);
  await Bun.sleep(20);
}

test("the tail hands on a long stretch of the log in order, page by page, and an append with one read", async () => {
  const { store, reads, seen } = await openTail();
  // The store's own appends wake the tail.
  await store.append("contact", 0, Array.from({ length: 1200 }, (_, n) => contact(n)));
  await handedOn(seen, 1200);
  expect(seen).toEqual(Array.from({ length: 1200 }, (_, n) => n + 1));
  // Pages of 500, 500 and 200: the short one ends the read.
  expect(reads.count).toBe(3);

  await store.append("contact", 1200, [contact(1200)]);
  await handedOn(seen, 1201);
  expect(seen.at(-1)).toBe(1201);
  expect(reads.count).toBe(4);
});

test("what polls alongside the tail runs on each of its timed polls, in the same wake-up, until it is removed", async () => {
  const dir = mkdtempSync(join(tmpdir(), "vw-tail-"));
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  const store = new Store(database, [contactProjection], new ManualClock());
  const tail = new LogTail(store, 20);
  opened.push({ database, dir, tail });
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
  await Bun.sleep(80);
  expect(ticks.filter((tick) => tick === "alongside").length).toBe(before);
});
