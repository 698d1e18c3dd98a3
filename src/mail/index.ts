import type { Config } from "../config.ts";
import type { Mailer } from "./mailer.ts";
import { outboxMailer } from "./outbox.ts";
import { smtpMailer } from "./smtp.ts";

export type { Mail, Mailer } from "./mailer.ts";

export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "mailOutboxDir">): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(config.mailOutboxDir, config.mailFrom);
}
