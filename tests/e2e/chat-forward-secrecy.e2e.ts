import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import type { KeyObject } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { logIn, type Account } from "./helpers.ts";
import { freshAccount, saveRecoveryKey, setUpDevice } from "./chatting.ts";
import { signedUp } from "./chat-arrange.ts";
import {
  backupPrekeysNode,
  chatKeyNode,
  openBackupNode,
  openMessageNode,
  openSessionMessageNode,
  pairSecretNode,
  recoveryKeyBytes,
} from "../chat-crypto-node.ts";

/**
 * Issue 24, item 5: forward secrecy. Two people chat both ways in two browsers; their pages close, and with
 * them the sessions' chain keys. An attacker then holds each person's identity private key (taken here out
 * of their backup with the recovery key, keeping the identity key only) and a copy of the database with its
 * event log, and tries, with Node's own crypto and the documented format, every way the identity key could
 * open a message. Nothing opens. On the code before forward secrecy the identity keys read every message.
 * The same copy with the whole backup (the recovery key's) does read them: that is how a person's new
 * device reads the history, which a third browser then shows.
 */
test.setTimeout(150_000);

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });

async function signedIn(browser: Browser, who: Account) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, who);
  await expect(page).toHaveURL(/\/$/);
  return { page, close: () => context.close() };
}

/** Types and sends, once the conversation is open (the Send button is enabled only then). */
async function send(page: Page, text: string) {
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled({ timeout: 20_000 });
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
}

type Row = Record<string, unknown>;

/** The database files as the attacker copies them: the key rows, and every message in the tables and the log. */
async function stolenDatabase() {
  const source = join(process.env.E2E_DATA_DIR!, "app.db");
  const folder = mkdtempSync(join(tmpdir(), "stolen-"));
  for (const suffix of ["", "-wal", "-shm"])
    if (existsSync(source + suffix)) copyFileSync(source + suffix, join(folder, `app.db${suffix}`));
  const db = createClient({ url: `file:${join(folder, "app.db")}` });
  const all = async (query: string) => (await db.execute(query)).rows as unknown as Row[];
  const keyRows = await all("select * from chat_keys");
  const tableMessages = await all("select chat_id, sender_id, content from chat_messages where is_image = 0");
  const loggedMessages = (await all("select data from events where type = 'ChatMessageSent'")).map((r) => {
    const data = JSON.parse(String(r.data)) as Row;
    return { chat_id: data.chatId ?? data.chat_id, sender_id: data.from, content: data.content };
  });
  db.close();
  return { keyRows, messages: [...tableMessages, ...loggedMessages] };
}

