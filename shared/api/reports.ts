import type { UserEndpoint } from "./endpoint.ts";
import type { ReportReason, ReportTargetKind } from "../moderation.ts";

/** A report (issue 27): what it names, why, the reporter's note, and for a chat the messages chosen. */
export interface NewReport {
  target: { kind: ReportTargetKind; id: number };
  reason: ReportReason;
  /** Up to 1,000 characters; may be empty. */
  note: string;
  /**
   * A chat report's messages (1 to 20), each with the text the reporter's browser decrypted: the server cannot
   * read the chat, so moderators read what the reporter attached.
   */
  messages?: { id: number; text: string }[];
}

/** 201 with the report's id; 404 when the reporter cannot see the target; 400 for one's own. */
export const fileReport: UserEndpoint<{ body: NewReport; answer: { id: number; message: string } }> = {
  method: "POST",
  path: "/api/reports",
  access: "user",
};
