import type { LoadResult } from "./load.ts";

/** One line of the bench's table: a throughput measurement, or a size against its budget. */
export interface Row {
  name: string;
  load?: LoadResult;
  size?: string;
  budget?: string;
  pass?: boolean;
}

const columns = ["req/s", "p50 ms", "p99 ms", "errors", "size", "budget", "result"];

/** Prints every row in one table, so the numbers of one run can be read side by side. */
export function printTable(rows: Row[]) {
  const cells = rows.map((row) => [
    row.name,
    row.load ? row.load.perSecond.toFixed(0) : "",
    row.load ? row.load.p50Ms.toFixed(2) : "",
    row.load ? row.load.p99Ms.toFixed(2) : "",
    row.load ? String(row.load.errors) : "",
    row.size ?? (row.load ? `${(row.load.bytesPerAnswer / 1024).toFixed(1)} KB` : ""),
    row.budget ?? "",
    row.pass === undefined ? "" : row.pass ? "PASS" : "FAIL",
  ]);
  const header = ["", ...columns];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of cells) console.log(line(row));
}
