import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Mail, Mailer } from "./mailer.ts";

let sequence = 0;

/** Writes each mail as an RFC 5322 `.eml` file whose name sorts by the time it was written. */
export function outboxMailer(dir: string, from: string): Mailer {
  mkdirSync(dir, { recursive: true });
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail: Mail) {
      const info = await composer.sendMail({ from, ...mail });
      const name = `${Date.now()}-${process.pid}-${String(++sequence).padStart(6, "0")}.eml`;
      // Written under a temporary name first, so a reader of the folder never sees half a mail.
      const temporary = join(dir, `.${name}.tmp`);
      writeFileSync(temporary, info.message as Buffer);
      renameSync(temporary, join(dir, name));
    },
    close() {
      composer.close();
    },
  };
}
