import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { ManualClock } from "../shared/clock.ts";
import { Store, type StreamAppend } from "../store/store.ts";
import type { AppEvent } from "../events/index.ts";
import { postStream } from "../events/posts.ts";
import { userStream } from "../events/users.ts";
import { projections } from "./index.ts";
import { searchPosts } from "./posts.queries.ts";
import { postsInBlock, wordBlocks, wordsOf } from "./words.ts";
import { withSeed, type Random } from "../tests/random.ts";
import { verifiedAccount } from "../tests/events.ts";

describe("the words search indexes", () => {
  test("are the distinct lower-cased runs of letters, digits and underscores, in any script", () => {
    expect(wordsOf("Sunrise, HARBOUR & sunrise: snake_case 42 Ünïcode—Москва 東京")).toEqual([
      "sunrise",
      "harbour",
      "snake_case",
      "42",
      "ünïcode",
      "москва",
      "東京",
    ]);
  });

  test("a long word is cut at 40 letters, and a text gives at most 400 words", () => {
    expect(wordsOf("a".repeat(60))).toEqual(["a".repeat(40)]);
    const many = Array.from({ length: 500 }, (_, i) => `w${i}`).join(" ");
    expect(wordsOf(many)).toHaveLength(400);
    expect(wordsOf("  ...  ")).toEqual([]);
  });

  test("are kept one row per word and block of 32 posts, the last post of a block as well as the first", () => {
    const rows = wordBlocks([
      { id: 63, words: ["sun"] },
      { id: 31, words: ["sun"] },
      { id: 32, words: ["sun", "harp"] },
      { id: 95, words: ["harp"] },
    ]);
    expect(rows).toEqual([
      ["harp", 1, 1],
      ["harp", 2, 2 ** 31],
      ["sun", 0, 2 ** 31],
      ["sun", 1, 1 + 2 ** 31],
    ]);
    expect(rows.map(([, block, bits]) => postsInBlock(block, bits))).toEqual([[32], [95], [31], [32, 63]]);
    // Posts out of id order, a block met again after another: still one row per word and block.
    expect(
      wordBlocks([
        { id: 1, words: ["sun"] },
        { id: 40, words: ["sun"] },
        { id: 2, words: ["sun"] },
      ]),
    ).toEqual([
      ["sun", 0, 0b110],
      ["sun", 1, 2 ** 8],
    ]);
  });
});

describe("search by words", () => {
  const dir = mkdtempSync(join(tmpdir(), "vw-words-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const AUTHORS = 3;
  const VOCABULARY = ["sun", "sunrise", "Sunset", "harbour", "harp", "castle", "café", "Zoë", "42"];
  const QUERIES = ["sun", "sunrise", "su", "s", "har", "harbour", "castle", "caf", "zoë", "4", "42", "moon"];

  const randomText = (random: Random) =>
    Array.from({ length: 1 + random.int(4) }, () => random.pick(VOCABULARY)).join(" ");
  const create = (id: number, text: string): StreamAppend => ({
    stream: postStream(id),
    expectedVersion: 0,
    events: [{ type: "PostCreated", data: { id, author: 1 + (id % AUTHORS), text, sharing: 1, media: null } }],
  });

  test("finds exactly the shown posts with a word beginning with the query, newest first, across blocks, edits and deletions", async () => {
    await withSeed(20261127, async (random) => {
      const database = await openDatabase(`file:${join(dir, `${Date.now()}.db`)}`);
      try {
        const store = new Store(database, projections, new ManualClock());
        const people: StreamAppend[] = Array.from({ length: AUTHORS }, (_, i) => ({
          stream: userStream(i + 1),
          expectedVersion: 0,
          events: verifiedAccount(i + 1),
        }));
        await store.transact((tx) => tx.appendMany(people));

        // What each shown post says now, as the test wrote it.
        const texts = new Map<number, string>();
        const versions = new Map<number, number>();
        const change = (id: number, event: AppEvent) => {
          const version = versions.get(id)!;
          versions.set(id, version + 1);
          return store.transact((tx) => tx.append(postStream(id), version, [event]));
        };
        let last = 0;
        while (last < 200) {
          // A run of new posts in one batch (as a replay or a bulk import writes them) or one at a time.
          const run = Array.from({ length: 1 + random.int(40) }, () => ++last).map((id) => ({
            id,
            text: randomText(random),
          }));
          if (random.int(2) === 0)
            await store.transact((tx) => tx.appendMany(run.map(({ id, text }) => create(id, text))));
          else
            for (const { id, text } of run)
              await store.transact((tx) => tx.append(postStream(id), 0, create(id, text).events));
          for (const { id, text } of run) texts.set(id, text), versions.set(id, 1);
          for (let i = random.int(6); i > 0; i--) {
            const id = 1 + random.int(last);
            if (!texts.has(id)) continue;
            if (random.int(3) === 0) {
              await change(id, { type: "PostDeleted", data: { id } });
              texts.delete(id);
            } else {
              const text = randomText(random);
              await change(id, { type: "PostEdited", data: { id, text, sharing: 1 } });
              texts.set(id, text);
            }
          }
        }

        for (const query of QUERIES) {
          const expected = [...texts]
            .filter(([, text]) => wordsOf(text).some((word) => word.startsWith(query)))
            .map(([id]) => id)
            .sort((a, b) => b - a);
          const found = await searchPosts(database.db, 1, query, [], 1000);
          expect({ query, ids: found.map((post) => post.id) }).toEqual({ query, ids: expected });
        }
        const empty = await database.client.execute("select count(*) as n from post_words where post_bits = 0");
        expect(Number(empty.rows[0]!.n)).toBe(0);
      } finally {
        database.close();
      }
    });
  });
});
