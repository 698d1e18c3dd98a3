import { wrk, wrkVersion } from "./wrk.ts";
import { bunLoad } from "./load.ts";

/** What one load run sends: a URL and its headers, optionally one header taking each of `values` in turn. */
export interface LoadSpec {
  url: string;
  headers?: Record<string, string>;
  rotate?: { header: string; values: string[] };
}

export interface LoadSettings {
  threads: number;
  connections: number;
  seconds: number;
}

/** One run's figures. `errors` counts failed connections, reads and timeouts; `non2xx` answers of 400 and up. */
export interface Load {
  requests: number;
  errors: number;
  non2xx: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerAnswer: number;
}

export interface Generator {
  /** For the table's header: which program, which version. */
  name: string;
  /** For the table's header: the settings of each run, as a command line where there is one. */
  settings(settings: LoadSettings): string;
  run(spec: LoadSpec, settings: LoadSettings): Promise<Load>;
}

/**
 * wrk when it is installed: written in C, it reaches about six times the rate of a Bun script here, so a
 * bare `Bun.serve` ceiling measured with it is the server's, not the client's. Otherwise Bun processes,
 * whose own ceiling the bare `Bun.serve` rows then show.
 */
export function pickGenerator(wanted: "wrk" | "bun" | undefined): Generator {
  const version = wanted === "bun" ? undefined : wrkVersion();
  if (version) {
    return {
      name: version,
      settings: ({ threads, connections, seconds }) => `wrk -t${threads} -c${connections} -d${seconds}s`,
      run: wrk,
    };
  }
  if (wanted === "wrk") throw new Error("wrk is not installed (Debian: apt-get install -y wrk)");
  return {
    name: "Bun fetch in several processes (wrk is not installed: apt-get install -y wrk); its own ceiling is what it reaches on bare Bun.serve",
    settings: ({ threads, connections, seconds }) =>
      `${threads} processes, ${connections} connections in all, ${seconds} s`,
    run: bunLoad,
  };
}
