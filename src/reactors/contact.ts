import { defineReactor } from "./runner/reactor.ts";

/**
 * Hands each contact-form message to the team's mailbox. The form answered "sent" once the message was
 * recorded; a mail that keeps failing is parked where an operator sees it (`bun run cli reactors`).
 */
export const contactReactor = defineReactor({
  name: "contact",
  version: 1,
  on: ["ContactMessageSent"],
  async react({ data }, { config, mailer, key }) {
    await mailer.send({
      key,
      to: config.supportEmail,
      replyTo: data.email,
      subject: `Contact form: ${data.name}`,
      text: `From: ${data.name} <${data.email}>\n\n${data.message}\n`,
    });
  },
});
