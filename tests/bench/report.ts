import type { Load } from "./generator.ts";
import type { Measured } from "./rounds.ts";

/**
 * One line of the bench's table: a figure (a load's req/s and latencies, or a size, a count, a rate), the
 * ceiling it is compared with, the share of it, and the target with its verdict. A section's title is a row
 * with only `what`; a second ceiling of the same figure is a row with an empty `what`.
 */
export interface Row {
  what: string;
  figure?: string;
  p50Ms?: number;
  p99Ms?: number;
  errors?: string;
  ceiling?: string;
  ceilingFigure?: string;
  share?: number;
  target?: string;
  pass?: boolean;
}

export function title(what: string): Row {
  return { what: `**${what}**` };
}

/**
 * A load's figures: req/s, latencies, and its errors (a run with errors is shown, never hidden). A run
 * counts the answers that finished within it, so when answers take more than a tenth of a round the rate is
 * undercounted (by up to p50 / round length): such a figure is marked `SHORT_ROUNDS`.
 */
export function loadFigures({ median: load, seconds }: Measured): Pick<Row, "figure" | "p50Ms" | "p99Ms" | "errors"> {
  const short = load.p50Ms > (seconds * 1000) / 10 || load.requests === 0 ? SHORT_ROUNDS : "";
  return {
    figure: `${short}${thousands(load.perSecond)} req/s`,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    errors: errorsOf(load),
  };
}

export const SHORT_ROUNDS = "(short rounds) ";

/** A figure beside its ceiling: `ceiling` says what the ceiling is. */
export function againstCeiling(
  ceiling: Measured,
  what: string,
  share: number,
): Pick<Row, "ceiling" | "ceilingFigure" | "share"> {
  const errors = ceiling.median.errors + ceiling.median.non2xx > 0 ? ` (errors: ${errorsOf(ceiling.median)})` : "";
  return { ceiling: what, ceilingFigure: `${thousands(ceiling.median.perSecond)} req/s${errors}`, share };
}

function errorsOf(load: Load): string {
  if (load.errors === 0 && load.non2xx === 0) return "0";
  return [load.errors ? `${load.errors} failed` : "", load.non2xx ? `${load.non2xx} non-2xx` : ""]
    .filter(Boolean)
    .join(", ");
}

export function thousands(value: number): string {
  return Math.round(value).toLocaleString("en-US");
}

/**
 * A share of a ceiling: `38.6%`; past the ceiling (an answer kept in memory against its SQL's own rate) the
 * times it is above it, `121.8×`, which a percentage of thousands hides.
 */
function shareText(share: number): string {
  return share > 1 ? `${share.toFixed(1)}×` : percent(share);
}

/** A target's share: `30%`. */
export function wholePercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export function percent(share: number): string {
  return Number.isNaN(share) ? "n/a" : `${(share * 100).toFixed(1)}%`;
}

const columns = [
  "what",
  "figure",
  "p50 ms",
  "p99 ms",
  "errors",
  "ceiling",
  "ceiling figure",
  "share",
  "target",
  "result",
];

/** One Markdown table, aligned, so the terminal reads it and docs/performance.md can take it as it is. */
export function table(rows: Row[]): string {
  const cells = rows.map((row) => [
    row.what,
    row.figure ?? "",
    ms(row.p50Ms),
    ms(row.p99Ms),
    row.errors ?? "",
    row.ceiling ?? "",
    row.ceilingFigure ?? "",
    row.share === undefined ? "" : shareText(row.share),
    row.target ?? "",
    row.pass === undefined ? "" : row.pass ? "pass" : "**FAIL**",
  ]);
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i]!.length)));
  const numeric = new Set([1, 2, 3, 4, 6, 7]);
  const line = (values: string[]) =>
    `| ${values.map((v, i) => (numeric.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (numeric.has(i) ? "-".repeat(w + 1) + ":" : "-".repeat(w + 2))).join("|")}|`;
  return [line(columns), rule, ...cells.map(line)].join("\n");
}

function ms(value: number | undefined): string {
  if (value === undefined) return "";
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}
