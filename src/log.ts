/** One JSON line per record on stdout; `silent` for tests. */
export interface Log {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLog(silent = false): Log {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (silent) return;
    console.log(JSON.stringify({ t: new Date().toISOString(), level, message, ...fields }));
  };
  return {
    info: (message, fields) => write("info", message, fields),
    error: (message, fields) => write("error", message, fields),
  };
}
