import { z } from "zod";
import { handler } from "./handler.ts";
import { Email } from "../auth/fields.ts";
import * as api from "../../shared/api/investors.ts";
import {
  addInvestor,
  removeInvestor,
  requestInvestorMail,
  reviewInvestor,
  startBulkMail,
} from "../commands/investors.ts";
import { bulkMailProgress, investorPanel, investorMailed } from "../reads/investors.ts";

const Flag = z.enum(["true", "false", ""]);
const EmailBody = z.object({ email: Email, action: z.unknown().optional() });

/** How long the single mail's answer waits for the mailer to take it before saying it is on its way. */
const MAIL_WAIT_MS = 10_000;

/** The investor panel: the list with its figures, adding, mailing one or all, reviewing and removing. */
export const investorsHandlers = [
  handler(api.listInvestors, { body: z.object({ status: Flag, action: Flag }) }, ({ body }, { ctx }) =>
    investorPanel(ctx, body),
  ),
  handler(
    api.addInvestor,
    { body: z.object({ name: z.string().trim().max(100), email: Email, note: z.string().trim().max(2000) }) },
    async ({ body }, { ctx, actor }) => {
      await addInvestor(ctx, actor, body);
      return { message: "Investor added successfully" };
    },
  ),
  handler(
    api.mailInvestor,
    { body: z.object({ email: Email, name: z.string().max(100) }) },
    async ({ body }, { ctx, actor }) => {
      const investor = await requestInvestorMail(ctx, actor, body.email);
      const sent = await investorMailed(ctx, investor.id, MAIL_WAIT_MS);
      return { message: sent ? "Email sent successfully" : "Email queued" };
    },
  ),
  handler(api.reviewInvestor, { body: EmailBody }, async ({ body }, { ctx, actor }) => {
    await reviewInvestor(ctx, actor, body.email);
    return { message: "Investor status updated" };
  }),
  handler(api.removeInvestor, { body: EmailBody }, async ({ body }, { ctx, actor }) => {
    await removeInvestor(ctx, actor, body.email);
    return { message: "Investor removed successfully" };
  }),
  handler(api.bulkMailInvestors, {}, (_, { ctx, actor }) => startBulkMail(ctx, actor), { status: 202 }),
  handler(api.bulkMailProgress, {}, (_, { ctx }) => bulkMailProgress(ctx)),
];
