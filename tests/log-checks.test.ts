import { expect, test } from "bun:test";
import { createClient } from "@libsql/client";
import { loggedTags, streamsWithGaps } from "./log-checks.ts";

/** The crash test's checks would pass vacuously if they could not see a broken log: here they see one. */
test("a stream missing a version, or starting past 1, is named; a tag logged twice is counted twice", async () => {
  const db = createClient({ url: ":memory:" });
  await db.execute(
    "create table events (position integer primary key, stream text, version integer, type text, data text)",
  );
  const rows: [string, number, string, string][] = [
    ["chat-1", 1, "ChatMessageSent", '{"content":"a"}'],
    ["chat-1", 3, "ChatMessageSent", '{"content":"b"}'],
    ["post-1", 2, "PostCreated", '{"context":"c"}'],
    ["post-2", 1, "PostCreated", '{"context":"c"}'],
    ["user-1", 1, "UserRegistered", "{}"],
  ];
  for (const args of rows)
    await db.execute({ sql: "insert into events (stream, version, type, data) values (?, ?, ?, ?)", args });
  expect(await streamsWithGaps(db)).toEqual([
    { stream: "chat-1", count: 2, first: 1, last: 3 },
    { stream: "post-1", count: 1, first: 2, last: 2 },
  ]);
  expect(Object.fromEntries(await loggedTags(db))).toEqual({ a: 1, b: 1, c: 2 });
  db.close();
});
