import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMailer } from "./index.ts";
import { testApp } from "../../tests/harness.ts";
import { smtpServer } from "../../tests/smtp.ts";

const from = "Virtual Worlds <no-reply@virtualworlds.example>";
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "vw-mail-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The header block of an RFC 5322 message as name → value (unfolded). */
function headersOf(message: string): Map<string, string> {
  const head = message.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return new Map(
    head
      .split(/\r?\n/)
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
}

test("the outbox holds one RFC 5322 .eml file per mail, named by its key so that they sort in the log's order", async () => {
  const dir = tempDir();
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: from, mailOutboxDir: dir });
  cleanups.push(() => mailer.close());
  for (const i of [3, 1, 12, 2, 11, 4, 5, 10, 6, 9, 7, 8]) {
    const key = `${String(i).padStart(12, "0")}-test`;
    await mailer.send({ key, to: `person${i}@example.com`, subject: `Mail ${i}`, text: `Body number ${i}` });
  }

  const names = readdirSync(dir);
  expect(names).toHaveLength(12);
  expect(names.every((name) => name.endsWith("-test.eml"))).toBe(true);
  const inOrder = names.sort().map((name) => headersOf(readFileSync(join(dir, name), "utf8")).get("subject"));
  expect(inOrder).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i + 1}`));
});

test("a mail sent again with the same key stays one file with the same Message-ID", async () => {
  const dir = tempDir();
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: from, mailOutboxDir: dir });
  cleanups.push(() => mailer.close());
  const mail = {
    key: "000000000042-auth",
    to: "zoe@example.com",
    subject: "Your code",
    text: "Your code is 123456.\n",
  };
  await mailer.send(mail);
  const first = headersOf(readFileSync(join(dir, "000000000042-auth.eml"), "utf8")).get("message-id");
  await mailer.send(mail);

  expect(readdirSync(dir)).toEqual(["000000000042-auth.eml"]);
  expect(first).toBe("<000000000042-auth@virtualworlds.example>");
  expect(headersOf(readFileSync(join(dir, "000000000042-auth.eml"), "utf8")).get("message-id")).toBe(first);
});

test("an outbox mail carries the headers of RFC 5322 and its text, with non-ASCII encoded", async () => {
  const dir = tempDir();
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: from, mailOutboxDir: dir });
  cleanups.push(() => mailer.close());
  await mailer.send({
    key: "000000000001-test",
    to: "zoe@example.com",
    replyTo: "ada@example.com",
    subject: "Grüße aus Zürich",
    text: "Your code is 123456.\n",
  });

  const [name] = readdirSync(dir);
  const message = readFileSync(join(dir, name!), "utf8");
  const headers = headersOf(message);
  expect(headers.get("from")).toBe(from);
  expect(headers.get("to")).toBe("zoe@example.com");
  expect(headers.get("reply-to")).toBe("ada@example.com");
  expect(headers.get("subject")).toMatch(/^=\?UTF-8\?[QB]\?.+\?=$/);
  expect(new Date(headers.get("date")!).getTime()).not.toBeNaN();
  expect(headers.get("message-id")).toBe("<000000000001-test@virtualworlds.example>");
  expect(headers.get("mime-version")).toBe("1.0");
  expect(headers.get("content-type")).toStartWith("text/plain; charset=utf-8");
  expect(message).toContain("Your code is 123456.");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII on purpose: the mail must be 7-bit
  expect(message).not.toMatch(/[^\x00-\x7f]/);
});

test("with SMTP_URL, mail goes through the SMTP server with the right envelope, login and body", async () => {
  const smtp = await smtpServer(cleanups);
  const mailer = createMailer({
    smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
    mailFrom: from,
    mailOutboxDir: tempDir(),
  });
  cleanups.push(() => mailer.close());
  await mailer.send({
    key: "000000000007-test",
    to: "zoe@example.com",
    replyTo: "ada@example.com",
    subject: "Welcome",
    text: "Your code is 654321.\n",
    html: "<p>Your code is <b>654321</b>.</p>",
  });

  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail).toMatchObject({ from: "no-reply@virtualworlds.example", to: ["zoe@example.com"], user: "mailer" });
  const headers = headersOf(mail!.message);
  expect(headers.get("subject")).toBe("Welcome");
  expect(headers.get("message-id")).toBe("<000000000007-test@virtualworlds.example>");
  expect(headers.get("reply-to")).toBe("ada@example.com");
  expect(headers.get("content-type")).toStartWith("multipart/alternative");
  expect(mail!.message).toContain("Your code is 654321.");
  expect(mail!.message).toContain("<b>654321</b>");
});

test("a mail the SMTP server refuses fails the send, so the reactor retries it", async () => {
  const smtp = await smtpServer(cleanups, (address) =>
    address.endsWith("@nowhere.example") ? new Error("No such mailbox") : undefined,
  );
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: from, mailOutboxDir: tempDir() });
  cleanups.push(() => mailer.close());

  await expect(
    mailer.send({ key: "000000000008-test", to: "ghost@nowhere.example", subject: "Hello", text: "Hi" }),
  ).rejects.toThrow("No such mailbox");
  expect(smtp.received).toEqual([]);
});

test("the contact form's mail reaches support through SMTP when SMTP_URL is set, and nothing lands in the outbox", async () => {
  const smtp = await smtpServer(cleanups);
  const t = await testApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  cleanups.push(() => t.close());

  const response = await t.json("POST", "/api/contact", {
    name: "Ada",
    email: "ada@example.com",
    message: "Hello over SMTP",
  });
  expect(response.status).toBe(200);
  // Read once the reactors have sent what is due.
  expect(await t.outbox()).toEqual([]);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toMatchObject({ to: [t.config.supportEmail] });
  expect(smtp.received[0]!.message).toContain("Hello over SMTP");
});
