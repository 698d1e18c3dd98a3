import { rootDir } from "../../src/paths.ts";
import { budgets } from "./budgets.ts";
import { loadAverage } from "./machine.ts";
import { phonePages, withPhoneApp } from "./phone.ts";
import { title, type Row } from "./report.ts";
import type { RunOptions } from "./rounds.ts";
import { people } from "./seed-posts.ts";
import { signIn } from "./sign-in.ts";

const RUNS = 3;

/** One Lighthouse run's figures. */
interface Run {
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  load: string;
}

/**
 * Lighthouse itself (the `lighthouse` npm package, its CLI under Node, driving /usr/bin/chromium or CHROME_PATH)
 * on the mobile preset it runs by default (a mid-range phone: 4× CPU slowdown, simulated slow 4G), performance
 * only, `RUNS` times per page: the run of median score is shown (of those that finished), with the load average at its start (another
 * process's work on the CPUs shows as ours). The pages and the data are the phone section's.
 */
export async function lighthouseBench(_options: RunOptions): Promise<Row[]> {
  return withPhoneApp(async (app) => {
    const rows: Row[] = [title(`Lighthouse mobile preset, performance, median of ${RUNS} runs`)];
    for (const { path, signedIn } of phonePages) {
      const runs: Run[] = [];
      const failures: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A run Lighthouse gives up on (a page too slow to load on a busy machine) is told, not the section's end.
        try {
          // Signed in afresh for every run: a page held by its cookie renews the session, which retires the
          // cookie's refresh token, so a cookie used twice would be a stolen one's replay (and refused).
          const cookie = signedIn ? (await signIn(app.url, people.viewer)).cookie : undefined;
          runs.push(await lighthouse(`${app.url}${path}`, cookie));
        } catch (error) {
          failures.push(`${String(error).slice(0, 120)} (load ${loadAverage().split(" ")[0]})`);
        }
      }
      const who = signedIn ? "signed in" : "visitor";
      const median = runs.toSorted((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      if (!median) {
        rows.push({ what: `${path} (${who}): every run failed: ${failures.join("; ")}`, pass: false });
        continue;
      }
      const { lcpMs, tbtMs, cls } = budgets.phone;
      rows.push({
        what: `${path} (${who}): score ${runs.map((r) => r.score).join(", ")} at load ${runs.map((r) => r.load).join("; ")}${failures.length > 0 ? `; ${failures.length} run(s) failed: ${failures.join("; ")}` : ""}`,
        figure: `${median.score}: TBT ${Math.round(median.tbtMs)} ms, LCP ${(median.lcpMs / 1000).toFixed(1)} s, CLS ${median.cls.toFixed(3)}`,
        target: `≥ ${budgets.lighthouseScore}; TBT ≤ ${tbtMs} ms, LCP ≤ ${lcpMs / 1000} s, CLS ${cls}`,
        pass:
          median.score >= budgets.lighthouseScore &&
          median.tbtMs <= tbtMs &&
          median.lcpMs <= lcpMs &&
          median.cls <= cls,
      });
    }
    return rows;
  });
}

async function lighthouse(url: string, cookie: string | undefined): Promise<Run> {
  const load = loadAverage().split(" ")[0]!;
  const child = Bun.spawn(
    [
      "node",
      `${rootDir}/node_modules/lighthouse/cli/index.js`,
      url,
      "--quiet",
      "--only-categories=performance",
      "--output=json",
      "--output-path=stdout",
      "--chrome-flags=--headless=new --no-sandbox",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stderr: "pipe" },
  );
  const [text, errors, exitCode] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (exitCode !== 0) throw new Error(`lighthouse ${url} exited with ${exitCode}: ${errors.slice(0, 300)}`);
  const report = JSON.parse(text) as {
    runtimeError?: { message: string };
    finalDisplayedUrl: string;
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
  };
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  // Measured where it was sent, not on a login page it was sent on to.
  const landed = new URL(report.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`lighthouse ${url} ended on ${landed}`);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    tbtMs: audit("total-blocking-time"),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    load,
  };
}
