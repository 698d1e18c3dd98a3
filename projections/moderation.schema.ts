import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Every moderation action, with whether it was taken back and the one appeal made against it. */
export const moderationActions = sqliteTable(
  "moderation_actions",
  {
    id: integer("id").primaryKey(),
    position: integer("position").notNull(),
    adminId: integer("admin_id").notNull(),
    accountId: integer("account_id").notNull(),
    kind: text("kind").notNull(),
    targetKind: text("target_kind"),
    targetId: integer("target_id"),
    message: text("message").notNull(),
    days: integer("days"),
    until: text("until"),
    at: text("at").notNull(),
    revokedAt: text("revoked_at"),
    revokedBy: integer("revoked_by"),
    revokeCause: text("revoke_cause"),
    appealText: text("appeal_text"),
    appealedAt: text("appealed_at"),
    /** null: never appealed; `pending` until a moderator decides; then `granted` or `refused`. */
    appealState: text("appeal_state", { enum: ["pending", "granted", "refused"] }),
    appealDecidedBy: integer("appeal_decided_by"),
    appealDecidedAt: text("appeal_decided_at"),
  },
  (t) => [
    // The account's history of actions, newest first.
    index("moderation_actions_account").on(t.accountId, t.id),
    // The transparency figures: actions over a period.
    index("moderation_actions_at").on(t.at),
    // Appeals back in the queue, oldest first.
    index("moderation_actions_appeals").on(t.appealState, t.id).where(sql`appeal_state is not null`),
  ],
);

/**
 * Each account's standing as moderation left it: suspended until when (read at sign-in against the clock, so
 * a timed suspension lifts by itself) and limited. Only accounts a moderator acted on have a row.
 */
export const moderationAccounts = sqliteTable("moderation_accounts", {
  userId: integer("user_id").primaryKey(),
  suspendedUntil: text("suspended_until"),
  /** The action behind the suspension: what the person is told at sign-in, and what they may appeal. */
  suspensionActionId: integer("suspension_action_id"),
  limitActionId: integer("limit_action_id"),
});

/**
 * The audit of every admin action, across the admin area: moderation actions and appeals decided, and the
 * account edits from the admin panel (the account events with `by`). Keyed by the event's position.
 */
export const moderationAudit = sqliteTable(
  "moderation_audit",
  {
    position: integer("position").primaryKey(),
    adminId: integer("admin_id").notNull(),
    accountId: integer("account_id").notNull(),
    /** `suspend`, `revoke:limit`, `appeal:granted`, `UserBlocked`… */
    action: text("action").notNull(),
    /** JSON: what the action named (its target, days, the reports it closed). */
    detail: text("detail"),
    at: text("at").notNull(),
  },
  (t) => [
    index("moderation_audit_admin").on(t.adminId, t.position),
    index("moderation_audit_action").on(t.action, t.position),
    index("moderation_audit_account").on(t.accountId, t.position),
  ],
);
