import { readFileSync } from "node:fs";

/** User and system CPU time of a process so far, in seconds, from /proc (0 once it has ended). */
export function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command's name (which may hold spaces) in parentheses; utime and stime are 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
