import { defineReactor } from "./runner/reactor.ts";
import { investorStream } from "../../events/investors.ts";
import { investorById } from "../../projections/investors.queries.ts";
import { investorMail } from "./investors.mails.ts";

/**
 * Sends each investor mail an admin asked for, one at a time in the log's order (a bulk send's too, so it
 * runs in the background and goes on after a restart from the checkpoint), and records InvestorMailed with
 * the checkpoint: the status turns true and a bulk send's progress moves once per mail. A repeat after a
 * crash reuses the mail's key (the outbox file, the Message-ID). An investor removed or mailed meanwhile gets nothing, and a bulk send counts it out of its total.
 */
export const investorsReactor = defineReactor({
  name: "investors",
  version: 1,
  on: ["InvestorMailRequested"],
  async react({ data }, { db, config, mailer, key }) {
    const investor = await investorById(db, data.investorId);
    if (!investor || investor.removedAt !== null || investor.status) {
      const { bulkId } = data;
      if (bulkId === undefined) return;
      return async (tx) => {
        await tx.append(investorStream(data.investorId), "any", [
          { type: "InvestorMailSkipped", data: { investorId: data.investorId, bulkId } },
        ]);
      };
    }
    await mailer.send({ key, to: investor.email, ...investorMail(investor.name, config.publicUrl) });
    return async (tx) => {
      await tx.append(investorStream(investor.id), "any", [
        { type: "InvestorMailed", data: { investorId: investor.id, bulkId: data.bulkId } },
      ]);
    };
  },
});
