import type { Client } from "@libsql/client";

/** Rows per insert: one statement, run by SQLite itself, so filling a log of 1,000,000 events takes seconds. */
const CHUNK = 50_000;

/**
 * Appends `count` events straight into the log, as if the product had recorded them, without applying the
 * projections (a replay then builds them): nine in ten create a post of one of `authors` (the text as
 * seed-posts.ts writes it, one in five shared with friends only), one in ten rates a recent post by one of
 * `raters`. Only for benches and tests of the replay: the product appends through the store alone.
 */
export async function fillLog(client: Client, count: number, people: { authors: number[]; raters: number[] }) {
  const head = Number((await client.execute("select coalesce(max(position), 0) as head from events")).rows[0]!.head);
  const firstPost = Number((await client.execute("select coalesce(max(value), 0) as v from sequences where name = 'posts'")).rows[0]!.v) + 1;
  const at = new Date().toISOString();
  for (let done = 0; done < count; done += CHUNK) {
    const from = done;
    const to = Math.min(count, done + CHUNK) - 1;
    await client.execute({
      sql: `with recursive n(i) as (select ?1 union all select i + 1 from n where i < ?2)
        insert into events (stream, version, type, data, meta, at)
        select
          'post-' || post, version, type,
          case type
            when 'PostCreated' then json_object(
              'id', post,
              'author', json_extract(?3, '$[' || (post % json_array_length(?3)) || ']'),
              'context', 'Post ' || post || ': '
                || iif(post & 1, 'sunrise ', '') || iif(post & 2, 'harbour ', '') || iif(post & 4, 'picnic ', '')
                || iif(post & 8, 'castle ', '') || iif(post & 16, 'racing ', '') || iif(post & 32, 'galaxy ', '')
                || substr('lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum ', 1, 12 * (post % 8)),
              'sharing', iif(post % 5 = 0, 2, 1),
              'media', json('null'))
            else json_object(
              'post', post,
              'user', json_extract(?4, '$[' || (i % json_array_length(?4)) || ']'),
              'stars', 1 + i % 5,
              'emoji', json('null'))
          end,
          '{}', ?5
        from (
          select i,
            iif(i % 10 = 9, 'PostRated', 'PostCreated') as type,
            -- a rating is of the post made just before it, by someone new to that post: its stream's second event
            ?6 + iif(i % 10 = 9, (i - 1) - (i - 1) / 10, i - i / 10) as post,
            iif(i % 10 = 9, 2, 1) as version
          from n
        )`,
      args: [BigInt(from), BigInt(to), JSON.stringify(people.authors), JSON.stringify(people.raters), at, BigInt(firstPost)],
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
