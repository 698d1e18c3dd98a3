import type { AppContext } from "../context.ts";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Hands the message to the team's mailbox, then records it. Mail goes first: if it cannot be sent the
 * visitor is told so and may try again, and nothing half-done stays in the log.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactMessage) {
  await ctx.mailer.send({
    to: ctx.config.supportEmail,
    replyTo: input.email,
    subject: `Contact form: ${input.name}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}\n`,
  });
  await ctx.store.append("contact", "any", [{ type: "ContactMessageSent", data: input }]);
}
