const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;
const month = 30 * day;

/** Largest unit first: the age is told in the biggest unit it has at least one of. */
const units: [name: string, size: number][] = [
  ["month", month],
  ["week", week],
  ["day", day],
  ["hour", hour],
  ["minute", minute],
  ["second", second],
];

/**
 * How long ago `at` was, as the feed says it: "x seconds/minutes/hours/days/weeks/months ago" (one unit,
 * rounded down, singular for 1). Months are 30 days and the largest unit, as in the specification. A time
 * in the future (a clock running ahead of the server's) or under a second old is "just now".
 */
export function relativeAge(at: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(at).getTime();
  if (!(elapsed >= second)) return "just now";
  for (const [name, size] of units) {
    const count = Math.floor(elapsed / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? "" : "s"} ago`;
  }
  return "just now";
}
