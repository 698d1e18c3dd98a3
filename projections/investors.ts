import { eq, sql } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { erasedValue } from "../events/personal.ts";
import { investorStream } from "../events/investors.ts";
import { investorBulkSends, investors } from "./investors.schema.ts";

/** The investor list and the bulk sends' progress. */
export const investorsProjection = projection({
  name: "investors",
  version: 2,
  tables: [investors, investorBulkSends],
  on: [
    "InvestorAdded",
    "InvestorMailRequested",
    "InvestorMailed",
    "InvestorMailSkipped",
    "InvestorReviewed",
    "InvestorRemoved",
    "InvestorBulkMailStarted",
  ],
  async apply(event, tx) {
    const set = (id: number, values: Partial<typeof investors.$inferInsert>) =>
      tx.update(investors).set(values).where(eq(investors.id, id));
    switch (event.type) {
      case "InvestorAdded": {
        const { investorId, by, ...details } = event.data;
        await tx
          .insert(investors)
          .values({
            id: investorId,
            ...details,
            emailKey: details.email.toLowerCase(),
            creator: by,
            createdAt: event.at,
          })
          .onConflictDoNothing();
        return;
      }
      case "InvestorMailRequested":
        await set(event.data.investorId, { mailPending: true });
        return;
      case "InvestorMailed": {
        const { investorId, bulkId } = event.data;
        await set(investorId, { status: true, mailPending: false });
        if (bulkId !== undefined) {
          await tx
            .update(investorBulkSends)
            .set({ sent: sql`${investorBulkSends.sent} + 1` })
            .where(eq(investorBulkSends.id, bulkId));
        }
        return;
      }
      case "InvestorMailSkipped":
        await tx
          .update(investorBulkSends)
          .set({ total: sql`${investorBulkSends.total} - 1` })
          .where(eq(investorBulkSends.id, event.data.bulkId));
        return;
      case "InvestorReviewed":
        await set(event.data.investorId, { action: true });
        return;
      case "InvestorRemoved":
        {
          // Their key is destroyed with this event (store/personal.ts): who they were goes from here too.
          const erased = erasedValue(investorStream(event.data.investorId));
          await set(event.data.investorId, {
            removedAt: event.at,
            mailPending: false,
            name: erased,
            email: erased,
            emailKey: erased,
            note: erased,
          });
        }
        return;
      case "InvestorBulkMailStarted": {
        const { bulkId, by, total } = event.data;
        await tx.insert(investorBulkSends).values({ id: bulkId, by, total, startedAt: event.at }).onConflictDoNothing();
        return;
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
