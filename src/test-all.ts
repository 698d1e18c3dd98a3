import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `bun run test`: the type check and the lint, then every suite, one after the other (bun test, the
 * integration tests of `src/http` again on a libSQL server, then Playwright), and one closing line
 * `N passed, N failed` with the totals (the type check counts as one, and so does the lint). Exits non-zero
 * when anything failed. The type check goes first: it is what holds the routes, the browser's calls and
 * server rendering to the API contract. It costs about 14 s of CPU from scratch and 3 s when little
 * changed (it keeps its incremental state in node_modules/.cache).
 *
 * The lint (`bun run lint`: Biome's format and lint check, writing nothing) fails on an unformatted file
 * or a lint error; warnings are printed and pass. `TEST_LINT=0` skips it for one run.
 */
const lintInTest = process.env.TEST_LINT !== "0";
const reports = mkdtempSync(join(tmpdir(), "vw-reports-"));
const onlyUnit = process.argv.includes("--unit");

function run(cmd: string[], env: Record<string, string> = {}) {
  console.log(`\n$ ${cmd.join(" ")}`);
  return Bun.spawnSync(cmd, { stdio: ["inherit", "inherit", "inherit"], env: { ...process.env, ...env } }).exitCode;
}

function junitTotals(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const head = readFileSync(file, "utf8").match(/<testsuites[^>]*>/)?.[0] ?? "";
  const attr = (name: string) => Number(head.match(new RegExp(`${name}="(\\d+)"`))?.[1] ?? 0);
  const failed = attr("failures") + attr("errors");
  return { passed: attr("tests") - failed - attr("skipped"), failed };
}

function playwrightTotals(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

const typecheckStarted = performance.now();
const typecheck = run(["bun", "run", "typecheck"]) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
const typecheckSeconds = ((performance.now() - typecheckStarted) / 1000).toFixed(1);

let lint: { passed: number; failed: number } | undefined;
if (lintInTest) lint = run(["bun", "run", "lint"]) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

const unitFile = join(reports, "unit.xml");
const unitExit = run(["bun", "test", "--timeout=20000", "--reporter=junit", `--reporter-outfile=${unitFile}`]);
const unit = junitTotals(unitFile);
if (unitExit !== 0 && unit.failed === 0) unit.failed = 1;

// The integration suite once more, each test app on a libSQL server of its own (issue #14, item 1): the
// product runs on one in production, through the remote driver, with its own transaction semantics.
const sqldFile = join(reports, "sqld.xml");
const sqldExit = run(
  ["bun", "test", "--timeout=30000", "--reporter=junit", `--reporter-outfile=${sqldFile}`, "src/http"],
  { TEST_DATABASE: "sqld" },
);
const sqld = junitTotals(sqldFile);
if (sqldExit !== 0 && sqld.failed === 0) sqld.failed = 1;

let e2e = { passed: 0, failed: 0 };
if (!onlyUnit) {
  const e2eFile = join(reports, "e2e.json");
  const e2eExit = run(["bunx", "playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile });
  e2e = playwrightTotals(e2eFile);
  if (e2eExit !== 0 && e2e.failed === 0) e2e.failed = 1;
}

const passed = typecheck.passed + (lint?.passed ?? 0) + unit.passed + sqld.passed + e2e.passed;
const failed = typecheck.failed + (lint?.failed ?? 0) + unit.failed + sqld.failed + e2e.failed;
const typecheckResult = typecheck.failed ? "failed" : "passed";
const lintResult = lint ? (lint.failed ? "failed" : "passed") : "off";
console.log(
  `\ntypecheck: ${typecheckResult} (${typecheckSeconds} s); lint: ${lintResult}; unit: ${unit.passed} passed, ${unit.failed} failed; integration on sqld: ${sqld.passed} passed, ${sqld.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
