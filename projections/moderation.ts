import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import { projection } from "../store/projection.ts";
import { erasedValue } from "../events/personal.ts";
import { userStream } from "../events/users.ts";
import { FOREVER } from "../shared/moderation.ts";
import { moderationAccounts, moderationActions, moderationAudit } from "./moderation.schema.ts";

/** The account events an admin makes from the admin panel (their `by`), which the audit shows beside moderation's. */
const ACCOUNT_EDITS = [
  "UserEdited",
  "UserPromoted",
  "UserDemoted",
  "UserBlocked",
  "UserUnblocked",
  "UserVerified",
  "UserUnverified",
  "UserDeleted",
] as const;

/**
 * Moderation as it stands: every action and its appeal, each account's standing (suspended until, limited),
 * and the audit of every admin action.
 */
export const moderationProjection = projection({
  name: "moderation",
  version: 1,
  tables: [moderationActions, moderationAccounts, moderationAudit],
  on: ["ModerationActionTaken", "ModerationActionRevoked", "AppealSubmitted", "AppealDecided", ...ACCOUNT_EDITS],
  async apply(event, tx) {
    switch (event.type) {
      case "ModerationActionTaken": {
        const { actionId, by, account, kind, target, message, days, until, reportIds } = event.data;
        await tx
          .insert(moderationActions)
          .values({
            id: actionId,
            position: event.position,
            adminId: by,
            accountId: account,
            kind,
            targetKind: target?.kind ?? null,
            targetId: target?.id ?? null,
            message,
            days,
            until,
            at: event.at,
          })
          .onConflictDoNothing();
        if (kind === "suspend" || kind === "suspend_forever")
          await setStanding(tx, account, { suspendedUntil: until ?? FOREVER, suspensionActionId: actionId });
        if (kind === "limit") await setStanding(tx, account, { limitActionId: actionId });
        await audit(tx, event.position, by, account, kind, { target, days, reports: reportIds }, event.at);
        return;
      }
      case "ModerationActionRevoked": {
        const { actionId, by, account, kind, cause } = event.data;
        await tx
          .update(moderationActions)
          .set({ revokedAt: event.at, revokedBy: by, revokeCause: cause })
          .where(eq(moderationActions.id, actionId));
        // Only the standing this very action set is lifted: a later suspension stands.
        await tx
          .update(moderationAccounts)
          .set({ suspendedUntil: null, suspensionActionId: null })
          .where(and(eq(moderationAccounts.userId, account), eq(moderationAccounts.suspensionActionId, actionId)));
        await tx
          .update(moderationAccounts)
          .set({ limitActionId: null })
          .where(and(eq(moderationAccounts.userId, account), eq(moderationAccounts.limitActionId, actionId)));
        await audit(tx, event.position, by, account, `revoke:${kind}`, { action: actionId, cause }, event.at);
        return;
      }
      case "AppealSubmitted":
        await tx
          .update(moderationActions)
          .set({ appealText: event.data.text, appealedAt: event.at, appealState: "pending" })
          .where(eq(moderationActions.id, event.data.actionId));
        return;
      case "AppealDecided": {
        const { actionId, by, account, granted } = event.data;
        await tx
          .update(moderationActions)
          .set({ appealState: granted ? "granted" : "refused", appealDecidedBy: by, appealDecidedAt: event.at })
          .where(eq(moderationActions.id, actionId));
        const action = granted ? "appeal:granted" : "appeal:refused";
        await audit(tx, event.position, by, account, action, { action: actionId }, event.at);
        return;
      }
      case "UserEdited":
      case "UserPromoted":
      case "UserDemoted":
      case "UserBlocked":
      case "UserUnblocked":
      case "UserVerified":
      case "UserUnverified":
      case "UserDeleted": {
        const { userId, by } = event.data;
        if (event.type === "UserDeleted") {
          // The person's appeals were sealed under their key.
          await tx
            .update(moderationActions)
            .set({ appealText: erasedValue(userStream(userId)) })
            .where(and(eq(moderationActions.accountId, userId), sql`${moderationActions.appealText} is not null`));
        }
        // An edit's new name and e-mail are not repeated here: the audit names what was done, not the data.
        if (by !== undefined) await audit(tx, event.position, by, userId, event.type, null, event.at);
        return;
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

async function setStanding(
  tx: Tx,
  userId: number,
  standing: Partial<Omit<typeof moderationAccounts.$inferInsert, "userId">>,
) {
  await tx
    .insert(moderationAccounts)
    .values({ userId, ...standing })
    .onConflictDoUpdate({ target: moderationAccounts.userId, set: standing });
}

async function audit(
  tx: Tx,
  position: number,
  adminId: number,
  accountId: number,
  action: string,
  detail: object | null,
  at: string,
) {
  await tx
    .insert(moderationAudit)
    .values({ position, adminId, accountId, action, detail: detail ? JSON.stringify(detail) : null, at })
    .onConflictDoNothing();
}
