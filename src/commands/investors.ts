import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { WriteTx } from "../../store/store.ts";
import { AppError } from "../../shared/errors.ts";
import { investorBulkStream, investorStream } from "../../events/investors.ts";
import { ensureStillAdmin } from "./admin.ts";
import {
  investorByEmail,
  investorsToMail,
  latestBulkSend,
  type InvestorRow,
} from "../../projections/investors.queries.ts";
import {
  decideAddInvestor,
  decideBulkMail,
  decideInvestorMail,
  decideRemove,
  decideReview,
} from "./investors.decide.ts";

/**
 * The investor panel's actions. Each reads the admin's standing and the investor inside the write
 * transaction, asks the rules (investors.decide.ts) and records what they return; the mail itself goes out
 * from the `investors` reactor.
 */

export async function addInvestor(
  ctx: AppContext,
  admin: Actor,
  input: { name: string; email: string; note: string },
): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const listed = (await investorByEmail(tx.db, input.email)) !== undefined;
    // A refusal rolls back, with the transaction, the id just given out.
    const investorId = await tx.nextId("investors");
    await tx.append(
      investorStream(investorId),
      0,
      decideAddInvestor({ investorId, ...input, by: admin.id }, { listed }),
    );
  });
}

/** Asks for one investor's mail: only to one not mailed yet, and never while their mail is on its way. */
export async function requestInvestorMail(ctx: AppContext, admin: Actor, email: string): Promise<InvestorRow> {
  return ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const investor = await requireInvestor(tx, email);
    await tx.append(investorStream(investor.id), "any", decideInvestorMail({ by: admin.id }, investor));
    return investor;
  });
}

/** "Mark as Reviewed": once; marking again records nothing. */
export async function reviewInvestor(ctx: AppContext, admin: Actor, email: string): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const investor = await requireInvestor(tx, email);
    const events = decideReview({ by: admin.id }, investor);
    if (events.length > 0) await tx.append(investorStream(investor.id), "any", events);
  });
}

export async function removeInvestor(ctx: AppContext, admin: Actor, email: string): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const investor = await requireInvestor(tx, email);
    await tx.append(investorStream(investor.id), "any", decideRemove({ by: admin.id }, investor));
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
    const state = { latest: await latestBulkSend(tx.db), recipients: await investorsToMail(tx.db) };
    // A refused send rolls back, with the transaction, the id just given out.
    const bulkId = await tx.nextId("investor-bulks");
    const { started, mails } = decideBulkMail({ by: admin.id, bulkId, now: ctx.clock.now() }, state);
    await tx.append(investorBulkStream(bulkId), 0, [started]);
    for (const mail of mails) await tx.append(investorStream(mail.data.investorId), "any", [mail]);
    return { queued: mails.length };
  });
}

async function requireInvestor(tx: WriteTx, email: string): Promise<InvestorRow> {
  const investor = await investorByEmail(tx.db, email);
  if (!investor) throw AppError.notFound("Investor not found");
  return investor;
}
