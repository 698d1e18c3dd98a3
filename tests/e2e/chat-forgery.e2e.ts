import { generateKeyPairSync, sign } from "node:crypto";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { expect, test, type Page } from "@playwright/test";
import { signedInPage } from "./helpers.ts";
import { freshAccount } from "./chatting.ts";
import { chatOf, openChat, signedUp } from "./chat-arrange.ts";
import { chatKeyNode, sealMessageNode } from "../chat-crypto-node.ts";

/**
 * Issue 24, item 4: the operator's forgery. A key of the operator's making is put into the other person's
 * key history straight in the database, with a message sealed under it in their name. The browser must
 * not show it as theirs: it opens only under keys signed by a signing key it has shown the person, so the
 * forgery reads "[Decryption Error]" and why. Before issue 24 the browser tried every history key, and
 * the forged message showed as a normal one from the contact, with no warning.
 */
test.setTimeout(120_000);

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });
const forged = "Urgent: please send the money to account 4413 today";

test("a key slipped into the history with a message sealed under it shows a warning, never the message", async ({
  browser,
}) => {
  const [vic, bob] = await Promise.all([
    signedUp(freshAccount("victim", "Vic Victim")),
    signedUp(freshAccount("contact", "Bob Contact")),
  ]);
  const chatId = await chatOf(vic, bob);

  const bobDevice = await signedInPage(browser, bob.account);
  await openChat(bobDevice.page, chatId);
  const vicDevice = await signedInPage(browser, vic.account);
  await openChat(vicDevice.page, chatId);
  await messageBox(bobDevice.page).fill("Hello Vic, this is really Bob");
  await messageBox(bobDevice.page).press("Enter");
  await expect(history(vicDevice.page).getByText("Hello Vic, this is really Bob")).toBeVisible({ timeout: 20_000 });

  // The operator, with the database: a key pair of their own (self-signed, so it even looks like one of
  // the new design's), entered as one of Bob's earlier keys, and a message from "Bob" sealed under it.
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR!, "app.db")}` });
  await db.execute("pragma busy_timeout = 10000");
  const vicKey = String(
    (await db.execute({ sql: "select public_key from chat_keys where user_id = ?", args: [vic.id] })).rows[0]!
      .public_key,
  );
  const ecdh = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const signing = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const spki = (key: import("node:crypto").KeyObject) =>
    key.export({ format: "der", type: "spki" }).toString("base64url");
  const [publicKey, signingKey] = [spki(ecdh.publicKey), spki(signing.publicKey)];
  const statement = Buffer.from(JSON.stringify(["vw-chat-identity:v2", String(bob.id), publicKey, signingKey]));
  const signature = sign("sha256", statement, { key: signing.privateKey, dsaEncoding: "ieee-p1363" }).toString(
    "base64url",
  );
  const columns = (await db.execute("pragma table_info(chat_key_history)")).rows.map((r) => String(r.name));
  const entry: Record<string, string | number> = {
    user_id: bob.id,
    position: 1,
    public_key: publicKey,
    published_at: "2020-01-01T00:00:00.000Z",
  };
  if (columns.includes("signing_key")) Object.assign(entry, { signing_key: signingKey, signature });
  await db.execute({
    sql: `insert into chat_key_history (${Object.keys(entry).join(", ")}) values (${Object.keys(entry)
      .map(() => "?")
      .join(", ")})`,
    args: Object.values(entry),
  });
  const content = sealMessageNode(chatKeyNode(ecdh.privateKey, vicKey, chatId), forged, chatId, bob.id);
  const newest = Number((await db.execute("select max(id) as id from chat_messages")).rows[0]!.id);
  await db.execute({
    sql: "insert into chat_messages (id, chat_id, sender_id, content, is_image, sent_at) values (?, ?, ?, ?, 0, ?)",
    args: [newest + 1000, chatId, bob.id, content, new Date().toISOString()],
  });
  db.close();

  await vicDevice.page.reload();
  await expect(history(vicDevice.page).getByText("Hello Vic, this is really Bob")).toBeVisible({ timeout: 20_000 });
  const bubble = history(vicDevice.page).getByRole("listitem").last();
  await expect(bubble).toContainText("[Decryption Error]");
  await expect(bubble).toContainText("could not verify");
  await expect(history(vicDevice.page).getByText(forged)).toHaveCount(0);

  await Promise.all([vicDevice.close(), bobDevice.close(), vic.api.dispose(), bob.api.dispose()]);
});
