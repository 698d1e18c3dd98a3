import { createLog, type Log } from "./log.ts";
import { withoutQueryParams } from "./http/errors.ts";

/**
 * A crash (an exception nothing caught, a promise rejected with no one waiting on it) is one JSON line like
 * every other, not Bun's own stack trace on stderr; the process still exits with code 1, as it would have.
 */
export function logCrashes(log: Log = createLog()): void {
  const crash = (message: string) => (error: unknown) => {
    log.error(message, {
      error: withoutQueryParams(String(error)),
      stack: withoutQueryParams(error instanceof Error ? error.stack : undefined),
    });
    process.exit(1);
  };
  process.on("uncaughtException", crash("uncaught exception"));
  process.on("unhandledRejection", crash("unhandled rejection"));
}
