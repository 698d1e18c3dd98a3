/** A mail as the product writes it. */
export interface Mail {
  /**
   * Its idempotency key (from the event that caused it, see `src/reactors/runner/reactor.ts`): the outbox file's
   * name and the Message-ID. Sending the same key again replaces the same file, so the outbox holds it once.
   */
  key: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** One interface, two ways out: files in the outbox (the default) or SMTP when SMTP_URL is set. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The Message-ID of a mail: its key at the sender's domain, the same on every repeat of the mail. */
export function messageId(key: string, from: string): string {
  const domain = from.match(/@([^>\s]+)>?\s*$/)?.[1] ?? "localhost";
  return `<${key}@${domain}>`;
}
