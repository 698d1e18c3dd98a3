import type { ZoneSaid } from "../../../shared/api/zones-talk.ts";

/** The log keeps the newest lines only: an afternoon in a busy zone must not grow the page without end. */
export const ZONE_TALK_LOG_MAX = 200;

/** The log with `said` added once (the answer to one's own line and its live copy are the same message), oldest first. */
export function heard(log: readonly ZoneSaid[], said: ZoneSaid): readonly ZoneSaid[] {
  if (log.some((line) => line.id === said.id)) return log;
  const next = [...log, said].sort((a, b) => a.id - b.id);
  return next.length > ZONE_TALK_LOG_MAX ? next.slice(next.length - ZONE_TALK_LOG_MAX) : next;
}
