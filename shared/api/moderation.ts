import type { AdminEndpoint, Message, PublicEndpoint } from "./endpoint.ts";
import type { ModerationActionKind, ReportReason, ReportTargetKind } from "../moderation.ts";

export interface AccountRef {
  id: number;
  username: string | null;
  name?: string | null;
}

/** One reported target in the queue, with its reports' counts. */
export interface QueueItem {
  target: { kind: ReportTargetKind; id: number };
  account: AccountRef;
  status: "open" | "resolved";
  /** The newest report on it: open it with `reportDetail`; the page key. */
  latest_report_id: number;
  latest_at: string | null;
  open_reports: number;
  /** Different people among the open reports. */
  open_reporters: number;
  total_reports: number;
  reasons: ReportReason[];
  /** Hidden pending review (reported by 3 or more people). */
  hidden: boolean;
}

export const reportQueue: AdminEndpoint<{
  query: { status?: "open" | "resolved"; before?: number; limit?: number };
  answer: { data: QueueItem[]; next: number | null };
}> = {
  method: "GET",
  path: "/api/moderation/reports",
  access: "admin",
};

/** One report: the reporter's note and the evidence as the log held it when it was made (JSON as frozen). */
export interface ReportView {
  id: number;
  reporter: AccountRef;
  reason: ReportReason;
  note: string;
  evidence: Record<string, unknown> | null;
  filed_at: string;
  resolved_by: number | null;
  resolved_at: string | null;
}

/** An action as the queue and the audit show it. */
export interface ActionView {
  id: number;
  kind: ModerationActionKind;
  admin_id: number;
  account_id: number;
  target: { kind: ReportTargetKind; id: number } | null;
  message: string;
  days: number | null;
  until: string | null;
  at: string;
  revoked_at: string | null;
  revoke_cause: "undo" | "appeal" | null;
  appeal: { text: string; at: string; state: "pending" | "granted" | "refused" } | null;
}

/** Everything a moderator needs to decide on one reported target. */
export interface ReportDetail {
  target: { kind: ReportTargetKind; id: number };
  account: AccountRef & { suspended_until: string | null; limited: boolean };
  /** Every report on this target, oldest first, each with its frozen evidence. */
  reports: ReportView[];
  /** A post's edits recorded in the log since the first report, oldest first (the evidence does not change). */
  edits_since: { at: string; context: string; sharing: number }[];
  /** A post as it stands now: held (1 pending review, 2 removed), sensitive; null for other targets or when gone. */
  current: { held: number; sensitive: boolean; deleted: boolean } | null;
  /** The account's history: the newest reports against it and what moderators did. */
  history: {
    reports: {
      id: number;
      reason: ReportReason;
      target: { kind: ReportTargetKind; id: number };
      filed_at: string;
      resolved: boolean;
    }[];
    actions: ActionView[];
  };
}

export const reportDetail: AdminEndpoint<{ params: { id: number }; answer: ReportDetail }> = {
  method: "GET",
  path: "/api/moderation/reports/:id",
  access: "admin",
};

export interface ActionInput {
  kind: ModerationActionKind;
  /** Why, in words the person reads (mail, sign-in, appeal page). 1 to 2,000 characters. */
  message: string;
  /** `suspend` only: 1 to 365. */
  days?: number;
}

/** Acts on the report's target and resolves its open reports; 201 with the action's id. */
export const takeAction: AdminEndpoint<{
  params: { id: number };
  body: ActionInput;
  answer: { id: number; message: string };
}> = {
  method: "POST",
  path: "/api/moderation/reports/:id/actions",
  access: "admin",
};

/** Takes an action back (undo; lifts a suspension early). 400 for a warning or a dismissal, 409 if already. */
export const revokeAction: AdminEndpoint<{ params: { id: number }; answer: Message }> = {
  method: "POST",
  path: "/api/moderation/actions/:id/revoke",
  access: "admin",
};

export interface AppealItem {
  action: ActionView;
  account: AccountRef;
}

export const appealQueue: AdminEndpoint<{
  query: { state?: "pending" | "granted" | "refused"; before?: number; limit?: number };
  answer: { data: AppealItem[]; next: number | null };
}> = {
  method: "GET",
  path: "/api/moderation/appeals",
  access: "admin",
};

/** Grants (the action is taken back) or refuses a pending appeal. */
export const decideAppeal: AdminEndpoint<{ params: { id: number }; body: { granted: boolean }; answer: Message }> = {
  method: "POST",
  path: "/api/moderation/appeals/:id",
  access: "admin",
};

export interface AuditEntry {
  id: number;
  /** `dismiss`, `remove`, `suspend`…, `revoke:<kind>`, `appeal:granted`, `appeal:refused`, or an account event (`UserBlocked`…). */
  action: string;
  admin: AccountRef;
  account: AccountRef;
  detail: Record<string, unknown> | null;
  at: string;
}

export const auditLog: AdminEndpoint<{
  query: { admin?: number; action?: string; account?: number; before?: number; limit?: number };
  answer: { data: AuditEntry[]; next: number | null };
}> = {
  method: "GET",
  path: "/api/moderation/audit",
  access: "admin",
};

/** What the appeal page shows: the decision, why, and the appeal if made. */
export interface AppealPage {
  action: {
    kind: ModerationActionKind;
    /** What was reported and acted on (a removed post or reply), null for an action on the account alone. */
    target: { kind: ReportTargetKind; id: number } | null;
    message: string;
    at: string;
    until: string | null;
    revoked: boolean;
  };
  appeal: { text: string; at: string; state: "pending" | "granted" | "refused" } | null;
}

/** The token from the sign-in refusal or the action's e-mail stands for the person: no session needed. */
export const appealPage: PublicEndpoint<{ query: { token: string }; answer: AppealPage }> = {
  method: "GET",
  path: "/api/appeal",
  access: "public",
  anonymous: true,
};

export const submitAppeal: PublicEndpoint<{ body: { token: string; text: string }; answer: Message }> = {
  method: "POST",
  path: "/api/appeal",
  access: "public",
  anonymous: true,
};

/** Transparency figures over a period (issue 27 item 8): received and handled, median time to handle. */
export interface Figures {
  /** The first day counted and the last, `YYYY-MM-DD` (UTC). */
  from: string;
  to: string;
  received: number;
  handled: number;
  /** Median hours from a report to its handling, among those handled in the period; null when none. */
  median_hours: number | null;
  by_reason: { reason: ReportReason; received: number; handled: number; median_hours: number | null }[];
  by_action: { action: ModerationActionKind; count: number }[];
}

export const figures: AdminEndpoint<{ query: { from: string; to: string }; answer: Figures }> = {
  method: "GET",
  path: "/api/moderation/figures",
  access: "admin",
};
