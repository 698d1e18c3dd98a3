import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { userStream } from "./users.ts";
import { REPORT_REASONS, REPORT_TARGET_KINDS } from "../shared/moderation.ts";

const id = z.number().int().positive();

/** What a report names: a post, a profile (the account's id), a zone or a chat, by its id. */
export const ReportTarget = z.object({ kind: z.enum(REPORT_TARGET_KINDS), id });

/**
 * A member reported something (stream `report-<id>`). `account`: whose content it is, the account the
 * moderators may act on. The note is the reporter's words, sealed under the reporter's key.
 */
export const ReportFiled = defineEvent(
  "ReportFiled",
  z.object({
    reportId: id,
    reporter: id,
    target: ReportTarget,
    account: id,
    reason: z.enum(REPORT_REASONS),
    note: z.string(),
  }),
);

/**
 * The evidence as the log held it when the report was made, frozen (JSON text: a post's text and media as
 * they stood, a profile's or a zone's details, the chat messages the reporter's browser opened and attached).
 * It is the reported account's content, so it is sealed under that account's key: deleting the account erases
 * it here as everywhere else.
 */
export const ReportEvidenceFrozen = defineEvent(
  "ReportEvidenceFrozen",
  z.object({ reportId: id, account: id, evidence: z.string() }),
);

/**
 * Automatic first aid: enough different people reported this content that it is hidden pending a moderator's
 * review (from everyone but its author and the admins). Recorded on the report that crossed the line.
 */
export const ContentHiddenPendingReview = defineEvent(
  "ContentHiddenPendingReview",
  z.object({ target: ReportTarget, account: id, reporters: z.number().int().positive() }),
);

export const reportsEvents = [ReportFiled, ReportEvidenceFrozen, ContentHiddenPendingReview] as const;

export const reportsPersonal = [
  personal(ReportFiled, (d) => userStream(d.reporter), ["note"]),
  personal(ReportEvidenceFrozen, (d) => userStream(d.account), ["evidence"]),
];

export function reportStream(reportId: number): string {
  return `report-${reportId}`;
}