test("a stolen identity key with the database and the log opens no message of a closed session; the backup gives a new device the history", async ({
  browser,
}) => {
  const [ann, bob] = await Promise.all([
    signedUp(freshAccount("fsann", "Ann Secret")),
    signedUp(freshAccount("fsbob", "Bob Secret")),
  ]);
  const created = await ann.api.post("/api/chat/create", { data: { user_1_id: bob.id, user_2_id: ann.id } });
  const chatId = ((await created.json()) as { id: number }).id;

  const bobPage = await signedIn(browser, bob.account);
  await bobPage.page.goto(`/chat/${chatId}`);
  const bobRecovery = await saveRecoveryKey(bobPage.page);
  await expect(messageBox(bobPage.page)).toBeEnabled({ timeout: 20_000 });
  const annPage = await signedIn(browser, ann.account);
  await annPage.page.goto(`/chat/${chatId}`);
  const annRecovery = await saveRecoveryKey(annPage.page);
  await expect(messageBox(annPage.page)).toBeEnabled({ timeout: 20_000 });
  // Bob's open chat hears that Ann has keys now and publishes his session key; Ann's seals for it once there.
  await expect
    .poll(async () => ((await (await ann.api.get(`/api/keys/${bob.id}`)).json()) as Row).prekey ?? null, {
      timeout: 15_000,
    })
    .not.toBeNull()
    .catch(() => undefined);

  const fromAnn = "The vault code is 4417, burn this";
  const fromBob = "Understood, the ledger is under the third stair";
  await send(annPage.page, fromAnn);
  await expect(history(bobPage.page).getByText(fromAnn)).toBeVisible({ timeout: 20_000 });
  await send(bobPage.page, fromBob);
  await expect(history(annPage.page).getByText(fromBob)).toBeVisible({ timeout: 20_000 });
  await expect(history(bobPage.page).getByText(fromBob)).toBeVisible();
  // The pages close: the sessions' chain keys, kept in their memory only, are gone.
  await Promise.all([annPage.close(), bobPage.close()]);

  const stolen = await stolenDatabase();
  const row = (userId: number) => stolen.keyRows.find((r) => Number(r.user_id) === userId)!;
  const backupOf = (userId: number, recovery: string) => {
    const r = row(userId);
    const owner = { userId, publicKey: String(r.public_key), signingKey: String(r.signing_key) };
    return { wrapped: String(r.wrapped), secret: recoveryKeyBytes(recovery), salt: String(r.salt), owner };
  };
  const people = [
    { id: ann.id, other: bob.id, backup: backupOf(ann.id, annRecovery) },
    { id: bob.id, other: ann.id, backup: backupOf(bob.id, bobRecovery) },
  ];
  const inChat = stolen.messages.filter((m) => Number(m.chat_id) === chatId);
  expect(inChat.length).toBe(4); // two messages, each in the table and in the log

  // The attacker's haul: each person's identity private key, nothing else of the backup.
  const identities = people.map((p) => ({
    ...p,
    key: openBackupNode(p.backup.wrapped, p.backup.secret, p.backup.salt, p.backup.owner).ecdh,
  }));
  const readWithIdentities: string[] = [];
  const attempt = (open: () => string) => {
    try {
      readWithIdentities.push(open());
    } catch {
      // not this way
    }
  };
  for (const { id, other, key } of identities) {
    const theirs = String(row(other).public_key);
    const pair = pairSecretNode(key, theirs);
    for (const m of inChat) {
      const content = String(m.content);
      const senderId = Number(m.sender_id);
      // v1: the pair's key from the identity keys.
      attempt(() => openMessageNode(chatKeyNode(key, theirs, chatId), content, chatId, senderId));
      // v2: the identity key wherever a private key is asked for (it is all the attacker has).
      for (const me of [id, other]) {
        attempt(() => openSessionMessageNode(content, { me, chatId, senderId, prekeyPrivate: key, pair }));
      }
    }
  }
  expect(readWithIdentities).toEqual([]);
  expect(inChat.every((m) => String(m.content).startsWith("v2."))).toBe(true);

  // The whole backup (what the recovery key opens: the identity and every session key) reads each message,
  // as the person themself, on a new device.
  const readWithBackup = new Set<string>();
  for (const { id, other, key, backup } of identities) {
    const pair = pairSecretNode(key, String(row(other).public_key));
    const prekeys: KeyObject[] = backupPrekeysNode(backup.wrapped, backup.secret, backup.salt, backup.owner).map(
      (p) => p.privateKey,
    );
    for (const m of inChat)
      for (const prekeyPrivate of prekeys) {
        try {
          const senderId = Number(m.sender_id);
          readWithBackup.add(
            openSessionMessageNode(String(m.content), { me: id, chatId, senderId, prekeyPrivate, pair }),
          );
        } catch {
          // another prekey
        }
      }
  }
  expect([...readWithBackup].sort()).toEqual([fromAnn, fromBob].sort());

  // Ann's new device: set up by her recovery key, it reads the history both ways.
  const annPhone = await signedIn(browser, ann.account);
  await annPhone.page.goto(`/chat/${chatId}`);
  await setUpDevice(annPhone.page, annRecovery);
  await expect(history(annPhone.page).getByText(fromAnn)).toBeVisible({ timeout: 20_000 });
  await expect(history(annPhone.page).getByText(fromBob)).toBeVisible();
  await expect(history(annPhone.page).getByText("[Decryption Error]")).toHaveCount(0);
  // and it writes: Bob, on a new device of his own, reads that too.
  await send(annPhone.page, "Written on my new phone");
  const bobTablet = await signedIn(browser, bob.account);
  await bobTablet.page.goto(`/chat/${chatId}`);
  await setUpDevice(bobTablet.page, bobRecovery);
  await expect(history(bobTablet.page).getByText("Written on my new phone")).toBeVisible({ timeout: 20_000 });
  await expect(history(bobTablet.page).getByText(fromAnn)).toBeVisible();

  await Promise.all([annPhone.close(), bobTablet.close()]);
  await Promise.all([ann.api.dispose(), bob.api.dispose()]);
});
