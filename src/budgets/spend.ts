import type { Config } from "../config.ts";
import type { Clock } from "../../shared/clock.ts";
import type { Reader } from "../../store/db.ts";
import type { Actor } from "../actor.ts";
import { refuseWhenFull } from "../auth/limits.ts";
import { verifiedAtOf, writesSince } from "../../projections/budgets.queries.ts";
import { budgetBucket } from "../../projections/budgets.ts";
import { budgetSettings, type BudgetKind, type BudgetWindow } from "../../shared/budgets.ts";

type BudgetContext = { config: Pick<Config, "writeBudgets">; clock: Clock };

/**
 * Refuses with 429 (Retry-After, the error shape) a write of `kind` that the actor's budget has no room for.
 * Call it inside the transaction that appends the write's event: the budgets projection counts that event
 * in the same transaction, and the database's write lock orders concurrent writes, so a burst spread over
 * several server processes meets the budget as a series would. A refused write records nothing.
 * Admins have no budget.
 */
export async function requireBudget(
  ctx: BudgetContext,
  db: Reader,
  actor: Pick<Actor, "id" | "isAdmin">,
  kind: BudgetKind,
): Promise<void> {
  if (actor.isAdmin) return;
  const now = ctx.clock.now().getTime();
  const windows = await budgetOf(ctx, db, actor.id, kind, now);
  const bucket = budgetBucket(kind, actor.id);
  const message = `${budgetSettings[kind].message} Please try again later.`;
  for (const window of windows) {
    const recent = await writesSince(db, bucket, new Date(now - window.windowMs).toISOString(), window.max);
    refuseWhenFull(recent, window, now, message);
  }
}

/** The account's windows for `kind`: the settings', scaled by the multiplier, and by the new-account share in its first hours. */
export async function budgetOf(
  ctx: BudgetContext,
  db: Reader,
  userId: number,
  kind: BudgetKind,
  now: number,
): Promise<BudgetWindow[]> {
  const { windows, multiplier, newAccountShare, newAccountMs } = ctx.config.writeBudgets;
  const verifiedAt = await verifiedAtOf(db, userId);
  const isNew = verifiedAt === undefined || Date.parse(verifiedAt) + newAccountMs > now;
  const share = isNew ? newAccountShare : 1;
  return windows[kind].map((w) => ({ windowMs: w.windowMs, max: Math.max(1, Math.floor(w.max * multiplier * share)) }));
}
