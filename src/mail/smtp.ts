import nodemailer from "nodemailer";
import { messageId, type Mail, type Mailer } from "./mailer.ts";

/**
 * Sends through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). A mail sent
 * again after a crash keeps its Message-ID, by which many receiving systems
 * recognise the copy.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ key, ...mail }: Mail) {
      await transport.sendMail({ from, ...mail, messageId: messageId(key, from) });
    },
    close() {
      transport.close();
    },
  };
}
