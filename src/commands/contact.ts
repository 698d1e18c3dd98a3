import type { AppContext } from "../context.ts";
import { countRequest } from "./requests.ts";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Records the message; the contact reactor then mails it to the team's mailbox, retrying while the mail
 * server fails. So "sent" means recorded and queued: nothing the visitor typed is lost to a mail outage.
 * Anyone may send without an account, so each network address may send only a few an hour.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactMessage, address: string) {
  await countRequest(ctx, "contact", address, (tx) => tx.append("contact", "any", [{ type: "ContactMessageSent", data: input }]));
}
