import type { AdminEndpoint, Message } from "./endpoint.ts";

/** An investor as the panel lists them (API.md "Investors"). */
export interface Investor {
  id: number;
  name: string;
  email: string;
  note: string;
  /** The mail went out ("Sent"; else "Hold"). */
  status: boolean;
  /** Marked as reviewed ("Engaged"; else "Looking"). */
  action: boolean;
  /** A mail to them is on its way. */
  mail_pending: boolean;
  /** The id of the admin who added them, and their username. */
  creator: number;
  creator_username: string | null;
  createdAt: string;
}

export interface InvestorStats {
  total: number;
  mailsSent: number;
  engaged: number;
}

/** A filter: `'true'`, `'false'`, or `''` for either. */
export type Flag = "true" | "false" | "";

export const listInvestors: AdminEndpoint<{
  body: { status: Flag; action: Flag };
  answer: { investors: Investor[]; stats: InvestorStats };
}> = {
  method: "POST",
  path: "/api/investor/",
  access: "admin",
};

/** 400 without a valid e-mail; 409 when that e-mail is listed already. */
export const addInvestor: AdminEndpoint<{ body: { name: string; email: string; note: string }; answer: Message }> = {
  method: "POST",
  path: "/api/investor/add",
  access: "admin",
};

/** Mails one investor (not mailed yet, and no mail of theirs on its way: else 409). */
export const mailInvestor: AdminEndpoint<{ body: { email: string; name: string }; answer: Message }> = {
  method: "POST",
  path: "/api/investor/mail",
  access: "admin",
};

/** "Mark as Reviewed". `action` is what the old client sent (the row's status); it is not read. */
export const reviewInvestor: AdminEndpoint<{ body: { email: string; action?: unknown }; answer: Message }> = {
  method: "PUT",
  path: "/api/investor/update",
  access: "admin",
};

export const removeInvestor: AdminEndpoint<{ body: { email: string; action?: unknown }; answer: Message }> = {
  method: "POST",
  path: "/api/investor/remove",
  access: "admin",
};

/** Starts the bulk send (202); 429 with Retry-After within the cooldown. */
export const bulkMailInvestors: AdminEndpoint<{ answer: { queued: number } }> = {
  method: "POST",
  path: "/api/investor/emails",
  access: "admin",
};

/** The latest bulk send's progress, and how long until the next is allowed. */
export interface BulkMailProgress {
  bulk: { id: number; started_at: string; total: number; sent: number; by: number } | null;
  /** Milliseconds until the next bulk send may start; 0 when it may now. */
  wait_ms: number;
}

export const bulkMailProgress: AdminEndpoint<{ answer: BulkMailProgress }> = {
  method: "GET",
  path: "/api/investor/emails",
  access: "admin",
};
