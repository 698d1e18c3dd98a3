import { budgets } from "./budgets.ts";
import { POSTS_PER_TRANSACTION, seedPosts } from "./seed-posts.ts";
import { withWorkDir } from "./server.ts";
import type { RunOptions } from "./rounds.ts";
import { thousands, title, type Row } from "./report.ts";

/**
 * How fast the log takes events through store/store.ts in batches: new posts (each its own stream, with
 * every projection applied in the same transaction, as live posts are), into a fresh database.
 */
export async function appendBench(options: RunOptions): Promise<Row[]> {
  const count = options.big ? 1_000_000 : 50_000;
  const { seconds, cpuSeconds } = await withWorkDir("append", (dataDir) => seedPosts(dataDir, count));
  const rate = count / seconds;
  return [
    title("event log"),
    {
      what: `append, ${thousands(count)} post events, ${thousands(POSTS_PER_TRANSACTION)} per transaction`,
      figure: `${thousands(rate)} events/s`,
      target: `≥ ${thousands(budgets.appendEventsPerSecond)} events/s`,
      pass: rate >= budgets.appendEventsPerSecond,
    },
    {
      // On a shared machine the wall-clock rate says more about the other processes than about the store.
      what: "the same, per second of CPU time it was given",
      figure: `${thousands(count / cpuSeconds)} events/s`,
    },
  ];
}
