import { readFileSync } from "node:fs";
import { createContext } from "../../src/boot.ts";
import { rootDir } from "../../src/paths.ts";
import { budgets } from "./budgets.ts";
import { fillLog } from "./log-fill.ts";
import { withWorkDir, benchConfig } from "./server.ts";
import { residentMb } from "../process-memory.ts";
import type { RunOptions } from "./rounds.ts";
import { thousands, title, type Row } from "./report.ts";

const EVENTS = 1_000_000;
/** A replay that goes past this is stopped: the bench must never take the machine's memory. */
const KILL_ABOVE_MB = 2048;

/**
 * `bun run replay` on a log of 1,000,000 events (nine in ten new posts of 500 authors, one in ten ratings;
 * written straight into the log, see log-fill.ts), as its own process: its rate, and its resident memory
 * sampled every 100 ms (the peak), which must stay flat whatever the log's length.
 */
export async function replayBench(_options: RunOptions): Promise<Row[]> {
  return withWorkDir("replay", async (dataDir) => {
    const ctx = await createContext(benchConfig(dataDir), { silent: true, reactors: false });
    // The whole log: the fill and the events a new database starts with (20 here), all of which a replay applies.
    let logged: number;
    try {
      const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
      await fillLog(ctx.database.client, EVENTS, { authors: ids(1, 500), raters: ids(501, 64) });
      logged = Number((await ctx.database.client.execute("select count(*) as n from events")).rows[0]!.n);
    } finally {
      await ctx.close();
    }
    const { events, seconds, cpuSeconds, peakMb } = await replayProcess(dataDir);
    const rate = events / seconds;
    return [
      title("replay"),
      {
        what: `bun run replay, ${thousands(events)} events (9 in 10 posts, 1 in 10 ratings), every projection`,
        figure: `${thousands(rate)} events/s`,
        target: `≥ ${thousands(budgets.replayEventsPerSecond)} events/s`,
        pass: rate >= budgets.replayEventsPerSecond && events === logged,
      },
      {
        // On a shared machine the wall-clock rate says more about the other processes than about the replay.
        what: "the same, per second of CPU time it was given (start-up included)",
        figure: `${thousands(events / cpuSeconds)} events/s`,
      },
      {
        what: "its resident memory at the peak",
        figure: `${thousands(peakMb)} MB`,
        target: `< ${thousands(budgets.replayMemoryMb)} MB`,
        pass: peakMb < budgets.replayMemoryMb,
      },
    ];
  });
}

async function replayProcess(dataDir: string) {
  const child = Bun.spawn(["bun", "src/cli.ts", "replay"], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir },
    stdout: "pipe",
    stderr: "inherit",
  });
  let peakMb = 0;
  let cpuSeconds = 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(child.pid));
    cpuSeconds = Math.max(cpuSeconds, cpuSecondsOf(child.pid));
    if (peakMb > KILL_ABOVE_MB) child.kill("SIGKILL");
  }, 100);
  const [stdout, exitCode] = await Promise.all([new Response(child.stdout).text(), child.exited]);
  clearInterval(sampler);
  if (exitCode !== 0) throw new Error(`bun run replay exited with ${exitCode} (peak ${Math.round(peakMb)} MB)`);
  const [, events, ms] = stdout.match(/^replayed (\d+) events into \d+ projections? in (\d+) ms$/m) ?? [];
  if (!events) throw new Error(`bun run replay said: ${stdout.slice(0, 200)}`);
  return { events: Number(events), seconds: Number(ms) / 1000, cpuSeconds, peakMb };
}

/** User and system CPU time of a process so far, from /proc (0 once it has ended). */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command's name (which may hold spaces) in parentheses; utime and stime are 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
