import type { AppContext } from "../context.ts";
import type { Figures } from "../../shared/api/moderation.ts";
import { MODERATION_ACTIONS, REPORT_REASONS } from "../../shared/moderation.ts";
import { handledIn, receivedByReason } from "../../projections/reports.queries.ts";
import { actionsByKind } from "../../projections/moderation.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The transparency figures of the days `from` to `to` (UTC, both counted), from the read models the log
 * builds: reports received and handled by reason, the median time to handle, actions by kind.
 */
export async function moderationFigures(ctx: AppContext, from: string, to: string): Promise<Figures> {
  const start = `${from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString();
  const [received, handled, actions] = await Promise.all([
    receivedByReason(ctx.db, start, end),
    handledIn(ctx.db, start, end),
    actionsByKind(ctx.db, start, end),
  ]);
  const waits = (reason?: string) =>
    handled
      .filter((r) => reason === undefined || r.reason === reason)
      .map((r) => (Date.parse(r.resolvedAt!) - Date.parse(r.filedAt)) / 3_600_000);
  const receivedOf = new Map(received.map((r) => [r.reason, Number(r.n)]));
  const actionsOf = new Map(actions.map((a) => [a.kind, Number(a.n)]));
  return {
    from,
    to,
    received: [...receivedOf.values()].reduce((a, b) => a + b, 0),
    handled: handled.length,
    median_hours: median(waits()),
    by_reason: REPORT_REASONS.map((reason) => ({
      reason,
      received: receivedOf.get(reason) ?? 0,
      handled: waits(reason).length,
      median_hours: median(waits(reason)),
    })),
    by_action: MODERATION_ACTIONS.map((action) => ({ action, count: actionsOf.get(action) ?? 0 })),
  };
}

/** The median, to one decimal; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}
