import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { testApp } from "../tests/harness.ts";
import { createUser } from "../tests/accounts.ts";
import { getJson, post } from "../tests/posts.ts";
import { expectReplayReproduces } from "../tests/replay.ts";
import { erasedValue } from "../events/personal.ts";
import { postStream } from "../events/posts.ts";
import { userStream } from "../events/users.ts";
import { postEditsAfter } from "../projections/reports.queries.ts";
import type { FeedItem } from "../shared/api/posts.ts";
import { PersonalData } from "./personal.ts";

setDefaultTimeout(60_000);

/**
 * Issue 25 item 4: a post's text was logged as `context` until it was named `text`. The log keeps what was
 * written; every read of it hands the old events over in the new shape, so projections, a replay, the
 * frozen evidence of reports and the HTTP answers (whose field stays `context`) see no difference.
 */
const t = await testApp();
afterAll(() => t.close());

const admin = await createUser(t, { username: "ada_upcast", admin: true });
const ann = await createUser(t, { username: "ann_upcast" });

/** The catalogue's personal fields as code from before the rename declared them, to seal as it did. */
const before = new PersonalData(
  [
    ["PostCreated", { subject: (d) => userStream(d.author as number), fields: ["context", "altText"] }],
    [
      "PostEdited",
      { subject: (d) => (d.author === undefined ? undefined : userStream(d.author as number)), fields: ["context"] },
    ],
  ],
  [],
);

/** Code from before personal fields were sealed at all. */
const beforeSealing = new PersonalData([], []);

type Row = { stream: string; version: number; type: string; data: Record<string, unknown> };

/** Writes events into the log as older code did: straight into the table, sealed by its declarations. */
async function logAsBefore(rows: [PersonalData, Row][]) {
  await t.ctx.store.transact(async (tx) => {
    const keys = before.keyring();
    for (const [code, row] of rows) {
      const data = await code.seal(tx.db, keys, row);
      await tx.db.run(sql`insert into events (stream, version, type, data, meta, at)
        values (${row.stream}, ${row.version}, ${row.type}, ${JSON.stringify(data)}, '{}', '2026-01-01T00:00:00.000Z')`);
    }
  });
}

test("events logged with `context` are read, applied, replayed, searched and erased as `text`", async () => {
  const head = await t.ctx.store.head();
  const [sealed, clear] = await t.ctx.store.transact((tx) => Promise.all([tx.nextId("posts"), tx.nextId("posts")]));
  await logAsBefore([
    // Sealed under the author's key, with the box naming `context`.
    [
      before,
      {
        stream: postStream(sealed!),
        version: 1,
        type: "PostCreated",
        data: { id: sealed, author: ann.id, context: "Lighthouse at dusk", sharing: 1, media: null },
      },
    ],
    // An edit from before edits named their author: in clear.
    [
      before,
      {
        stream: postStream(sealed!),
        version: 2,
        type: "PostEdited",
        data: { id: sealed, context: "Lighthouse at dawn", sharing: 1 },
      },
    ],
    // A post from before sealing existed: in clear.
    [
      beforeSealing,
      {
        stream: postStream(clear!),
        version: 1,
        type: "PostCreated",
        data: { id: clear, author: ann.id, context: "Quayside marmalade", sharing: 1, media: null },
      },
    ],
  ]);
  // The log still holds the old shape: nothing is rewritten.
  const stored = await t.ctx.db.all<{ data: string }>(sql`select data from events where position > ${head}`);
  expect(stored.map((r) => JSON.parse(r.data) as Record<string, unknown>)).toEqual([
    expect.objectContaining({ personal: expect.objectContaining({ fields: ["context"] }) }),
    expect.objectContaining({ context: "Lighthouse at dawn" }),
    expect.objectContaining({ context: "Quayside marmalade" }),
  ]);

  // Every read of the log hands them over as `text`, sealed or not, in the field's place.
  const read = await t.ctx.store.readFrom(head);
  expect(read.map((e) => e.data)).toEqual([
    { id: sealed, author: ann.id, text: "Lighthouse at dusk", sharing: 1, media: null },
    { id: sealed, text: "Lighthouse at dawn", sharing: 1 },
    { id: clear, author: ann.id, text: "Quayside marmalade", sharing: 1, media: null },
  ]);
  expect(read.every((e) => !("context" in e.data))).toBe(true);
  const { events: created } = await t.ctx.store.readOf(["PostCreated"], head, 10);
  expect(created.map((e) => e.type === "PostCreated" && e.data.text)).toEqual([
    "Lighthouse at dusk",
    "Quayside marmalade",
  ]);
  expect((await postEditsAfter(t.ctx.db, sealed!, 0)).map((e) => e.text)).toEqual(["Lighthouse at dawn"]);

  // Applied to the read models as a live server's tail would, then answered under the contract's name.
  expect(await t.ctx.store.apply(read)).toBe(3);
  expect((await getJson<FeedItem>(t, ann, `/api/contents/item/${sealed}`)).context).toBe("Lighthouse at dawn");
  const found = await getJson<{ posts: FeedItem[] }>(t, ann, "/api/search?q=marmalade");
  expect(found.posts.map((p) => [p.ID, p.context])).toEqual([[clear, "Quayside marmalade"]]);

  // A new post is logged as `text`, beside the old ones.
  const fresh = await post(t, ann, "Harbour lights");
  const [row] = await t.ctx.db.all<{ data: string }>(
    sql`select data from events where stream = ${postStream(fresh)} and type = 'PostCreated'`,
  );
  expect(JSON.parse(row!.data).personal.fields).toEqual(["text"]);

  // A replay (read ahead on a worker thread, applied in batches) rebuilds what the tail applied.
  await expectReplayReproduces(t);

  // Deleting the account erases the sealed old text too, read under the new name.
  expect((await t.json("DELETE", `/api/monitor/${ann.id}`, undefined, admin.headers)).status).toBe(200);
  const after = await t.ctx.store.readFrom(head);
  const erased = after.find((e) => e.stream === postStream(sealed!) && e.type === "PostCreated")!;
  expect(erased.data).toEqual({
    id: sealed,
    author: ann.id,
    text: erasedValue(userStream(ann.id)),
    sharing: 1,
    media: null,
  });
  await expectReplayReproduces(t);
});
