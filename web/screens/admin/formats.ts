/**
 * The admin screens' dates, as the specification gives them: the desktop table in en-GB with the year and
 * a 12-hour time with seconds, the phone table with day, month and a 24-hour time. Shown in the viewer's
 * own time zone, so they are formatted in the browser only.
 */
export function desktopTime(iso: string | null): string {
  if (!iso) return "Never";
  return new Date(iso).toLocaleString("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: true,
  });
}

export function phoneTime(iso: string | null): string {
  if (!iso) return "Never";
  return new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}

/** A time of day for the activity table, 24-hour with seconds. */
export function timeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
}

/** A UTC day (`YYYY-MM-DD`) as en-GB writes it. */
export function dayOf(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A day's session: from the first to the last time seen, in hours and minutes ("2h 05m"). */
export function sessionDuration(first: string, last: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(last) - Date.parse(first)) / 60_000));
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
