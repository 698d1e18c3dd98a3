/** The bulk e-mail's cooldown (specification section 9): 5 minutes from one bulk send to the next. */
export const BULK_MAIL_COOLDOWN_MS = 5 * 60 * 1000;

/** How long until the next bulk send is allowed after the latest one began (0: now). */
export function bulkMailWaitMs(latest: { startedAt: string } | undefined, now: Date): number {
  if (!latest) return 0;
  return Math.max(0, Date.parse(latest.startedAt) + BULK_MAIL_COOLDOWN_MS - now.getTime());
}

/** The cooldown as the button shows it: `m:ss`. */
export function waitText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
