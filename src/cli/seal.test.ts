import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { testApp } from "../../tests/harness.ts";
import { runCli } from "../../tests/cli.ts";
import { erasedValue } from "../../events/personal.ts";

setDefaultTimeout(60_000);

const t = await testApp();
afterAll(() => t.close());

/** An event as a database from before sealing holds it: written in clear, straight into the log. */
async function oldEvent(stream: string, version: number, type: string, data: Record<string, unknown>) {
  await t.ctx.db.run(sql`insert into events (stream, version, type, data, meta, at)
    values (${stream}, ${version}, ${type}, ${JSON.stringify(data)}, '{}', '2026-01-01T00:00:00.000Z')`);
}

test("events seal seals the clear personal fields of an old log, erases those of accounts deleted before, and runs again harmlessly", async () => {
  const kept = {
    userId: 900,
    name: "Olga Oldlog",
    username: "olgaoldlog",
    email: "olga@oldlog.example",
    passwordHash: "$argon2id$old",
  };
  const gone = {
    userId: 901,
    name: "Gustav Gonelog",
    username: "gustavgone",
    email: "gustav@gonelog.example",
    passwordHash: "$argon2id$gone",
  };
  await oldEvent("user-900", 1, "UserRegistered", kept);
  await oldEvent("profile-900", 1, "ProfileChanged", { userId: 900, organisation: "Oldlog Mills" });
  await oldEvent("user-901", 1, "UserRegistered", gone);
  await oldEvent("user-901", 2, "UserDeleted", { userId: 901 });

  const run = await runCli(t.dir, ["events", "seal"]);
  expect(run.stderr).toBe("");
  expect(run.stdout).toContain("sealed 3 events; 1 deleted account erased");

  const raw = JSON.stringify(await t.ctx.db.all(sql`select data from events`));
  for (const clear of ["Olga", "oldlog", "Gustav", "gonelog", "argon2id"])
    expect(raw.toLowerCase()).not.toContain(clear.toLowerCase());

  const log = await t.ctx.store.readFrom(0, 10_000);
  expect(log.find((e) => e.stream === "user-900")!.data).toEqual(kept);
  expect(log.find((e) => e.stream === "profile-900")!.data).toEqual({ userId: 900, organisation: "Oldlog Mills" });
  const erased = erasedValue("user-901");
  expect(log.find((e) => e.stream === "user-901" && e.type === "UserRegistered")!.data).toEqual({
    userId: 901,
    name: erased,
    username: erased,
    email: erased,
    passwordHash: erased,
  });

  // The log is append-only again, and a second run finds nothing to do.
  await expect(t.ctx.database.client.execute("update events set data = '{}' where position = 1")).rejects.toThrow(
    "append-only",
  );
  expect((await runCli(t.dir, ["events", "seal"])).stdout).toContain("sealed 0 events");
  expect((await t.ctx.store.readFrom(0, 10_000)).find((e) => e.stream === "user-900")!.data).toEqual(kept);
});

test("events seal seals a post logged with `context` (before the text was named `text`) and rewrites it as `text`", async () => {
  await oldEvent("post-900", 1, "PostCreated", {
    id: 900,
    author: 900,
    context: "Oldlog harbour at noon",
    sharing: 1,
    media: null,
  });

  const run = await runCli(t.dir, ["events", "seal"]);
  expect(run.stderr).toBe("");
  expect(run.stdout).toContain("sealed 1 events");

  const [row] = await t.ctx.db.all<{ data: string }>(sql`select data from events where stream = 'post-900'`);
  expect(row!.data).not.toContain("Oldlog harbour");
  expect(JSON.parse(row!.data).personal.fields).toEqual(["text"]);
  expect((await t.ctx.store.readFrom(0, 10_000)).find((e) => e.stream === "post-900")!.data).toEqual({
    id: 900,
    author: 900,
    text: "Oldlog harbour at noon",
    sharing: 1,
    media: null,
  });
});
