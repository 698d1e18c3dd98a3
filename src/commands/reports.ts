import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Tx } from "../../store/db.ts";
import { reportStream } from "../../events/reports.ts";
import { AppError } from "../../shared/errors.ts";
import type { ReportReason, ReportTargetKind } from "../../shared/moderation.ts";
import { visiblePost } from "../../projections/posts.queries.ts";
import { profileById } from "../../projections/profiles.queries.ts";
import { membershipOf, messageById } from "../../projections/chat.queries.ts";
import { replyById } from "../../projections/replies.queries.ts";
import { openReportersOf, reportTarget, zoneById } from "../../projections/reports.queries.ts";
import { zoneMessageById } from "../../projections/zones-talk.queries.ts";
import { decideReport } from "./reports.decide.ts";
import { requireBudget } from "../budgets/spend.ts";

/** A chat message as the reporter's browser opened it: its id, and the text it read. */
export interface AttachedMessage {
  id: number;
  text: string;
}

export interface NewReport {
  target: { kind: ReportTargetKind; id: number };
  reason: ReportReason;
  note: string;
  /** Chat reports only: the messages the reporter chose, with their decrypted text. */
  messages?: AttachedMessage[];
}

/**
 * A member reports a post, a reply, a profile, a zone or chat messages. The evidence is frozen from what the log holds
 * now, in the report's own events, so an edit or a deletion afterwards changes nothing of what moderators read.
 */
export async function fileReport(ctx: AppContext, reporter: Actor, report: NewReport): Promise<number> {
  return ctx.store.transact(async (tx) => {
    await requireBudget(ctx, tx.db, reporter, "report");
    const { account, evidence } = await freeze(tx.db, reporter, report);
    const { kind, id } = report.target;
    const target = await reportTarget(tx.db, kind, id);
    const reportId = await tx.nextId("reports");
    const events = decideReport(
      { reportId, reporter: reporter.id, target: report.target, reason: report.reason, note: report.note, evidence },
      {
        account,
        openReporters: target?.openReports ? await openReportersOf(tx.db, kind, id) : [],
        hidden: target?.hidden ?? false,
      },
    );
    await tx.append(reportStream(reportId), 0, events);
    return reportId;
  });
}

/** Whose the target is and what it shows now, as the reporter may see it; no account when it is not there. */
async function freeze(
  db: Tx,
  reporter: Actor,
  { target, messages }: NewReport,
): Promise<{ account: number | undefined; evidence: string }> {
  switch (target.kind) {
    case "post": {
      const post = await visiblePost(db, reporter.id, target.id);
      if (!post) return { account: undefined, evidence: "" };
      const { text, sharing, mediaUrl, mediaType, createdAt, editedAt, contentWarning, mediaSensitive } = post;
      const evidence = {
        text,
        sharing,
        media_url: mediaUrl,
        media_type: mediaType,
        created_at: createdAt,
        edited_at: editedAt,
        // The author's warning and mark are part of how the post stood (issue 27 item 5); only when set.
        ...(contentWarning !== null ? { content_warning: contentWarning } : {}),
        ...(mediaSensitive ? { media_sensitive: true } : {}),
      };
      return { account: post.authorId, evidence: JSON.stringify(evidence) };
    }
    case "reply": {
      // A reply the reporter can see: shown in its thread, under a post they may see.
      const reply = await replyById(db, target.id);
      const post = reply?.shown ? await visiblePost(db, reporter.id, reply.postId) : undefined;
      if (!reply || !post) return { account: undefined, evidence: "" };
      const evidence = {
        text: reply.text,
        created_at: reply.createdAt,
        post: { id: post.id, text: post.text, author: post.username },
      };
      return { account: reply.authorId, evidence: JSON.stringify(evidence) };
    }
    case "profile": {
      const profile = await profileById(db, target.id);
      if (!profile) return { account: undefined, evidence: "" };
      const { name, username, picture, organisation } = profile;
      return { account: profile.id, evidence: JSON.stringify({ name, username, picture, organisation }) };
    }
    case "zone": {
      const zone = await zoneById(db, target.id);
      if (!zone) return { account: undefined, evidence: "" };
      const { name, slug, mode, scene } = zone;
      return { account: zone.owner, evidence: JSON.stringify({ name, slug, mode, scene }) };
    }
    case "zone_message": {
      // Not end-to-end encrypted: the server's own record is the evidence, never the reporter's copy, and only
      // someone who heard it may report it.
      const message = await zoneMessageById(db, target.id);
      if (!message?.hearers.includes(reporter.id)) return { account: undefined, evidence: "" };
      const { zone, instance, authorId, text, position, saidAt } = message;
      const where = { zone, ...(instance !== null && { instance }) };
      const evidence = { zone_message: { ...where, author: authorId, text, position, said_at: saidAt } };
      return { account: authorId, evidence: JSON.stringify(evidence) };
    }
    case "chat": {
      const membership = await membershipOf(db, reporter.id, target.id);
      if (!membership) return { account: undefined, evidence: "" };
      if (!messages || messages.length === 0)
        throw AppError.badRequest("Choose the messages to attach.", "report_messages_required");
      const attached = [];
      for (const message of messages) {
        const row = await messageById(db, message.id);
        // Only messages of this chat: the text is the reporter's browser's reading, which the server cannot check.
        if (!row || row.chatId !== target.id)
          throw AppError.badRequest("A message attached is not in this chat.", "report_message_not_in_chat");
        attached.push({
          id: row.id,
          sender: row.senderId,
          sent_at: row.sentAt,
          is_image: row.isImage,
          text: message.text,
        });
      }
      return { account: membership.otherId, evidence: JSON.stringify({ messages: attached }) };
    }
  }
}
