import { afterAll, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { openDatabase } from "./client.ts";
import { postsInBlock } from "../../projections/words.ts";

const dir = mkdtempSync(join(tmpdir(), "vw-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it stood before the named migration: a deployment that has not upgraded yet. */
function migrationsBefore(tag: string): string {
  const folder = join(dir, `before-${tag}`);
  cpSync(fileURLToPath(new URL("./migrations", import.meta.url)), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

test("upgrading folds each post's words into rows of 32 posts, and every word still finds the same posts", async () => {
  const url = `file:${join(dir, "app.db")}`;
  const old = createClient({ url });
  await migrate(drizzle(old), { migrationsFolder: migrationsBefore("0022_post_words_blocks") });
  // One row per word and post, as the words were kept before: posts 1–70 cross three blocks, 31 and 63 end one.
  const pairs: [string, number][] = [];
  for (let id = 1; id <= 70; id++)
    for (const word of ["sun", id % 2 ? "odd" : "even", `p${id}`]) pairs.push([word, id]);
  pairs.push(["castle", 31], ["castle", 63]);
  await old.execute({
    sql: "insert into post_words (word, post_id) select value->>0, value->>1 from json_each(?)",
    args: [JSON.stringify(pairs)],
  });
  old.close();

  const database = await openDatabase(url);
  try {
    const rows = (await database.client.execute("select word, block, post_bits from post_words order by word, block"))
      .rows;
    const found = rows.flatMap((row) =>
      postsInBlock(Number(row.block), Number(row.post_bits)).map((id) => `${row.word} ${id}`),
    );
    const byKey = ([a, x]: [string, number], [b, y]: [string, number]) => (a < b ? -1 : a > b ? 1 : x - y);
    expect(found).toEqual(pairs.sort(byKey).map(([word, id]) => `${word} ${id}`));
    // "sun" of posts 1–70: blocks 0 (posts 1–31), 1 (32–63) and 2 (64–70).
    expect(rows.filter((row) => row.word === "sun").map((row) => [row.block, row.post_bits])).toEqual([
      [0, 2 ** 32 - 2],
      [1, 2 ** 32 - 1],
      [2, 0b1111111],
    ]);
    const table = (await database.client.execute("select sql from sqlite_schema where name = 'post_words'")).rows[0]!
      .sql;
    expect(String(table)).toContain("WITHOUT ROWID");
  } finally {
    database.close();
  }
});
