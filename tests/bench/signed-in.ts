import { budgets } from "./budgets.ts";
import { browser } from "./browser.ts";
import { firstByteTimes } from "./first-byte.ts";
import { people, seedPosts } from "./seed-posts.ts";
import { signIn } from "./sign-in.ts";
import { expectPage, recordAnswer, startApp, startCeilings, withServers, withWorkDir } from "./server.ts";
import { inRounds, median, shareOf, type Measured, type RunOptions } from "./rounds.ts";
import { againstCeiling, loadFigures, thousands, title, type Row } from "./report.ts";

const { perSecond, p99Ms, firstByteMs } = budgets.signedInPages;
const FIRST_BYTE_SAMPLES = 200;

/**
 * Pages as a signed-in browser gets them with its session cookie: the home page with its 20 posts and
 * /settings, beside bare `Bun.serve` answering the same bytes; and how soon the home page's first byte
 * arrives, one request at a time.
 */
export async function signedInPagesBench(options: RunOptions): Promise<Row[]> {
  return withWorkDir("signed-in", (dataDir) =>
    withServers(async (started) => {
      await seedPosts(dataDir, 1000);
      const app = started(await startApp(dataDir));
      const headers = { ...browser, Cookie: (await signIn(app.url, people.viewer)).cookie };
      const home = { url: app.url + "/", headers };
      const settings = { url: app.url + "/settings", headers };
      const posts = (await expectPage(home.url, headers, "Home · Virtual Worlds")).match(/Post \d+:/g)?.length ?? 0;
      if (posts < 20) throw new Error(`the signed-in home page shows ${posts} posts, not 20`);
      await expectPage(settings.url, headers, "Settings · Virtual Worlds");

      const ceilings = started(await startCeilings([await recordAnswer(home), await recordAnswer(settings)]));
      const bare = [
        { url: ceilings.memory(0), headers: browser },
        { url: ceilings.memory(1), headers: browser },
      ];
      const [homeLoad, settingsLoad, bareHome, bareSettings] = await inRounds([home, settings, ...bare], options);
      const firstBytes = await firstByteTimes(home.url, headers, FIRST_BYTE_SAMPLES);
      const bareFirstBytes = await firstByteTimes(bare[0]!.url, browser, FIRST_BYTE_SAMPLES);
      return [
        title(`signed-in pages, session cookie, ${options.connections} connections`),
        pageRow("GET / home, 20 posts", homeLoad!, bareHome!),
        pageRow("GET /settings", settingsLoad!, bareSettings!),
        firstByteRow(firstBytes, bareFirstBytes),
      ];
    }),
  );
}

function pageRow(what: string, measured: Measured, ceiling: Measured): Row {
  const { perSecond: rate, p99Ms: p99 } = measured.median;
  return {
    what,
    ...loadFigures(measured),
    ...againstCeiling(ceiling, "Bun.serve, same bytes", shareOf(measured, ceiling)),
    target: `≥ ${thousands(perSecond)} req/s, p99 < ${p99Ms} ms`,
    pass: rate >= perSecond && p99 < p99Ms,
  };
}

function firstByteRow(times: number[], bare: number[]): Row {
  const p99 = quantile(times, 0.99);
  return {
    what: `GET / home, first byte, 1 connection (${FIRST_BYTE_SAMPLES} requests)`,
    figure: "time to first byte",
    p50Ms: median(times),
    p99Ms: p99,
    ceiling: "Bun.serve, same bytes",
    ceilingFigure: `p50 ${median(bare).toFixed(2)} ms, p99 ${quantile(bare, 0.99).toFixed(2)} ms`,
    target: `p99 < ${firstByteMs} ms`,
    pass: p99 < firstByteMs,
  };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
