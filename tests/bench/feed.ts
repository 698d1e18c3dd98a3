import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { budgets } from "./budgets.ts";
import { browser } from "./browser.ts";
import { friendsFeedQuery } from "./feed-query.ts";
import { fillPosts, people } from "./seed-posts.ts";
import { signIn } from "./sign-in.ts";
import { recordAnswer, startApp, startCeilings, startProcess, withServers, withWorkDir } from "./server.ts";
import { inRounds, latencyGrowth, shareOf, type Measured, type RunOptions } from "./rounds.ts";
import { againstCeiling, loadFigures, percent, thousands, title, wholePercent, type Row } from "./report.ts";
import type { LoadSpec } from "./generator.ts";

const { globalShare, friendsShare, friendsP99Ms, flatness } = budgets.feed;

/**
 * The feed API as the browser reads it, on 10,000 and 100,000 posts (and 1,000,000 with `--big`), all
 * servers up at once and measured in interleaved rounds: the global feed (public posts of everyone) and the
 * friends feed of a viewer with 200 friends. Ceilings: bare `Bun.serve` answering the same bytes, and for the
 * friends feed (no cache can answer it) the feed's own query prepared on the same driver.
 */
export async function feedBench(options: RunOptions): Promise<Row[]> {
  const sizes = options.big ? [10_000, 100_000, 1_000_000] : [10_000, 100_000];
  return withWorkDir("feed", (work) =>
    withServers(async (started) => {
      const dirs = await seedGrowing(work, sizes);
      const feeds = [];
      for (const dir of dirs) feeds.push(await feedsOf(started(await startApp(dir)).url));
      const largest = feeds.at(-1)!;
      const ceilings = started(
        await startCeilings([await recordAnswer(largest.global), await recordAnswer(largest.friends)]),
      );
      const sql = started(await startSqlServer(work, dirs.at(-1)!, largest.viewerId));
      const specs: LoadSpec[] = [
        ...feeds.flatMap((feed) => [feed.global, feed.friends]),
        { url: ceilings.memory(0), headers: browser },
        { url: ceilings.memory(1), headers: browser },
        { url: sql.url, headers: browser },
      ];

      const measured = await inRounds(specs, options);
      const global = sizes.map((_, i) => measured[2 * i]!);
      const friends = sizes.map((_, i) => measured[2 * i + 1]!);
      const [bareGlobal, bareFriends, friendsSql] = measured.slice(-3) as [Measured, Measured, Measured];
      return [
        title(`feed API: viewer with 200 friends, posts by 500 authors, ${options.connections} connections`),
        ...sizes.map((size, i) => globalRow(size, global[i]!, bareGlobal)),
        ...sizes.flatMap((size, i) => friendsRows(size, friends[i]!, bareFriends, friendsSql)),
        ...sizes.flatMap((size, i) =>
          i === 0
            ? []
            : [
                flatRow("global", sizes[0]!, size, global[0]!, global[i]!),
                flatRow("friends", sizes[0]!, size, friends[0]!, friends[i]!),
              ],
        ),
      ];
    }),
  );
}

/**
 * The databases, each a copy of the one before with more posts: `sizes` posts in all, in each. The posts
 * are written into the log and replayed (`fillPosts`), which makes 1,000,000 in minutes, not the better
 * part of an hour on a busy machine; the people and friendships go through the store.
 */
async function seedGrowing(work: string, sizes: number[]): Promise<string[]> {
  const dirs: string[] = [];
  for (const [i, size] of sizes.entries()) {
    const dir = join(work, `posts-${size}`);
    if (i > 0) cpSync(dirs[i - 1]!, dir, { recursive: true });
    const more = size - (sizes[i - 1] ?? 0);
    console.error(`bench: feed: seeding ${thousands(more)} posts…`);
    const seconds = await fillPosts(dir, more);
    console.error(`bench: feed: ${thousands(more / seconds)} posts/s`);
    dirs.push(dir);
  }
  return dirs;
}

/** Both feeds of the server at `baseUrl`, read by the viewer, each checked to answer a full page. */
async function feedsOf(baseUrl: string) {
  const viewer = await signIn(baseUrl, people.viewer);
  const headers = { ...browser, Authorization: viewer.authorization };
  return {
    global: await checkedFeed(`${baseUrl}/api/contents/global`, headers),
    friends: await checkedFeed(`${baseUrl}/api/contents/friends`, headers),
    viewerId: viewer.userId,
  };
}

async function checkedFeed(url: string, headers: Record<string, string>): Promise<LoadSpec> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200 || JSON.parse(body).length !== 20)
    throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { url, headers };
}

/** The friends feed's query as the product runs it, prepared on the driver, answering at its own URL. */
async function startSqlServer(work: string, dataDir: string, viewerId: number) {
  const queryFile = join(work, "friends-query.json");
  writeFileSync(queryFile, JSON.stringify(await friendsFeedQuery(join(dataDir, "app.db"), viewerId)));
  return startProcess(["bun", "tests/bench/sql-server.ts", join(dataDir, "app.db"), queryFile]);
}

function globalRow(size: number, measured: Measured, ceiling: Measured): Row {
  const share = shareOf(measured, ceiling);
  const judged = size >= 100_000;
  return {
    what: `GET /api/contents/global, ${thousands(size)} posts`,
    ...loadFigures(measured),
    ...againstCeiling(ceiling, "Bun.serve, same bytes", share),
    ...(judged && { target: `≥ ${wholePercent(globalShare)}`, pass: share >= globalShare }),
  };
}

function friendsRows(size: number, measured: Measured, ceiling: Measured, sql: Measured): Row[] {
  const share = shareOf(measured, ceiling);
  const judged = size >= 100_000;
  const pass = share >= friendsShare && measured.median.p99Ms < friendsP99Ms;
  return [
    {
      what: `GET /api/contents/friends, ${thousands(size)} posts`,
      ...loadFigures(measured),
      ...againstCeiling(ceiling, "Bun.serve, same bytes", share),
      ...(judged && { target: `≥ ${wholePercent(friendsShare)}, p99 < ${friendsP99Ms} ms`, pass }),
    },
    { what: "", ...againstCeiling(sql, "its SQL prepared, libsql", shareOf(measured, sql)) },
  ];
}

/** The median latency at `size` posts against `smallest`, round by round. */
function flatRow(feed: string, smallest: number, size: number, small: Measured, large: Measured): Row {
  const growth = latencyGrowth(large, small);
  return {
    what: `${feed} feed p50, ${thousands(smallest)} → ${thousands(size)} posts`,
    figure: `${growth >= 0 ? "+" : ""}${percent(growth)}`,
    target: `±${wholePercent(flatness)}`,
    pass: Math.abs(growth) <= flatness,
  };
}
