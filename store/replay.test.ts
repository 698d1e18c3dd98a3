import { afterEach, beforeEach, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { createContext } from "../src/boot.ts";
import { rootDir } from "../src/paths.ts";
import { testApp, type TestApp } from "../tests/harness.ts";
import { expectReplayReproduces, snapshotProjections } from "../tests/replay.ts";

let t: TestApp;
beforeEach(async () => {
  // 25 messages from one address: far past the contact form's per-address limit unless it is raised.
  t = await testApp({ RATE_LIMIT_MULTIPLIER: "10" });
});
afterEach(() => t.close());

/** Contact messages as visitors send them, through the real HTTP API. */
async function sendContactMessages(count: number) {
  for (let i = 0; i < count; i++) {
    const response = await t.json("POST", "/api/contact", {
      name: `Visitor ${i} «Zoë»`,
      email: `visitor${i}@example.com`,
      message: `Message ${i}\nwith a second line, "quotes" and ünïcödé ${"x".repeat(i * 13)}`,
    });
    expect(response.status).toBe(200);
  }
}

test("replaying the log rebuilds the contact messages exactly as the live server built them", async () => {
  await sendContactMessages(25);
  const live = await expectReplayReproduces(t);
  expect(live.contact_messages).toHaveLength(25);
});

test("bun run replay rebuilds the projections of the database in DATA_DIR", async () => {
  // The log starts with the shipped games and videos, recorded at start.
  const atStart = await t.ctx.store.head();
  await sendContactMessages(3);
  const live = await snapshotProjections(t.ctx.db);
  // Lost rows stand for tables that went wrong; the replay must bring them back from the log.
  await t.ctx.db.run(sql`delete from contact_messages`);
  await t.ctx.close();

  const replay = Bun.spawn(["bun", "run", "replay"], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: t.dir },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(replay.stdout).text(),
    new Response(replay.stderr).text(),
    replay.exited,
  ]);
  expect({ exitCode, stderr: exitCode === 0 ? "" : stderr }).toEqual({ exitCode: 0, stderr: "" });
  // Each message is two events: the message, and its count against the sender's address.
  expect(stdout).toMatch(new RegExp(`^replayed ${atStart + 6} events into \\d+ projections? in \\d+ ms$`, "m"));
  expect(stdout).toContain("contact_messages 3 rows");

  const reopened = await createContext(loadConfig({ DATA_DIR: t.dir }), { silent: true });
  try {
    expect(await snapshotProjections(reopened.db)).toEqual(live);
  } finally {
    await reopened.close();
  }
});
