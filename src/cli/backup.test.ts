import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { createClient } from "@libsql/client";
import { chmodSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { testApp } from "../../tests/harness.ts";
import { runCli } from "../../tests/cli.ts";
import { createVerifiedUserWithHash } from "../commands/users.ts";
import type { AppContext } from "../context.ts";

setDefaultTimeout(60_000);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The rows a user would miss after a bad restore: the log, and a read model built from it. */
async function rowsOf(file: string) {
  const client = createClient({ url: `file:${file}` });
  try {
    const events = (
      await client.execute("select position, stream, version, type, data, meta, at from events order by position")
    ).rows;
    const users = (await client.execute("select * from users order by id")).rows;
    const integrity = (await client.execute("PRAGMA integrity_check")).rows.map((r) => r[0]);
    return { events: events.map((r) => Array.from(r)), users: users.map((r) => Array.from(r)), integrity };
  } finally {
    client.close();
  }
}

function addUser(ctx: AppContext, username: string) {
  return createVerifiedUserWithHash(
    ctx,
    { email: `${username}@example.com`, username, name: username, admin: false },
    "$argon2id$not-a-real-hash",
  );
}

test("a backup taken beside a live server restores, once the server stops, to the same rows; the replaced file is kept", async () => {
  const t = await testApp();
  // The harness's close would delete the folder; the server is stopped by hand here and the folder kept.
  cleanups.push(
    () => rmSync(t.dir, { recursive: true, force: true }),
    () => t.ctx.close(),
  );
  const database = join(t.dir, "app.db");
  const backup = join(t.dir, "backups", "monday.db");
  await addUser(t.ctx, "alice");

  const taken = await runCli(t.dir, ["backup", backup]);
  expect(taken.stderr).toBe("");
  expect(taken.code).toBe(0);
  expect(taken.stdout).toMatch(
    new RegExp(
      `^backed up ${database} to ${backup} \\(\\d+ bytes, log up to position ${await t.ctx.store.head()}\\) in \\d+ ms; integrity ok$`,
      "m",
    ),
  );
  const atBackup = await rowsOf(database);
  expect(await rowsOf(backup)).toEqual(atBackup);
  // A copy of every account and message: the owner's only, like the database.
  expect(statSync(backup).mode & 0o777).toBe(0o600);
  expect(atBackup.integrity).toEqual(["ok"]);

  const again = await runCli(t.dir, ["backup", backup]);
  expect(again).toMatchObject({ code: 1, stderr: `${backup} exists already: name a new file.\n` });

  await addUser(t.ctx, "bob");
  const refused = await runCli(t.dir, ["restore", backup]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`refused: the database is in use by server ${t.ctx.reactors.holder} (runs `);
  expect((await rowsOf(database)).users).toHaveLength(atBackup.users.length + 1);

  await t.ctx.close();
  // A backup brought back from elsewhere may have any mode; the restored database is owner-only all the same.
  chmodSync(backup, 0o644);
  const restored = await runCli(t.dir, ["restore", backup]);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  const kept = readdirSync(t.dir).find((name) => /^app\.db\.before-restore-[\dT-]+Z$/.test(name));
  expect(restored.stdout).toBe(
    `restored ${backup} (log up to position ${atBackup.events.length}) as ${database}; integrity ok\n` +
      `the replaced database is kept as ${join(t.dir, kept!)}\n`,
  );
  expect(await rowsOf(database)).toEqual(atBackup);
  expect(statSync(database).mode & 0o777).toBe(0o600);
  expect((await rowsOf(join(t.dir, kept!))).users).toHaveLength(atBackup.users.length + 1);
  expect(existsSync(`${database}.restoring`)).toBe(false);
});

test("restore refuses a file that is not a database, and a remote DATABASE_URL gets sqld's way instead", async () => {
  const t = await testApp();
  cleanups.push(() => t.close());
  const notADatabase = join(t.dir, "jwt-secret.json");
  await t.ctx.close();

  const refused = await runCli(t.dir, ["restore", notADatabase]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`${notADatabase} fails SQLite's integrity check (SQLITE_NOTADB`);
  expect(refused.stderr).toContain("nothing was changed.");
  expect(readdirSync(t.dir).filter((name) => name.includes("before-restore"))).toEqual([]);

  // Nothing listens there: the refusal comes before the database is opened.
  for (const command of ["backup", "restore"]) {
    const remote = await runCli(t.dir, [command, notADatabase + ".copy"], { DATABASE_URL: "http://127.0.0.1:9" });
    expect(remote.code).toBe(1);
    expect(remote.stderr).toStartWith("DATABASE_URL names a libSQL server (sqld): back it up and restore it there");
    expect(remote.stderr).toContain("--db-path");
  }
});
