/** A moment as moderation screens show it: `28 Nov 2026, 12:00` in the reader's time. */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
