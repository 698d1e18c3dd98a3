import type { AppContext } from "../context.ts";
import type { BulkMailProgress, Flag, Investor, InvestorStats } from "../../shared/api/investors.ts";
import { investorById, investorList, investorStats, latestBulkSend } from "../../projections/investors.queries.ts";
import { bulkMailWaitMs } from "../../shared/investors.ts";

const flagOf = (flag: Flag) => (flag === "" ? undefined : flag === "true");

/** POST /api/investor/: the filtered list, newest first, and the figures over every investor. */
export async function investorPanel(
  ctx: AppContext,
  filter: { status: Flag; action: Flag },
): Promise<{ investors: Investor[]; stats: InvestorStats }> {
  const [rows, stats] = await Promise.all([
    investorList(ctx.db, { status: flagOf(filter.status), action: flagOf(filter.action) }),
    investorStats(ctx.db),
  ]);
  return {
    investors: rows.map(({ investor: i, creatorUsername }) => ({
      id: i.id,
      name: i.name,
      email: i.email,
      note: i.note,
      status: i.status,
      action: i.action,
      mail_pending: i.mailPending,
      creator: i.creator,
      creator_username: creatorUsername,
      createdAt: i.createdAt,
    })),
    stats,
  };
}

/** GET /api/investor/emails: the latest bulk send and the time left before the next. */
export async function bulkMailProgress(ctx: AppContext): Promise<BulkMailProgress> {
  const latest = await latestBulkSend(ctx.db);
  return {
    bulk: latest
      ? { id: latest.id, started_at: latest.startedAt, total: latest.total, sent: latest.sent, by: latest.by }
      : null,
    wait_ms: bulkMailWaitMs(latest, ctx.clock.now()),
  };
}

/** Waits (up to `timeoutMs`) for the investor's mail to be handed to the mailer; whether it was. */
export async function investorMailed(ctx: AppContext, investorId: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const investor = await investorById(ctx.db, investorId);
    if (investor?.status) return true;
    if (!investor?.mailPending || Date.now() >= until) return false;
    await Bun.sleep(50);
  }
}
