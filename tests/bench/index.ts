import { parseArgs } from "node:util";
import { pickGenerator } from "./generator.ts";
import { loadAverage, machine } from "./machine.ts";
import { SHORT_ROUNDS, table, type Row } from "./report.ts";
import type { RunOptions } from "./rounds.ts";
import { bundleBench } from "./bundle.ts";
import { anonymousPagesBench } from "./pages.ts";
import { signedInPagesBench } from "./signed-in.ts";
import { readersBench } from "./readers.ts";
import { feedBench } from "./feed.ts";
import { appendBench } from "./append.ts";
import { streamsBench } from "./streams.ts";
import { replayBench } from "./replay.ts";
import { chatBench } from "./chat.ts";
import { zonesBench } from "./zones.ts";
import { crowdsBench } from "./crowds.ts";
import { imagesBench } from "./images.ts";
import { phoneBench } from "./phone.ts";
import { lighthouseBench } from "./lighthouse.ts";
import { videosBench } from "./videos.ts";

/**
 * `bun run bench [--duration 10] [--connections 64] [--rounds 5] [--only feed,pages] [--big] [--generator bun]`
 *
 * Every section below, one after the other, then one table: each figure beside the ceiling it was measured
 * against in the same run, and its target (budgets.ts). Exits 1 when a target is missed or a section
 * fails. Not a test: `bun run test` never runs it.
 *
 * A section is a file here exporting `(options: RunOptions) => Promise<Row[]>`, its targets in budgets.ts.
 * It starts its own servers on free ports (server.ts), seeds its own database in a temporary folder, and
 * measures product and ceiling together with `inRounds` (rounds.ts).
 */
const sections: { name: string; run: (options: RunOptions) => Promise<Row[]> }[] = [
  { name: "bundle", run: bundleBench },
  { name: "pages", run: anonymousPagesBench },
  { name: "signed-in", run: signedInPagesBench },
  { name: "readers", run: readersBench },
  { name: "feed", run: feedBench },
  { name: "append", run: appendBench },
  { name: "streams", run: streamsBench },
  { name: "replay", run: replayBench },
  { name: "chat", run: chatBench },
  { name: "zones", run: zonesBench },
  { name: "crowds", run: crowdsBench },
  { name: "images", run: imagesBench },
  { name: "phone", run: phoneBench },
  { name: "lighthouse", run: lighthouseBench },
  { name: "videos", run: videosBench },
];

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "64" },
    rounds: { type: "string" },
    only: { type: "string" },
    big: { type: "boolean", default: false },
    generator: { type: "string" },
  },
});
const seconds = Number(values.duration);
const options: RunOptions = {
  generator: pickGenerator(values.generator as "wrk" | "bun" | undefined),
  threads: 2,
  connections: Number(values.connections),
  seconds,
  rounds: Number(values.rounds ?? Math.min(5, seconds)),
  big: values.big,
};
const only = values.only?.split(",");
const unknown = only?.filter((name) => !sections.some((s) => s.name === name)) ?? [];
if (unknown.length > 0)
  throw new Error(`no section ${unknown.join(", ")}; sections: ${sections.map((s) => s.name).join(", ")}`);

const started = { at: new Date(), load: loadAverage() };
const rows: Row[] = [];
for (const section of sections.filter((s) => !only || only.includes(s.name))) {
  console.error(`bench: ${section.name}…`);
  try {
    rows.push(...(await section.run(options)));
  } catch (error) {
    console.error(error);
    rows.push({ what: `**${section.name}**: the section failed: ${String(error).slice(0, 200)}`, pass: false });
  }
}

// A figure measured on failed requests or error answers is not the product's speed: its row fails.
for (const row of rows) if (row.errors && row.errors !== "0") row.pass = false;

const perRound = Math.max(1, Math.round(options.seconds / options.rounds));
const shortRounds = rows.some((row) => row.figure?.startsWith(SHORT_ROUNDS))
  ? `\n- ${SHORT_ROUNDS.trim()}: answers took over a tenth of a round, so that rate is undercounted (by up to p50 / ${perRound} s); raise --duration`
  : "";
console.log(`
Bench of ${started.at.toISOString().slice(0, 16).replace("T", " ")} UTC${options.big ? ", big run (1,000,000 posts)" : ""}

- machine: ${machine()}
- load average (1, 5, 15 min): ${started.load} at the start, ${loadAverage()} at the end
- load generator: ${options.generator.name}
- each figure: \`${options.generator.settings({ ...options, seconds: perRound })}\` in ${options.rounds} rounds, interleaved with its ceilings' rounds; medians
- requests as a browser sends them (Accept-Encoding: gzip, deflate, br, zstd); ceilings answer the very bytes the product answered${shortRounds}

${table(rows)}
`);
process.exit(rows.some((row) => row.pass === false) ? 1 : 0);
