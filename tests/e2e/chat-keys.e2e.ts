import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";

/**
 * The chat's key handling in a real browser, where it will run: WebCrypto in Chromium, and IndexedDB
 * keeping the private key as a non-extractable CryptoKey across reloads (Bun has no IndexedDB). The module
 * is built as it will ship and served from a made-up https origin, so nothing here needs the app server.
 */
const origin = "https://chat-keys.test";
const moduleSource = execFileSync("bun", ["build", "web/chat/crypto/index.ts", "--target=browser", "--format=esm", "--minify"], { encoding: "utf8" });
const pageSource = `<!doctype html><title>chat keys</title>
<script type="module">import * as chatCrypto from "/crypto.js"; window.chatCrypto = chatCrypto; document.title = "ready";</script>`;

test.beforeEach(async ({ page }) => {
  await page.route(`${origin}/**`, (route) => {
    const script = new URL(route.request().url()).pathname === "/crypto.js";
    return route.fulfill(script ? { contentType: "text/javascript", body: moduleSource } : { contentType: "text/html", body: pageSource });
  });
});

async function open(page: Page) {
  await page.goto(`${origin}/`);
  await expect(page).toHaveTitle("ready");
}

test("the private key survives a reload in IndexedDB, still non-extractable", async ({ page }) => {
  await open(page);
  const made = await page.evaluate(async () => {
    const c = (window as any).chatCrypto;
    const { bundle, privateKey } = await c.createKeyBundle("correct horse battery staple", 7);
    const store = await c.openKeyStore();
    await store.save(7, privateKey);
    const friend = await c.createKeyBundle("another password", 8);
    const key = await c.chatKey(friend.privateKey, bundle.publicKey, 1);
    const envelope = await c.encryptMessage(key, "sealed before the reload", { chatId: 1, senderId: 8 });
    return { friendPublicKey: friend.bundle.publicKey, envelope };
  });

  await page.reload();
  await expect(page).toHaveTitle("ready");
  const afterReload = await page.evaluate(async ({ friendPublicKey, envelope }) => {
    const c = (window as any).chatCrypto;
    const privateKey: CryptoKey | null = await (await c.openKeyStore()).load("7");
    if (!privateKey) return null;
    const exported = await crypto.subtle.exportKey("pkcs8", privateKey).then(() => "exported", (error) => error.name);
    const key = await c.chatKey(privateKey, friendPublicKey, 1);
    return { extractable: privateKey.extractable, exported, text: await c.decryptMessage(key, envelope, { chatId: 1, senderId: 8 }) };
  }, made);
  expect(afterReload).toEqual({ extractable: false, exported: "InvalidAccessError", text: "sealed before the reload" });
});

test("a wrong password and a cheap bundle fail with their own errors in the browser too", async ({ page }) => {
  await open(page);
  const errors = await page.evaluate(async () => {
    const c = (window as any).chatCrypto;
    const { bundle } = await c.createKeyBundle("right", 7);
    const nameOf = (attempt: Promise<unknown>) => attempt.then(() => "unlocked", (error) => error.name);
    return [await nameOf(c.unlockKeyBundle(bundle, "wrong", 7)), await nameOf(c.unlockKeyBundle({ ...bundle, iterations: 100_000 }, "right", 7))];
  });
  expect(errors).toEqual(["WrongPasswordError", "InvalidKeyBundleError"]);
});

test("removing an account's key from IndexedDB forgets it", async ({ page }) => {
  await open(page);
  const found = await page.evaluate(async () => {
    const c = (window as any).chatCrypto;
    const store = await c.openKeyStore();
    const { privateKey } = await c.createKeyBundle("password", 9);
    await store.save(9, privateKey);
    const saved = (await store.load(9)) !== null;
    await store.remove(9);
    return { saved, afterRemove: await store.load(9) };
  });
  expect(found).toEqual({ saved: true, afterRemove: null });
});
