import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  from: string;
  to: string[];
  user?: string;
  message: string;
}

/**
 * An SMTP server on loopback, at a port the system picks, that keeps what it receives; `onRcpt` may refuse
 * a recipient with an error. It accepts the login mailer/s3cret. Closed by the caller's `cleanups`.
 */
export async function smtpServer(cleanups: (() => unknown)[], onRcpt?: (address: string) => Error | undefined) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret") return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      callback(onRcpt?.(address.address) ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          message: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  return { port, received };
}
