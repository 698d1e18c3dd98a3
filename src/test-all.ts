import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `bun run test`: every suite, one after the other (bun test, then Playwright), and one closing line
 * `N passed, N failed` with the totals of both. Exits non-zero when anything failed.
 */
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

const unitFile = join(reports, "unit.xml");
const unitExit = run(["bun", "test", "--timeout=20000", "--reporter=junit", `--reporter-outfile=${unitFile}`]);
const unit = junitTotals(unitFile);
if (unitExit !== 0 && unit.failed === 0) unit.failed = 1;

let e2e = { passed: 0, failed: 0 };
if (!onlyUnit) {
  const e2eFile = join(reports, "e2e.json");
  const e2eExit = run(["bunx", "playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile });
  e2e = playwrightTotals(e2eFile);
  if (e2eExit !== 0 && e2e.failed === 0) e2e.failed = 1;
}

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
