/** A mail as the product writes it. */
export interface Mail {
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
