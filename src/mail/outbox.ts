import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { messageId, type Mail, type Mailer } from "./mailer.ts";

/**
 * Writes each mail as an RFC 5322 `.eml` file named by its key, so the names sort in the log's order and a
 * mail sent again (a reactor repeating after a crash) replaces its own file instead of adding a second.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  mkdirSync(dir, { recursive: true });
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ key, ...mail }: Mail) {
      if (!/^[\w.-]+$/.test(key)) throw new Error(`a mail key must be safe as a file name: ${key}`);
      const info = await composer.sendMail({ from, ...mail, messageId: messageId(key, from) });
      // Written under a temporary name first, so a reader of the folder never sees half a mail.
      const temporary = join(dir, `.${key}.${process.pid}.tmp`);
      writeFileSync(temporary, info.message as Buffer);
      renameSync(temporary, join(dir, `${key}.eml`));
    },
    close() {
      composer.close();
    },
  };
}
