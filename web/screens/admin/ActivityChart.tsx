import type { ActivityDay } from "../../../shared/api/admin.ts";

const DAYS = 30;
const DAY_MS = 86_400_000;

/** The last 30 UTC days up to `today`, oldest first, each with its minutes between first and last seen (-1: not seen). */
export function last30Days(days: ActivityDay[], today: Date): { date: string; minutes: number }[] {
  const byDate = new Map(
    days.map((d) => [d.date, Math.max(0, (Date.parse(d.last_active) - Date.parse(d.first_active)) / 60_000)]),
  );
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: DAYS }, (_, i) => {
    const date = new Date(end - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { date, minutes: byDate.get(date) ?? -1 };
  });
}

/**
 * A small bar chart of the last 30 days: a bar's height is the day's session (first to last seen); a day
 * seen only once gets a low bar, a day not seen none. Summed up for screen readers in its label.
 */
export function ActivityChart({ days, today }: { days: ActivityDay[]; today: Date }) {
  const series = last30Days(days, today);
  const active = series.filter((d) => d.minutes >= 0).length;
  const tallest = Math.max(60, ...series.map((d) => d.minutes));
  const width = 300;
  const height = 80;
  const slot = width / series.length;
  return (
    <figure className="activity-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Active on ${active} of the last 30 days`}
      >
        {series.map((d, i) => {
          if (d.minutes < 0) return null;
          const barHeight = Math.max(3, (d.minutes / tallest) * (height - 4));
          return (
            <rect key={d.date} x={i * slot + 1} y={height - barHeight} width={slot - 2} height={barHeight} rx={1.5}>
              <title>{`${d.date}: ${Math.round(d.minutes)} min`}</title>
            </rect>
          );
        })}
        <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} />
      </svg>
      <figcaption className="muted">
        Last 30 days: active on {active} {active === 1 ? "day" : "days"}
      </figcaption>
    </figure>
  );
}
