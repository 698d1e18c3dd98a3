import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp } from "../../tests/harness.ts";
import { createUser } from "../../tests/accounts.ts";
import { sendMessage, someKeyBundle, startChat } from "../../tests/chat.ts";
import { runCli } from "../../tests/cli.ts";
import { rootDir } from "../paths.ts";
import { isSecretField } from "./redact.ts";

setDefaultTimeout(60_000);

// One app for the file: every secret-bearing kind of event the catalogue has, made the way people make them.
const t = await testApp();
afterAll(() => t.close());
const ann = await createUser(t, { username: "ann" });
const ben = await createUser(t, { username: "ben" });
const registered = await t.json("POST", "/api/auth/register", {
  name: "Cy",
  username: "cyrus",
  email: "cy@example.com",
  password: "a-long-enough-password",
});
const forgot = await t.json("POST", "/api/auth/forgot", { emailOrUsername: "ann" });
const keys = await t.json("PUT", "/api/keys", await someKeyBundle(ann.id), ann.headers);
if ([registered, forgot, keys].some((r) => r.status !== 200))
  throw new Error("the events this file reads were not all made");
const chatId = await startChat(t, ann, ben);
await sendMessage(t, ann, chatId);
const envelope = (await t.ctx.store.readFrom(0, 10_000)).findLast((e) => e.type === "ChatMessageSent")!.data;
// The requests' sightings are recorded by a flush every 5 s: done now, or one lands between two tails.
await t.ctx.presence.flush();

/** Every value of a secret field in the log, and the chat envelopes: none may be printed. */
async function secretsInLog(): Promise<string[]> {
  const values: string[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    for (const [key, inner] of Object.entries(value)) {
      if (isSecretField(key) && typeof inner === "string") values.push(inner);
      walk(inner);
    }
  };
  for (const event of await t.ctx.store.readFrom(0, 10_000)) walk(event.data);
  return values;
}

test("events tail prints the last events one a line, oldest first, with secrets and chat text hidden", async () => {
  const log = await t.ctx.store.readFrom(0, 10_000);
  const tail = await runCli(t.dir, ["events", "tail", "-n", "200"]);
  expect(tail.stderr).toBe("");
  const lines = tail.stdout.trimEnd().split("\n");
  expect(lines).toHaveLength(Math.min(200, log.length));
  for (const line of lines)
    expect(line).toMatch(/^\d+ {2}\d{4}-\d\d-\d\dT\S+Z {2}[a-z-]+(-\d+)* {2}[A-Za-z]+ {2}\{.*[}…]$/);
  // The message is the last event but for the sightings the presence flush records (user-… UserActive).
  const message = log.findLast((e) => e.type === "ChatMessageSent")!;
  const line = lines.find((l) => l.startsWith(`${message.position}  `));
  expect(line).toStartWith(`${message.position}  ${message.at}  chat-${chatId}  ChatMessageSent  {"chatId":${chatId},`);
  expect(line).toContain(`"content":"[sealed]"`);

  const secrets = await secretsInLog();
  // All the kinds: a password hash, a sign-up code, a reset token, sessions' tokens, a wrapped chat key.
  expect(secrets.length).toBeGreaterThanOrEqual(6);
  for (const secret of [...secrets, envelope.content as string]) expect(tail.stdout).not.toContain(secret);
  // (ChatKeyPublished's line is cut before its backup by the public keys: the check above covers it.)
  for (const type of ["UserRegistered", "RegistrationCodeIssued", "PasswordResetRequested", "SessionStarted"]) {
    expect(lines.find((line) => line.includes(`  ${type}  `))).toContain("[redacted]");
  }

  const three = await runCli(t.dir, ["events", "tail", "-n", "3"]);
  expect(three.stdout.trimEnd().split("\n")).toEqual(lines.slice(-3));
  expect(await runCli(t.dir, ["events", "tail", "-n", "0"])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining("usage: bun run cli events tail [-n N] [--follow]"),
  });
});

test("events stream prints one stream in its own order with versions, hiding what tail hides", async () => {
  const stream = await runCli(t.dir, ["events", "stream", `user-${ann.id}`]);
  expect(stream.stderr).toBe("");
  const lines = stream.stdout.trimEnd().split("\n");
  expect(lines[0]).toBe(`stream user-${ann.id}`);
  expect(lines[1]).toMatch(
    new RegExp(
      `^v1  \\d+  \\S+  UserRegistered  \\{"userId":${ann.id},"name":"[^"]+","username":"ann","email":"ann@example.com","passwordHash":"\\[redacted\\]"\\}$`,
    ),
  );
  expect(lines.slice(1).map((line) => Number(line.match(/^v(\d+) /)![1]))).toEqual(lines.slice(1).map((_, i) => i + 1));
  for (const secret of await secretsInLog()) expect(stream.stdout).not.toContain(secret);
  expect(await runCli(t.dir, ["events", "stream", "user-999"])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('No stream named "user-999"'),
  });
});

test("events stats counts by type and stream kind and shows how far projections and reactors have got", async () => {
  const log = await t.ctx.store.readFrom(0, 10_000);
  const stats = await runCli(t.dir, ["events", "stats"]);
  expect(stats.stderr).toBe("");
  expect(stats.stdout).toStartWith(`events ${log.length}, first ${log[0]!.at}, last ${log.at(-1)!.at}\nby type\n`);
  const registered = log.filter((e) => e.type === "UserRegistered").length;
  expect(stats.stdout).toMatch(new RegExp(`^  UserRegistered +${registered}$`, "m"));
  const userStreams = new Set(log.filter((e) => /^user-\d+$/.test(e.stream)).map((e) => e.stream));
  const userEvents = log.filter((e) => /^user-\d+$/.test(e.stream)).length;
  expect(stats.stdout).toMatch(
    new RegExp(`^by stream kind\\n(  .*\\n)*  user +${userEvents} in ${userStreams.size} streams$`, "m"),
  );
  expect(stats.stdout).toMatch(new RegExp(`^  chat +\\d+ in 1 stream$`, "m"));
  expect(stats.stdout).toContain(
    `projections (applied with each append: at the head, ${log.at(-1)!.position})\n  contact v1\n`,
  );
  expect(stats.stdout).toMatch(/^reactors\n  auth v1: checkpoint \d+, (up to date|\d+ behind)$/m);
});

test("events tail --follow prints new events as they are appended, until Ctrl-C", async () => {
  const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...env } = process.env;
  const follow = Bun.spawn(["bun", "src/cli.ts", "events", "tail", "-n", "1", "--follow"], {
    cwd: rootDir,
    env: { ...env, DATA_DIR: t.dir },
    stdout: "pipe",
    stderr: "pipe",
  });
  const reader = follow.stdout.getReader();
  let out = "";
  const readUntil = async (wanted: RegExp) => {
    while (!wanted.test(out)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the CLI ended before printing ${wanted}: ${out}`);
      out += new TextDecoder().decode(value);
    }
  };
  await readUntil(/\n/);
  expect(out.trimEnd().split("\n")).toHaveLength(1);

  await createUser(t, { username: "dee" });
  await readUntil(/UserRegistered .*"username":"dee"/);
  expect(out).toContain('"passwordHash":"[redacted]"');
  follow.kill("SIGINT");
  expect(await follow.exited).toBe(0);
});
