import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { createContext } from "../src/boot.ts";
import { rootDir } from "../src/paths.ts";
import { testApp, type TestApp } from "../tests/harness.ts";
import { createUser } from "../tests/accounts.ts";
import { expectReplayReproduces, schemaOf, snapshotProjections } from "../tests/replay.ts";
import { fillLog } from "../tests/bench/log-fill.ts";
import { freePort } from "../tests/bench/server.ts";
import { residentMb } from "../tests/process-memory.ts";
import { postStream } from "../events/posts.ts";
import type { AppEvent } from "../events/index.ts";
import { nextBatchSize, REBUILD_BATCH } from "./rebuild.ts";
import { RebuildLease } from "./rebuild-lease.ts";
import { waitFor } from "../tests/wait.ts";

setDefaultTimeout(300_000);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await testApp(env);
  cleanups.push(() => t.close());
  return t;
}

test("runs of posts and ratings applied in batches leave the rows that applying them one by one left", async () => {
  const t = await app();
  const author = await createUser(t, { username: "batchauthor" });
  const rater = await createUser(t, { username: "batchrater" });
  // Long runs of new posts and ratings (a replay batches them), broken by events it applies alone.
  await t.ctx.store.transact(async (tx) => {
    const first = await tx.nextId("posts", 600);
    for (let id = first; id < first + 600; id++) {
      const text = `Post ${id} ${["harbour", "Zoë's café", "🎉 picnic", ""][id % 4]}`;
      await tx.append(postStream(id), 0, [
        { type: "PostCreated", data: { id, author: author.id, text, sharing: id % 3 === 0 ? 2 : 1, media: null } },
      ]);
      const ratings: AppEvent[] = [];
      if (id % 3 === 0)
        ratings.push({ type: "PostRated", data: { post: id, user: rater.id, stars: 1 + (id % 5), emoji: null } });
      // The same person rating again: the later rating replaces the earlier, even within one run.
      if (id % 6 === 0) ratings.push({ type: "PostRated", data: { post: id, user: rater.id, stars: 5, emoji: "🔥" } });
      if (id % 7 === 0)
        ratings.push({ type: "PostRated", data: { post: id - 1, user: author.id, stars: 2, emoji: null } });
      if (ratings.length > 0) await tx.append(postStream(id), "any", ratings);
      if (id % 200 === 0)
        await tx.append(postStream(id), "any", [
          { type: "PostEdited", data: { id, text: "edited harbour", sharing: 1 } },
        ]);
      if (id === first + 300)
        await tx.append(`user-${author.id}`, "any", [{ type: "UserBlocked", data: { userId: author.id } }]);
      if (id === first + 450)
        await tx.append(`user-${author.id}`, "any", [{ type: "UserUnblocked", data: { userId: author.id } }]);
    }
  });

  const live = await expectReplayReproduces(t);
  expect(live.posts!.length).toBe(600);
  expect(live.ratings!.some((r) => r.emoji === "🔥")).toBe(true);
});

test("tables built by a newer version are left alone by the older code of a rolling deploy, and rebuilt once", async () => {
  const t = await app();
  await t.json("POST", "/api/contact", { name: "Ada", email: "ada@example.com", message: "Hello" });
  const versions = async () =>
    (
      await t.ctx.db.all<{ name: string; version: number }>(
        sql`select name, version from projection_versions where name = 'contact'`,
      )
    )[0]?.version;
  const withContact = (version: number) =>
    t.ctx.store.projections.map((p) => (p.name === "contact" ? { ...p, version } : p));
  const { Store } = await import("./store.ts");
  const storeOf = (version: number) => new Store(t.ctx.database, withContact(version), t.ctx.clock);

  expect(await storeOf(2).rebuildOutdated()).toEqual(["contact"]);
  expect(await versions()).toBe(2);
  // An old process, restarted during the deploy, does not take the tables back to its version…
  expect(await storeOf(1).rebuildOutdated()).toEqual([]);
  expect(await versions()).toBe(2);
  // …and the new ones find nothing left to do.
  expect(await storeOf(2).rebuildOutdated()).toEqual([]);

  // While another process holds the rebuild's lease, a process waits for it before it looks: refused the
  // lease twice (it asked again after its pause), it has not rebuilt anything.
  await t.ctx.db.run(
    sql`insert into rebuild_lease (id, owner, expires_at) values (1, 'another process', ${Date.now() + 60_000})`,
  );
  let refusals = 0;
  const take = RebuildLease.prototype.take;
  RebuildLease.prototype.take = async function (db) {
    const held = await take.call(this, db);
    if (!held) refusals += 1;
    return held;
  };
  let done = false;
  try {
    const waiting = storeOf(3)
      .rebuildOutdated()
      .then((rebuilt) => ((done = true), rebuilt));
    await waitFor(() => refusals >= 2 || done, "two refusals of the rebuild's lease");
    expect(done).toBe(false);
    expect(await versions()).toBe(2);
    await t.ctx.db.run(sql`delete from rebuild_lease`);
    expect(await waiting).toEqual(["contact"]);
  } finally {
    RebuildLease.prototype.take = take;
  }
  expect(await versions()).toBe(3);
  expect(await t.ctx.db.all(sql`select * from rebuild_lease`)).toEqual([]);
});

