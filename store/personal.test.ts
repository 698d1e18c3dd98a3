import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { readFileSync, existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { testApp } from "../tests/harness.ts";
import { createUser } from "../tests/accounts.ts";
import { post } from "../tests/posts.ts";
import { sendMessage, someKeyBundle, startChat } from "../tests/chat.ts";
import { runCli } from "../tests/cli.ts";
import { expectReplayReproduces } from "../tests/replay.ts";
import { erasedValue } from "../events/personal.ts";

setDefaultTimeout(120_000);

/**
 * Issue #14 item 8: an account's personal data is sealed in the log under the account's key, and deleting
 * the account destroys the key, so that nothing of it can be read anywhere afterwards, while the log still
 * replays into the live tables.
 */
const t = await testApp();
afterAll(() => t.close());

// Every string is found case-insensitively: some tables keep names and e-mails in lower case.
const person = {
  name: "Zebulon Quixmorrow",
  username: "zquixmorrow",
  email: "zebulon.quixmorrow@example.org",
};
const edited = { name: "Zebulon Q. Vantablack", email: "zq.vantablack@example.net", username: "zvantablack" };
const organisation = "Quixmorrow Lanternworks";
const renamed = "Zeb Lanternquist";
const postText = "Greetings from Zebulon Quixmorrow at the Lanternworks";
const distinctive = [
  person.name,
  person.username,
  person.email,
  edited.name,
  edited.email,
  edited.username,
  organisation,
  renamed,
  "lanternworks",
  "quixmorrow",
  "vantablack",
  "lanternquist",
];

const admin = await createUser(t, { username: "ada", admin: true });
const friend = await createUser(t, { username: "fred" });
const zeb = await createUser(t, person);
const subject = `user-${zeb.id}`;

/** The distinctive strings found in `text`, whatever their case. */
function found(text: string): string[] {
  const lower = text.toLowerCase();
  return distinctive.filter((s) => lower.includes(s.toLowerCase()));
}

async function everyTableRow(): Promise<string> {
  const tables = await t.ctx.db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table'`);
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await t.ctx.db.all<Record<string, unknown>>(sql`select * from ${sql.identifier(name)}`);
    parts.push(
      `${name}: ${JSON.stringify(rows, (_, v) => (v instanceof ArrayBuffer ? Buffer.from(v).toString("latin1") : v))}`,
    );
  }
  return parts.join("\n");
}

/** The database file's bytes and its WAL's, after a checkpoint that writes the WAL back and truncates it. */
async function fileBytes(): Promise<string> {
  await t.ctx.db.all(sql`pragma wal_checkpoint(TRUNCATE)`);
  const path = t.config.databaseUrl.replace(/^file:/, "");
  const files = [path, `${path}-wal`].filter((f) => existsSync(f));
  expect(files[0]).toBe(path);
  // latin1: one character per byte, so ASCII strings are found wherever they sit.
  return files.map((f) => readFileSync(f).toString("latin1")).join("\n");
}

test("the account's personal data is sealed at rest and read in clear while it lives", async () => {
  expect(
    (
      await t.json(
        "POST",
        `/api/monitor/edit/${zeb.id}`,
        { ...edited, is_admin: false, is_blocked: false, is_verified: true },
        admin.headers,
      )
    ).status,
  ).toBe(200);
  expect((await t.json("PUT", "/api/profile", { name: renamed, organisation }, zeb.headers)).status).toBe(200);
  await post(t, zeb, postText);
  expect((await t.json("PUT", "/api/keys", await someKeyBundle(zeb.id), zeb.headers)).status).toBe(200);
  expect((await t.json("PUT", "/api/keys", await someKeyBundle(friend.id), friend.headers)).status).toBe(200);
  const chatId = await startChat(t, zeb, friend);
  expect((await sendMessage(t, zeb, chatId)).status).toBe(200);
  expect((await t.json("POST", "/api/auth/forgot", { emailOrUsername: edited.username })).status).toBe(200);

  // In clear through the store (projections, reactors, the CLI read this way)…
  const log = JSON.stringify(await t.ctx.store.readFrom(0, 10_000));
  expect(found(log)).toEqual(distinctive);
  // …and sealed in the events table itself.
  const raw = JSON.stringify(await t.ctx.db.all(sql`select data from events`));
  expect(found(raw)).toEqual([]);
  expect(raw).toContain(subject);
});

test("after the account is deleted no personal data of it is readable anywhere, and replay still reproduces the live tables", async () => {
  expect((await t.json("DELETE", `/api/monitor/${zeb.id}`, undefined, admin.headers)).status).toBe(200);
  await t.ctx.reactors.settled();

  const key = await t.ctx.db.get<{ key: unknown; erased_at: string | null }>(
    sql`select key, erased_at from personal_keys where subject = ${subject}`,
  );
  expect(key?.key).toBeNull();
  expect(key?.erased_at).not.toBeNull();

  // The log reads the erased value where the personal fields were.
  const log = await t.ctx.store.readFrom(0, 10_000);
  const registered = log.find((e) => e.type === "UserRegistered" && e.data.userId === zeb.id)!;
  expect(registered.data).toMatchObject({
    name: erasedValue(subject),
    email: erasedValue(subject),
    username: erasedValue(subject),
  });
  expect(found(JSON.stringify(log))).toEqual([]);

  expect(found(await everyTableRow())).toEqual([]);
  expect(found(await fileBytes())).toEqual([]);

  const tail = await runCli(t.dir, ["events", "tail", "-n", "10000"]);
  expect(tail.stderr).toBe("");
  expect(tail.stdout).toContain("UserDeleted");
  expect(found(tail.stdout)).toEqual([]);
  const stream = await runCli(t.dir, ["events", "stream", subject]);
  expect(found(stream.stdout)).toEqual([]);

  // The other people's data is untouched: the friend's name still reads in clear.
  expect(JSON.stringify(log)).toContain(friend.name);

  const live = await expectReplayReproduces(t);
  expect(live.users!.find((u) => u.id === zeb.id)).toMatchObject({
    name: erasedValue(subject),
    email: erasedValue(subject),
  });
  // And replay by the operator's command on the same file.
  const replay = await runCli(t.dir, ["replay"]);
  expect(replay.code).toBe(0);
  expect(found(await everyTableRow())).toEqual([]);
});
