/** Activity is recorded at most this often per user, so the admin's activity log is right to within it. */
const ACTIVITY_EVERY_MS = 5 * 60_000;

/**
 * Whether a sighting at `now` should be recorded, given the last recorded one: when none is, when it is
 * 5 minutes old, or when it was on another UTC day (the day's first activity is recorded at once, so the
 * per-day log has every day a person was active, with its true first time).
 */
export function activityDue(lastRecorded: string | null | undefined, now: Date): boolean {
  if (!lastRecorded) return true;
  if (lastRecorded.slice(0, 10) !== now.toISOString().slice(0, 10)) return true;
  return now.getTime() - Date.parse(lastRecorded) >= ACTIVITY_EVERY_MS;
}