test("bun run replay beside a live server: reads and writes answer throughout, memory stays flat, the tables come out whole", async () => {
  // A log of 20,000 events behind the server's tables.
  const t = await testApp({ RATE_LIMIT_MULTIPLIER: "10000" });
  const dir = t.dir;
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const writer = await createUser(t, { username: "livewriter" });
  await fillLog(t.ctx.database.client, 20_000, { authors: [writer.id], raters: [writer.id] });
  await t.ctx.store.rebuild();
  await t.ctx.close();

  const port = freePort();
  const server = Bun.spawn(["bun", "src/main.ts"], {
    cwd: rootDir,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      PUBLIC_URL: "http://localhost:3000",
      RATE_LIMIT_MULTIPLIER: "10000",
      WRITE_BUDGET_MULTIPLIER: "10000",
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  cleanups.push(() => void server.kill());
  const base = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await Bun.sleep(100);

  // One writer and one reader, without pause, until told to stop.
  let running = true;
  const acknowledged: number[] = [];
  const failures: string[] = [];
  const writes = (async () => {
    for (let i = 0; running; i++) {
      const form = new FormData();
      form.set("context", `written during the replay ${i}`);
      form.set("sharing", "1");
      const response = await fetch(`${base}/api/content`, { method: "POST", headers: writer.headers, body: form });
      if (response.status === 200) acknowledged.push((await response.json()).id);
      else failures.push(`POST ${response.status} ${await response.text()}`);
    }
  })();
  const reads = (async () => {
    let count = 0;
    while (running) {
      const response = await fetch(`${base}/api/contents/global`, { headers: writer.headers });
      if (response.status !== 200) failures.push(`GET ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      count++;
    }
    return count;
  })();

  const replay = Bun.spawn(["bun", "src/cli.ts", "replay"], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dir },
    stdout: "pipe",
    stderr: "pipe",
  });
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(replay.pid))), 50);
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(replay.stdout).text(),
    new Response(replay.stderr).text(),
    replay.exited,
  ]);
  clearInterval(sampler);
  const writtenDuringReplay = acknowledged.length;
  // Writes after the swap land in the swapped-in tables.
  while (acknowledged.length < writtenDuringReplay + 5 && failures.length === 0) await Bun.sleep(20);
  running = false;
  const readCount = await reads;
  await writes;
  server.kill("SIGTERM");
  await server.exited;

  expect({ exitCode, stderr: exitCode === 0 ? "" : stderr }).toEqual({ exitCode: 0, stderr: "" });
  expect(stdout).toMatch(/^replayed \d+ events into \d+ projections in \d+ ms$/m);
  expect(failures).toEqual([]);
  expect(writtenDuringReplay).toBeGreaterThan(0);
  expect(readCount).toBeGreaterThan(0);
  // Holding the whole log, as the one-transaction replay did, cost about 14 KB per event: 280 MB here, on top
  // of the 120 MB a process starts with. The ceiling for any log's length is 300 MB.
  expect(peakMb).toBeLessThan(300);

  const reopened = await createContext(loadConfig({ DATA_DIR: dir, PUBLIC_URL: "http://localhost:3000" }), {
    silent: true,
  });
  try {
    const { db } = reopened;
    const stored = await db.all<{ id: number }>(
      sql`select id from posts where text like 'written during the replay %' and deleted = 0 order by id`,
    );
    expect(stored.map((r) => r.id)).toEqual([...acknowledged].sort((x, y) => x - y));
    const swapped = await snapshotProjections(db);
    const schema = await schemaOf(db);
    await reopened.store.rebuild();
    expect(await snapshotProjections(db)).toEqual(swapped);
    expect(await schemaOf(db)).toEqual(schema);
    expect(await db.all(sql`pragma integrity_check`)).toEqual([{ integrity_check: "ok" }]);
  } finally {
    await reopened.close();
  }
});

test("a batch that held the write lock too long halves the next, a quick one doubles it, within 100 and 5,000 events", () => {
  expect(nextBatchSize(5000, 900)).toBe(2500);
  expect(nextBatchSize(100, 900)).toBe(100);
  expect(nextBatchSize(400, 10)).toBe(800);
  expect(nextBatchSize(REBUILD_BATCH, 10)).toBe(REBUILD_BATCH);
  expect(nextBatchSize(800, 120)).toBe(800);
});
