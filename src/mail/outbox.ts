import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { messageId, type Mail, type Mailer } from "./mailer.ts";
import { PRIVATE_FILE_MODE, privateFolder } from "../files/private.ts";

/**
 * Writes each mail as an RFC 5322 `.eml` file named by its key, so the names sort in the log's order and a
 * mail sent again (a reactor repeating after a crash) replaces its own file instead of adding a second.
 * Mails carry reset links and sign-up codes: the folder and each file are the owner's only.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  privateFolder(dir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ key, ...mail }: Mail) {
      if (!/^[\w.-]+$/.test(key)) throw new Error(`a mail key must be safe as a file name: ${key}`);
      const info = await composer.sendMail({ from, ...mail, messageId: messageId(key, from) });
      // Written under a temporary name first, so a reader of the folder never sees half a mail.
      const temporary = join(dir, `.${key}.${process.pid}.tmp`);
      writeFileSync(temporary, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      renameSync(temporary, join(dir, `${key}.eml`));
    },
    close() {
      composer.close();
    },
  };
}
