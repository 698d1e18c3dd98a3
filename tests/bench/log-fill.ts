import type { Client } from "@libsql/client";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { PERSONAL_DATA } from "../../store/catalogue.ts";

/** Events per insert: one statement whose rows SQLite unpacks from one JSON array. */
const CHUNK = 20_000;
const LOREM = "lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum ";

/**
 * Appends `count` events straight into the log, as if the product had recorded them, without applying the
 * projections (a replay then builds them): nine in ten create a post of one of `authors` (one in five shared
 * with friends only), one in ten rates the post made just before it, by one of `raters`. Each post's text
 * is sealed under its author's key as the store seals it (store/personal.ts), so a replay of this log pays
 * for opening them as it would on a real one. Only for benches and tests of the replay: the product
 * appends through the store alone.
 */
export async function fillLog(client: Client, count: number, people: { authors: number[]; raters: number[] }) {
  const db = drizzle(client);
  const head = Number((await client.execute("select coalesce(max(position), 0) as head from events")).rows[0]!.head);
  const firstPost =
    Number(
      (await client.execute("select coalesce(max(value), 0) as v from sequences where name = 'posts'")).rows[0]!.v,
    ) + 1;
  const at = new Date().toISOString();
  for (let done = 0; done < count; done += CHUNK) {
    const end = Math.min(count, done + CHUNK);
    await db.transaction(async (tx) => {
      const keys = PERSONAL_DATA.keyring();
      const rows: [string, number, string, string][] = [];
      for (let i = done; i < end; i++) {
        // A rating is of the post made just before it, by someone new to that post: its stream's second event.
        const rated = i % 10 === 9;
        const post = firstPost + (rated ? i - 1 - Math.floor((i - 1) / 10) : i - Math.floor(i / 10));
        const stream = `post-${post}`;
        if (rated) {
          const data = { post, user: people.raters[i % people.raters.length]!, stars: 1 + (i % 5), emoji: null };
          rows.push([stream, 2, "PostRated", JSON.stringify(data)]);
          continue;
        }
        const data = {
          id: post,
          author: people.authors[post % people.authors.length]!,
          text: postText(post),
          sharing: post % 5 === 0 ? 2 : 1,
          media: null,
        };
        const sealed = await PERSONAL_DATA.seal(tx, keys, { type: "PostCreated", stream, version: 1, data });
        rows.push([stream, 1, "PostCreated", JSON.stringify(sealed)]);
      }
      await tx.run(sql`insert into events (stream, version, type, data, meta, at)
        select value->>0, value->>1, value->>2, value->>3, '{}', ${at} from json_each(${JSON.stringify(rows)})`);
    });
    await Bun.sleep(0);
  }
  const posts = count - Math.floor(count / 10);
  await client.execute({
    sql: "insert into sequences (name, value) values ('posts', ?1) on conflict (name) do update set value = excluded.value",
    args: [BigInt(firstPost + posts - 1)],
  });
  return { head, posts };
}

/** The text seed-posts.ts writes: words that search finds in some posts and not others. */
function postText(post: number): string {
  const words = ["sunrise", "harbour", "picnic", "castle", "racing", "galaxy"].filter((_, bit) => post & (1 << bit));
  return `Post ${post}: ${words.map((w) => `${w} `).join("")}${LOREM.slice(0, 12 * (post % 8))}`;
}
