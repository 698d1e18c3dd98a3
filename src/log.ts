/** One JSON line per record on stdout; `silent` for tests. */
export interface Log {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLog(silent = false): Log {
  if (silent) return { info() {}, error() {} };
  const out = stdoutLines();
  return {
    info: (message, fields) => out.later(line("info", message, fields)),
    error: (message, fields) => out.now(line("error", message, fields)),
  };
}

/**
 * `{"t": …, "level": …, "message": …, ...fields}` as JSON. The fields are serialised as the caller built them
 * and joined to the head: serialising the spread object instead cost several times as much (a request's
 * line is written on every request). Fields that would replace the head's own go the slow way.
 */
function line(level: string, message: string, fields?: Record<string, unknown>): string {
  if (fields && ("t" in fields || "level" in fields || "message" in fields)) {
    return JSON.stringify({ t: timestamp(), level, message, ...fields });
  }
  const head = `{"t":"${timestamp()}","level":"${level}","message":${JSON.stringify(message)}`;
  const rest = fields ? JSON.stringify(fields) : "{}";
  return rest === "{}" ? `${head}}` : `${head},${rest.slice(1)}`;
}

/**
 * Lines for stdout. A busy server logs one line per request, many per turn of the event loop: they go out
 * together once the turn is over, one write instead of one each. An error goes out at once, after what
 * waits, and so does what waits when the process exits. `console.log` writes synchronously, so nothing
 * written is lost at exit, even to a slow pipe.
 */
function stdoutLines() {
  let waiting: string[] = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const lines = waiting;
    waiting = [];
    console.log(lines.join("\n"));
  };
  process.on("exit", flush);
  return {
    later(line: string) {
      if (waiting.push(line) === 1) setImmediate(flush);
    },
    now(line: string) {
      waiting.push(line);
      flush();
    },
  };
}

let lastMs = 0;
let lastIso = "";

/** The time as ISO 8601, made once per millisecond however many lines share it. */
function timestamp(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}
