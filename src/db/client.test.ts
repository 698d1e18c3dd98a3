import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Transaction } from "@libsql/client";
import { openDatabase } from "./client.ts";

const dir = mkdtempSync(join(tmpdir(), "vw-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a write transaction, after a burst of reads and beside open readers, commits without syncing the WAL each time (synchronous NORMAL) and checkpoints seldom", async () => {
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  const open: Transaction[] = [];
  try {
    // Reads started in one turn of the event loop (a busy server's requests) each borrow a connection of
    // their own: the driver opens as many as it may, and keeps them.
    await Promise.all(Array.from({ length: 30 }, () => database.client.execute("select count(*) from events")));
    // Readers holding connections (a page's reads, a backup): the driver gives the writer another one.
    for (let n = 0; n < 2; n++) {
      const reader = await database.client.transaction("read");
      await reader.execute("select count(*) from events");
      open.push(reader);
    }
    const writer = await database.client.transaction("write");
    open.push(writer);
    // 1 is NORMAL; SQLite's default on a new connection is 2, FULL.
    expect((await writer.execute("pragma synchronous")).rows[0]![0]).toBe(1);
    // And it copies the WAL into the database only every 10,000 pages (SQLite's default: 1,000).
    expect((await writer.execute("pragma wal_autocheckpoint")).rows[0]![0]).toBe(10_000);
    await writer.commit();
  } finally {
    for (const transaction of open) transaction.close();
    database.close();
  }
});
