import { benchConfig } from "./server.ts";
import { parseArgs } from "node:util";
import { createContext } from "../../src/boot.ts";
import type { AppContext } from "../../src/context.ts";
import { createVerifiedUserWithHash } from "../../src/commands/users.ts";
import { requestFriendship } from "../../src/commands/friends.ts";
import { postStream } from "../../events/posts.ts";
import type { StreamAppend } from "../../store/store.ts";
import { hashPassword } from "../../src/auth/passwords.ts";
import { actorOf } from "../../src/actor.ts";
import { verifiedUserByUsername } from "../../projections/users.queries.ts";
import { rootDir } from "../../src/paths.ts";
import { fillLog } from "./log-fill.ts";

/**
 * The people of every bench database, all with one password: AUTHORS write the posts (in turn, so each has
 * the same share); the viewer is friends with the first FRIENDS of them; READERS only read.
 */
export const people = {
  password: "bench-password-7f3a",
  viewer: "viewer",
  readers: Array.from({ length: 64 }, (_, i) => `reader${i}`),
};
const AUTHORS = 500;
const FRIENDS = 200;

/** Posts per write transaction: large, as the store batches best, yet small enough to keep memory flat. */
export const POSTS_PER_TRANSACTION = 5000;
const words = [
  "sunrise",
  "harbour",
  "picnic",
  "castle",
  "racing",
  "friends",
  "zone",
  "music",
  "coffee",
  "galaxy",
  "mermaid",
  "desert",
];

/** How long `seedPosts` took, by the clock and in this process's CPU time (the people's making left out). */
export interface Seeded {
  seconds: number;
  cpuSeconds: number;
}

/**
 * Appends `count` more posts to the log of the database in `dataDir`, through the store (each its own
 * stream and event, with every projection applied, as a live post), `POSTS_PER_TRANSACTION` at a time by
 * `tx.appendMany`; the first call also makes the people. Four in five posts are public.
 */
export async function seedPosts(dataDir: string, count: number): Promise<Seeded> {
  const ctx = await createContext(benchConfig(dataDir), { silent: true });
  try {
    const authors = await seedPeople(ctx);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    for (let done = 0; done < count; done += POSTS_PER_TRANSACTION) {
      await ctx.store.transact(async (tx) => {
        const block = Math.min(POSTS_PER_TRANSACTION, count - done);
        const first = await tx.nextId("posts", block);
        const appends: StreamAppend[] = [];
        for (let id = first; id < first + block; id++) {
          const text = `Post ${id}: ${words.filter((_, w) => (id >> w) & 1).join(" ")} ${"lorem ipsum ".repeat(id % 8)}`;
          const data = {
            id,
            author: authors[id % authors.length]!,
            text,
            sharing: id % 5 === 0 ? 2 : 1,
            media: null,
          } as const;
          appends.push({ stream: postStream(id), expectedVersion: 0, events: [{ type: "PostCreated", data }] });
        }
        await tx.appendMany(appends);
      });
      // Bun frees the driver's statements only between event-loop turns; a loop of awaited transactions
      // never gives it one, and 1,000,000 posts would hold some 20 GB of them.
      await Bun.sleep(0);
    }
    const cpu = process.cpuUsage(cpuBefore);
    return { seconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
  } finally {
    await ctx.close();
  }
}

/**
 * Like `seedPosts`, many times faster for large counts: the posts (and one rating for every nine posts, by
 * the readers) are written straight into the log (log-fill.ts) and `bun run replay` then builds every read
 * model from the log, as a deployment rebuilds it. What the server reads afterwards is what live appends
 * would have left (projections/replay.test.ts holds replay to that). Returns the seconds it took.
 */
export async function fillPosts(dataDir: string, count: number): Promise<number> {
  const started = performance.now();
  const ctx = await createContext(benchConfig(dataDir), { silent: true, reactors: false });
  try {
    const authors = await seedPeople(ctx);
    const raters = [];
    for (const reader of people.readers) raters.push((await verifiedUserByUsername(ctx.db, reader))!.id);
    await fillLog(ctx.database.client, Math.ceil((count * 10) / 9), { authors, raters });
    // No reactor acts on a post's creation or a rating: each starts past them, as one enrolled now would,
    // rather than reading a million events at the server's start.
    await ctx.database.client.execute("update reactor_checkpoints set position = (select max(position) from events)");
  } finally {
    await ctx.close();
  }
  const replay = Bun.spawn(["bun", "src/cli.ts", "replay"], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir },
    stdout: "ignore",
    stderr: "inherit",
  });
  if ((await replay.exited) !== 0) throw new Error(`bun run replay on ${dataDir} exited with ${replay.exitCode}`);
  return (performance.now() - started) / 1000;
}

/** The authors' ids, after making the people when the database has none yet. */
async function seedPeople(ctx: AppContext): Promise<number[]> {
  if (await verifiedUserByUsername(ctx.db, "author0")) {
    const authors = [];
    for (let i = 0; i < AUTHORS; i++) authors.push((await verifiedUserByUsername(ctx.db, `author${i}`))!.id);
    return authors;
  }

  const passwordHash = await hashPassword(people.password);
  const account = (username: string) =>
    createVerifiedUserWithHash(
      ctx,
      { name: `Bench ${username}`, username, email: `${username}@example.com` },
      passwordHash,
    );
  const authors = [];
  for (let i = 0; i < AUTHORS; i++) authors.push(await account(`author${i}`));
  const viewer = actorOf(await account(people.viewer));
  for (const author of authors.slice(0, FRIENDS)) {
    await requestFriendship(ctx, viewer, author.username);
    await requestFriendship(ctx, actorOf(author), viewer.username);
  }
  for (const reader of people.readers) await account(reader);
  return authors.map((a) => a.id);
}

/**
 * `bun tests/bench/seed-posts.ts --data-dir <dir> --posts 1000000 [--fill]`: seeds a database by hand, to run
 * the server on it (`DATA_DIR=<dir> bun start`) or profile it (`bun --cpu-prof src/main.ts`); `--fill` writes
 * the log and replays it (`fillPosts`: a minute or two for 1,000,000 posts, against 7 through the store). The
 * people sign in with `people.password`; the viewer is `viewer`, friends with 200 of the 500 authors.
 */
if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      "data-dir": { type: "string" },
      posts: { type: "string", default: "100000" },
      fill: { type: "boolean" },
    },
  });
  if (!values["data-dir"])
    throw new Error("usage: bun tests/bench/seed-posts.ts --data-dir <dir> [--posts 100000] [--fill]");
  const count = Number(values.posts);
  const seconds = values.fill
    ? await fillPosts(values["data-dir"], count)
    : (await seedPosts(values["data-dir"], count)).seconds;
  console.log(`${count} posts in ${seconds.toFixed(1)} s: ${Math.round(count / seconds)} posts/s`);
}
