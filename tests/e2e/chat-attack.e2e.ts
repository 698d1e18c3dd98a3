import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { createDecipheriv, createPrivateKey, pbkdf2Sync, type KeyObject } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { logIn, type Account } from "./helpers.ts";
import { freshAccount } from "./chatting.ts";
import { openChat, signedUp } from "./chat-arrange.ts";
import { chatKeyNode, openBackupNode, openMessageNode } from "../chat-crypto-node.ts";

/**
 * Issue 24, item 8: the attacker who holds a copy of the database (tables and event log) and every sign-in
 * and password-change request body (a log of bodies, a TLS-terminating proxy) tries each password, old and
 * new, as the secret that wraps the chat keys, in every way the product ever derived one, with Node's own
 * crypto. Nothing may open. On the code before issue 24 the password wrapped the key (PBKDF2) and this
 * test read the whole conversation.
 */
test.setTimeout(120_000);

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });

/** Signs `who` in through the form, keeping the body of every sign-in request the browser sends. */
async function signInCapturing(browser: Browser, who: Account, bodies: string[]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/")) bodies.push(request.postData() ?? "");
  });
  await logIn(page, who);
  await expect(page).toHaveURL(/\/$/);
  return { page, close: () => context.close() };
}

type Row = Record<string, unknown>;

/** A copy of the server's database files, opened as the attacker would. */
async function stolenDatabase() {
  const source = join(process.env.E2E_DATA_DIR!, "app.db");
  const folder = mkdtempSync(join(tmpdir(), "stolen-"));
  for (const suffix of ["", "-wal", "-shm"])
    if (existsSync(source + suffix)) copyFileSync(source + suffix, join(folder, `app.db${suffix}`));
  const db = createClient({ url: `file:${join(folder, "app.db")}` });
  const all = async (query: string) => (await db.execute(query)).rows as unknown as Row[];
  const keyRows = await all("select * from chat_keys");
  const keyEvents = (await all("select data from events where type like 'ChatKey%'")).map(
    (r) => JSON.parse(String(r.data)) as Row,
  );
  const messages = await all("select chat_id, sender_id, content from chat_messages where is_image = 0");
  db.close();
  return { keyRows, keyEvents, messages };
}

/** Every way a password could have wrapped a private key here: the first design's PBKDF2, or the password used as the backup secret. */
function tryPassword(candidate: Row, password: string): KeyObject | null {
  const userId = Number(candidate.userId ?? candidate.user_id);
  const publicKey = String(candidate.publicKey ?? candidate.public_key);
  const salt = String(candidate.salt ?? "");
  const oldWrapped = candidate.wrappedPrivateKey ?? candidate.wrapped_private_key;
  if (typeof oldWrapped === "string" && oldWrapped.startsWith("v1.")) {
    const iterations = Number(candidate.iterations);
    const key = pbkdf2Sync(
      Buffer.from(password.normalize("NFC")),
      Buffer.from(salt, "base64url"),
      iterations,
      32,
      "sha256",
    );
    const [, iv, sealed] = oldWrapped.split(".");
    const bytes = Buffer.from(sealed!, "base64url");
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv!, "base64url"));
      decipher.setAAD(Buffer.from(JSON.stringify(["vw-key-bundle:v1", String(userId), publicKey])));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      const pkcs8 = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
      return createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" });
    } catch {
      // not this password
    }
  }
  const wrapped = candidate.wrapped;
  const signingKey = candidate.signingKey ?? candidate.signing_key;
  if (typeof wrapped === "string" && wrapped.startsWith("v1.") && typeof signingKey === "string") {
    const owner = { userId, publicKey, signingKey };
    const secrets = [
      Buffer.from(password.normalize("NFC")),
      pbkdf2Sync(Buffer.from(password), Buffer.from(salt, "base64url"), 600_000, 32, "sha256"),
    ];
    for (const secret of secrets) {
      try {
        return openBackupNode(wrapped, secret, salt, owner).ecdh;
      } catch {
        // not this way
      }
    }
  }
  return null;
}

test("a copy of the database and every sign-in and password-change request body open no chat key and no message", async ({
  browser,
}) => {
  const [ann, bob] = await Promise.all([
    signedUp(freshAccount("victim", "Ann Victim")),
    signedUp(freshAccount("friend", "Bob Friend")),
  ]);
  const created = await ann.api.post("/api/chat/create", { data: { user_1_id: bob.id, user_2_id: ann.id } });
  const chatId = ((await created.json()) as { id: number }).id;
  const bodies: string[] = [];

  const bobPage = await signInCapturing(browser, bob.account, bodies);
  await openChat(bobPage.page, chatId);
  const annPage = await signInCapturing(browser, ann.account, bodies);
  await openChat(annPage.page, chatId);
  const secret = "Meet me at the old mill at nine, bring the ledger";
  await messageBox(annPage.page).fill(secret);
  await messageBox(annPage.page).press("Enter");
  await expect(history(bobPage.page).getByText(secret)).toBeVisible({ timeout: 20_000 });

  // Ann changes her password in Settings: the old one, and the new one, go to the server too.
  await annPage.page.goto("/settings");
  await annPage.page.getByLabel("Current password").fill(ann.account.password);
  await annPage.page.getByLabel("New password", { exact: true }).fill(`${ann.account.password} renewed`);
  await annPage.page.getByLabel("Confirm new password").fill(`${ann.account.password} renewed`);
  await annPage.page.getByRole("button", { name: "Change password" }).click();
  await expect(annPage.page.getByText("Your password has been changed.").first()).toBeVisible({ timeout: 20_000 });

  // The attacker's haul: every password the server received, and the database files.
  const passwords = bodies.flatMap((body) => {
    try {
      const parsed = JSON.parse(body) as { password?: string; currentPassword?: string; newPassword?: string };
      return [parsed.password, parsed.currentPassword, parsed.newPassword].filter(
        (p): p is string => typeof p === "string",
      );
    } catch {
      return [];
    }
  });
  expect(passwords).toEqual(
    expect.arrayContaining([ann.account.password, `${ann.account.password} renewed`, bob.account.password]),
  );
  const stolen = await stolenDatabase();
  const candidates = [...stolen.keyRows, ...stolen.keyEvents].filter((c) =>
    [ann.id, bob.id].includes(Number(c.userId ?? c.user_id)),
  );
  expect(candidates.length).toBeGreaterThan(0);

  const opened: { userId: number; key: KeyObject }[] = [];
  for (const candidate of candidates) {
    for (const password of passwords) {
      const key = tryPassword(candidate, password);
      if (key) opened.push({ userId: Number(candidate.userId ?? candidate.user_id), key });
    }
  }
  const publicKeyOf = (userId: number) => String(stolen.keyRows.find((r) => Number(r.user_id) === userId)?.public_key);
  const read: string[] = [];
  for (const { userId, key } of opened) {
    const other = userId === ann.id ? bob.id : ann.id;
    const chat = chatKeyNode(key, publicKeyOf(other), chatId);
    for (const message of stolen.messages.filter((m) => Number(m.chat_id) === chatId)) {
      try {
        read.push(openMessageNode(chat, String(message.content), chatId, Number(message.sender_id)));
      } catch {
        // not under this key
      }
    }
  }
  expect(read).toEqual([]);
  expect(opened.length).toBe(0);

  await Promise.all([annPage.close(), bobPage.close()]);
  await Promise.all([ann.api.dispose(), bob.api.dispose()]);
});
