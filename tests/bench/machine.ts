import { readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";

/** `2 CPUs (AMD EPYC), 23.4 GB memory`: the machine a table was measured on. */
export function machine(): string {
  const model = cpuModel() ?? cpus()[0]?.model ?? "unknown CPU";
  return `${navigator.hardwareConcurrency} CPUs (${model}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB memory, Bun ${Bun.version}`;
}

/** The 1, 5 and 15-minute load averages: other work on the CPUs while the bench ran. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
}

function cpuModel(): string | undefined {
  try {
    return readFileSync("/proc/cpuinfo", "utf8")
      .match(/^model name\s*:\s*(.+)$/m)?.[1]
      ?.trim();
  } catch {
    return undefined;
  }
}
