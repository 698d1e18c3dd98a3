import { expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { rootDir } from "./paths.ts";
import { testApp } from "../tests/harness.ts";
import { createUser } from "../tests/accounts.ts";
import { runCli } from "../tests/cli.ts";

setDefaultTimeout(60_000);

test("an unknown cli command prints the commands there are and fails, touching no database", async () => {
  const cli = Bun.spawn(["bun", "src/cli.ts", "no-such-command"], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: "/nonexistent/never-created" },
    stderr: "pipe",
    stdout: "pipe",
  });
  const [stderr, exitCode] = await Promise.all([new Response(cli.stderr).text(), cli.exited]);
  expect(exitCode).toBe(2);
  expect(stderr).toContain("usage: bun run cli <command>");
  expect(stderr).toMatch(
    /^\s+replay \[projection\]\s+rebuild every projection \(or the one named\) from the event log$/m,
  );
});

test("replay rebuilds one projection by name with its progress, all of them without one, and names them when it is wrong", async () => {
  const t = await testApp();
  try {
    await createUser(t, { username: "ann" });
    const users = async () =>
      (await t.ctx.db.all<{ id: number; username: string }>(sql`select id, username from users order by id`)).map(
        (r) => [r.id, r.username],
      );
    const before = await users();
    const total = (await t.ctx.store.readFrom(0, 10_000)).length;

    const one = await runCli(t.dir, ["replay", "users"]);
    expect(one.stderr).toBe("");
    expect(one.stdout).toMatch(
      new RegExp(
        `^replaying ${total} events into users\\n  ${total} / ${total} events\\nreplayed ${total} events into 1 projection in \\d+ ms\\n  users v\\d+: users 1 rows\\n$`,
      ),
    );
    expect(await users()).toEqual(before);

    const all = await runCli(t.dir, ["replay"]);
    expect(all.stdout).toMatch(
      new RegExp(`^replayed ${total} events into ${t.ctx.store.projections.length} projections in \\d+ ms$`, "m"),
    );

    const wrong = await runCli(t.dir, ["replay", "feeds"]);
    expect(wrong).toMatchObject({
      code: 1,
      stderr: `No projection named "feeds". There are: ${t.ctx.store.projections.map((p) => p.name).join(", ")}.\n`,
    });
  } finally {
    await t.close();
  }
});
