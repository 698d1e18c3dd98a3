/** Chat times (section 9): the time for a message under 24 hours old, else its date. */
const DAY_MS = 24 * 60 * 60 * 1000;

export function messageTime(at: string, now: number): string {
  const date = new Date(at);
  return now - date.getTime() < DAY_MS
    ? date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
}

/** The header's status when the other person is not online. */
export function lastActiveText(at: string, now: number): string {
  return `Last active ${messageTime(at, now)}`;
}
