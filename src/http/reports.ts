import { z } from "zod";
import { handler } from "./handler.ts";
import * as reports from "../../shared/api/reports.ts";
import { REPORT_REASONS, REPORT_TARGET_KINDS } from "../../shared/moderation.ts";
import { fileReport } from "../commands/reports.ts";
import { DecimalId } from "./params.ts";

const ReportBody = z.object({
  target: z.object({ kind: z.enum(REPORT_TARGET_KINDS), id: DecimalId }),
  reason: z.enum(REPORT_REASONS),
  note: z.string().max(1000),
  messages: z
    .array(z.object({ id: DecimalId, text: z.string().max(5000) }))
    .min(1)
    .max(20)
    .optional(),
});

/** A member's reports (issue 27 item 2). */
export const reportsHandlers = [
  handler(
    reports.fileReport,
    { body: ReportBody },
    async ({ body }, { ctx, actor }) => {
      const id = await fileReport(ctx, actor, body);
      return { id, message: "Thank you. Moderators will review your report." };
    },
    { status: 201 },
  ),
];
