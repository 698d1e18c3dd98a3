import type { EventOf } from "../../events/index.ts";
import { AppError } from "../../shared/errors.ts";
import { bulkMailWaitMs } from "../../shared/investors.ts";

/**
 * The investor panel's rules: what each admin action records on an investor (or on a bulk send), given the
 * investor as the list holds it. `by` is the admin, named in every event.
 */

/** What the rules read of a listed investor. */
export interface InvestorState {
  id: number;
  /** Mailed already. */
  status: boolean;
  /** Marked as reviewed. */
  action: boolean;
  /** A mail asked for and not yet sent. */
  mailPending: boolean;
}

type MailRequested = EventOf<"InvestorMailRequested">;

/** Listing an investor: once per e-mail address. */
export function decideAddInvestor(
  command: { investorId: number; name: string; email: string; note: string; by: number },
  state: { listed: boolean },
): EventOf<"InvestorAdded">[] {
  if (state.listed) throw AppError.conflict("This investor is already listed.", "investor_listed");
  const { investorId, name, email, note, by } = command;
  return [{ type: "InvestorAdded", data: { investorId, name, email, note, by } }];
}

/** One investor's mail: only to one not mailed yet, and never while their mail is on its way. */
export function decideInvestorMail(command: { by: number }, investor: InvestorState): MailRequested[] {
  if (investor.mailPending) throw AppError.conflict("A mail to this investor is on its way.", "mail_in_flight");
  if (investor.status) throw AppError.conflict("This investor has been mailed already.", "mailed_already");
  return [{ type: "InvestorMailRequested", data: { investorId: investor.id, by: command.by } }];
}

/** "Mark as Reviewed": once; marking again records nothing. */
export function decideReview(command: { by: number }, investor: InvestorState): EventOf<"InvestorReviewed">[] {
  if (investor.action) return [];
  return [{ type: "InvestorReviewed", data: { investorId: investor.id, by: command.by } }];
}

export function decideRemove(command: { by: number }, investor: InvestorState): EventOf<"InvestorRemoved">[] {
  return [{ type: "InvestorRemoved", data: { investorId: investor.id, by: command.by } }];
}

/**
 * The bulk send: refused (429, Retry-After) until 5 minutes after the latest one began; otherwise the send's
 * own event and a mail asked for every investor not mailed yet (`recipients`), each naming the send.
 */
export function decideBulkMail(
  command: { by: number; bulkId: number; now: Date },
  state: { latest: { startedAt: string } | undefined; recipients: { id: number }[] },
): { started: EventOf<"InvestorBulkMailStarted">; mails: MailRequested[] } {
  const wait = bulkMailWaitMs(state.latest, command.now);
  if (wait > 0) throw AppError.tooMany(wait / 1000, "Please wait before the next bulk e-mail.");
  const { by, bulkId } = command;
  return {
    started: { type: "InvestorBulkMailStarted", data: { bulkId, total: state.recipients.length, by } },
    mails: state.recipients.map((investor) => ({ type: "InvestorMailRequested", data: { investorId: investor.id, by, bulkId } })),
  };
}
