import { readFileSync } from "node:fs";

/**
 * A memory figure of a running process from /proc (Linux), in MB: `VmRSS` is its resident memory now,
 * `VmHWM` the most it has held. Undefined once the process has ended.
 */
export function processMemoryMb(pid: number, field: "VmRSS" | "VmHWM"): number | undefined {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB, 0 once it has ended: for sampling one that may finish meanwhile. */
export function residentMb(pid: number): number {
  return processMemoryMb(pid, "VmRSS") ?? 0;
}
