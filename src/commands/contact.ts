import type { AppContext } from "../context.ts";
import { enforceLimit, limits } from "../auth/limits.ts";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Hands the message to the team's mailbox, then records it. Mail goes first: if it cannot be sent the
 * visitor is told so and may try again, and nothing half-done stays in the log. Anyone may send without an
 * account, so each network address may send only a few an hour.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactMessage, address: string) {
  await enforceLimit(ctx, ctx.db, `contact-address:${address}`, limits.contact);
  await ctx.mailer.send({
    to: ctx.config.supportEmail,
    replyTo: input.email,
    subject: `Contact form: ${input.name}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}\n`,
  });
  await ctx.store.transact(async (tx) => {
    await tx.append("contact", "any", [{ type: "ContactMessageSent", data: input }]);
    await tx.append("auth-requests", "any", [{ type: "AuthRequestCounted", data: { action: "contact", address } }]);
  });
}
