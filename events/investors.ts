import { z } from "zod";
import { defineEvent } from "./define.ts";
import { erases, personal } from "./personal.ts";

const investorId = z.number().int().positive();
/** The admin who did it: every investor event is an admin's action. */
const by = z.number().int().positive();

/** An admin added someone to the investor list (stream `investor-<id>`). */
export const InvestorAdded = defineEvent(
  "InvestorAdded",
  z.object({ investorId, name: z.string(), email: z.string(), note: z.string(), by }),
);

/**
 * A mail to the investor is asked for: by an admin for this one investor, or as part of a bulk send
 * (`bulkId`). The `investors` reactor writes it from the template and sends it, then records InvestorMailed.
 */
export const InvestorMailRequested = defineEvent(
  "InvestorMailRequested",
  z.object({ investorId, by, bulkId: z.number().int().positive().optional() }),
);

/** The mailer took the mail: the investor's status becomes true ("Sent"). */
export const InvestorMailed = defineEvent(
  "InvestorMailed",
  z.object({ investorId, bulkId: z.number().int().positive().optional() }),
);

/**
 * A bulk send's mail that was not sent: the investor was removed or mailed on their own meanwhile. The send's
 * total shrinks by one, so its progress still reaches the end.
 */
export const InvestorMailSkipped = defineEvent(
  "InvestorMailSkipped",
  z.object({ investorId, bulkId: z.number().int().positive() }),
);

/** "Mark as Reviewed": the investor engaged (action true). */
export const InvestorReviewed = defineEvent("InvestorReviewed", z.object({ investorId, by }));

export const InvestorRemoved = defineEvent("InvestorRemoved", z.object({ investorId, by }));

/**
 * An admin mailed every investor not yet mailed, `total` of them (stream `investor-bulk-<bulkId>`): each
 * has its InvestorMailRequested in the same transaction. The next bulk send waits 5 minutes from `at`.
 */
export const InvestorBulkMailStarted = defineEvent(
  "InvestorBulkMailStarted",
  z.object({ bulkId: z.number().int().positive(), total: z.number().int().nonnegative(), by }),
);

export const investorsEvents = [
  InvestorAdded,
  InvestorMailRequested,
  InvestorMailed,
  InvestorMailSkipped,
  InvestorReviewed,
  InvestorRemoved,
  InvestorBulkMailStarted,
] as const;

/** An investor is a person too: removing them from the list erases who they were (store/personal.ts). */
export const investorsPersonal = [
  personal(InvestorAdded, (d) => investorStream(d.investorId), ["name", "email", "note"]),
];
export const investorsErasing = [erases(InvestorRemoved, (d) => investorStream(d.investorId))];

export function investorStream(investorId: number): string {
  return `investor-${investorId}`;
}

export function investorBulkStream(bulkId: number): string {
  return `investor-bulk-${bulkId}`;
}
