import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { WriteTx } from "../../events/store.ts";
import { AppError } from "../../shared/errors.ts";
import { bulkMailWaitMs } from "../../shared/investors.ts";
import { investorBulkStream, investorStream } from "../../events/investors.ts";
import { ensureStillAdmin } from "./admin.ts";
import { investorByEmail, investorsToMail, latestBulkSend, type InvestorRow } from "../../projections/investors.queries.ts";

/**
 * The investor panel's actions. Each reads the admin's standing and the investor inside the write
 * transaction and records an event naming the admin; the mail itself goes out from the `investors` reactor.
 */

export async function addInvestor(ctx: AppContext, admin: Actor, input: { name: string; email: string; note: string }): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    if (await investorByEmail(tx.db, input.email)) throw AppError.conflict("This investor is already listed.", "investor_listed");
    const investorId = await tx.nextId("investors");
    await tx.append(investorStream(investorId), 0, [{ type: "InvestorAdded", data: { investorId, ...input, by: admin.id } }]);
  });
}

/** Asks for one investor's mail: only to one not mailed yet, and never while their mail is on its way. */
export async function requestInvestorMail(ctx: AppContext, admin: Actor, email: string): Promise<InvestorRow> {
  return ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const investor = await requireInvestor(tx, email);
    if (investor.mailPending) throw AppError.conflict("A mail to this investor is on its way.", "mail_in_flight");
    if (investor.status) throw AppError.conflict("This investor has been mailed already.", "mailed_already");
    await tx.append(investorStream(investor.id), "any", [{ type: "InvestorMailRequested", data: { investorId: investor.id, by: admin.id } }]);
    return investor;
  });
}

/** "Mark as Reviewed": once; marking again records nothing. */
export async function reviewInvestor(ctx: AppContext, admin: Actor, email: string): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const investor = await requireInvestor(tx, email);
    if (investor.action) return;
    await tx.append(investorStream(investor.id), "any", [{ type: "InvestorReviewed", data: { investorId: investor.id, by: admin.id } }]);
  });
}

export async function removeInvestor(ctx: AppContext, admin: Actor, email: string): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const investor = await requireInvestor(tx, email);
    await tx.append(investorStream(investor.id), "any", [{ type: "InvestorRemoved", data: { investorId: investor.id, by: admin.id } }]);
  });
}

/**
 * The bulk send: a mail asked for every investor not mailed yet, all in one transaction with the send's
 * own event. The cooldown is read under the database's write lock, so two admins on two server processes
 * cannot both start one: the second is refused (429, Retry-After) until 5 minutes after the first.
 */
export async function startBulkMail(ctx: AppContext, admin: Actor): Promise<{ queued: number }> {
  return ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const wait = bulkMailWaitMs(await latestBulkSend(tx.db), ctx.clock.now());
    if (wait > 0) throw AppError.tooMany(wait / 1000, "Please wait before the next bulk e-mail.");
    const recipients = await investorsToMail(tx.db);
    const bulkId = await tx.nextId("investor-bulks");
    await tx.append(investorBulkStream(bulkId), 0, [{ type: "InvestorBulkMailStarted", data: { bulkId, total: recipients.length, by: admin.id } }]);
    for (const investor of recipients) {
      await tx.append(investorStream(investor.id), "any", [{ type: "InvestorMailRequested", data: { investorId: investor.id, by: admin.id, bulkId } }]);
    }
    return { queued: recipients.length };
  });
}

async function requireInvestor(tx: WriteTx, email: string): Promise<InvestorRow> {
  const investor = await investorByEmail(tx.db, email);
  if (!investor) throw AppError.notFound("Investor not found");
  return investor;
}
