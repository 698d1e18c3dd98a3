import { parseArgs } from "node:util";
import { buildClient } from "../../src/build.ts";
import { landingBench } from "./landing.ts";
import { feedBench } from "./feed.ts";
import { printTable, type Row } from "./report.ts";
import type { LoadOptions } from "./load.ts";

/**
 * `bun run bench [--duration 5] [--concurrency 8]`: every section, one after the other, then one table.
 * A later area adds its own section (a file here exporting `(options) => Promise<Row[]>`) to the list.
 * Exits non-zero when a budget fails.
 */
const sections: { name: string; run: (options: LoadOptions) => Promise<Row[]> }[] = [
  { name: "landing", run: landingBench },
  { name: "feed", run: feedBench },
];

const { values } = parseArgs({
  options: { duration: { type: "string", default: "5" }, concurrency: { type: "string", default: "8" } },
});
const options: LoadOptions = {
  durationMs: Number(values.duration) * 1000,
  warmupMs: 1000,
  concurrency: Number(values.concurrency),
};

// A production build, as `bun start` serves it: the sizes measured are the ones browsers would get.
await buildClient();
const rows: Row[] = [];
for (const section of sections) {
  console.error(`bench: ${section.name}…`);
  rows.push(...(await section.run(options)));
}

console.log(`\n${options.concurrency} concurrent connections, ${values.duration} s each after a 1 s warm-up, on ${navigator.hardwareConcurrency} CPUs\n`);
printTable(rows);
process.exit(rows.some((row) => row.pass === false) ? 1 : 0);
