import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";

/**
 * The chat's key handling in a real browser, where it will run: WebCrypto in Chromium, and IndexedDB
 * keeping the private key as a non-extractable CryptoKey across reloads (Bun has no IndexedDB). The module
 * is built as it will ship and served from a made-up https origin, so nothing here needs the app server.
 */
const origin = "https://chat-keys.test";
const moduleSource = execFileSync(
  "bun",
  ["build", "web/chat/crypto/index.ts", "--target=browser", "--format=esm", "--minify"],
  { encoding: "utf8" },
);
const pageSource = `<!doctype html><title>chat keys</title>
<script type="module">import * as chatCrypto from "/crypto.js"; window.chatCrypto = chatCrypto; document.title = "ready";</script>`;

test.beforeEach(async ({ page }) => {
  await page.route(`${origin}/**`, (route) => {
    const script = new URL(route.request().url()).pathname === "/crypto.js";
    return route.fulfill(
      script ? { contentType: "text/javascript", body: moduleSource } : { contentType: "text/html", body: pageSource },
    );
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
    // Keys made, backed up under a recovery key, and opened again from the backup as a new device does.
    const identity = await c.createIdentity(7);
    const recovery = c.newRecoveryKey();
    const bundle = await c.sealBackup(identity, 7, { kind: "recovery-key", key: recovery });
    const typed = c.formatRecoveryKey(recovery);
    const { wrapKey } = await c.backupKeys({ kind: "recovery-key", key: c.parseRecoveryKey(typed) }, bundle.backup);
    const { privateKey } = await c.openBackup(bundle.backup.wrapped, wrapKey, { userId: 7, ...bundle });
    const store = await c.openKeyStore();
    await store.save(7, privateKey);
    const friend = await c.createIdentity(8);
    const key = await c.chatKey(friend.ecdh.privateKey, bundle.publicKey, 1);
    const envelope = await c.encryptMessage(key, "sealed before the reload", { chatId: 1, senderId: 8 });
    return { friendPublicKey: friend.publicKey, envelope };
  });

  await page.reload();
  await expect(page).toHaveTitle("ready");
  const afterReload = await page.evaluate(async ({ friendPublicKey, envelope }) => {
    const c = (window as any).chatCrypto;
    const privateKey: CryptoKey | null = await (await c.openKeyStore()).load("7");
    if (!privateKey) return null;
    const exported = await crypto.subtle.exportKey("pkcs8", privateKey).then(
      () => "exported",
      (error) => error.name,
    );
    const key = await c.chatKey(privateKey, friendPublicKey, 1);
    return {
      extractable: privateKey.extractable,
      exported,
      text: await c.decryptMessage(key, envelope, { chatId: 1, senderId: 8 }),
    };
  }, made);
  expect(afterReload).toEqual({ extractable: false, exported: "InvalidAccessError", text: "sealed before the reload" });
});

test("a wrong recovery key, a wrong passphrase and a cheap backup fail with their own errors; Argon2id runs in Chromium", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await open(page);
  const outcome = await page.evaluate(async () => {
    const c = (window as any).chatCrypto;
    const identity = await c.createIdentity(7);
    const nameOf = (attempt: Promise<unknown>) =>
      attempt.then(
        () => "opened",
        (error) => error.name,
      );
    const byKey = await c.sealBackup(identity, 7, { kind: "recovery-key", key: c.newRecoveryKey() });
    const other = await c.backupKeys({ kind: "recovery-key", key: c.newRecoveryKey() }, byKey.backup);
    const wrongKey = await nameOf(c.openBackup(byKey.backup.wrapped, other.wrapKey, { userId: 7, ...byKey }));
    const started = performance.now();
    const byPassphrase = await c.sealBackup(identity, 7, {
      kind: "passphrase",
      passphrase: "a chat passphrase of mine",
    });
    const oneGuessMs = performance.now() - started;
    const wrong = await c.backupKeys({ kind: "passphrase", passphrase: "not my passphrase" }, byPassphrase.backup);
    const wrongPassphrase = await nameOf(
      c.openBackup(byPassphrase.backup.wrapped, wrong.wrapKey, { userId: 7, ...byPassphrase }),
    );
    const right = await c.backupKeys(
      { kind: "passphrase", passphrase: "a chat passphrase of mine" },
      byPassphrase.backup,
    );
    const rightPassphrase = await nameOf(
      c.openBackup(byPassphrase.backup.wrapped, right.wrapKey, { userId: 7, ...byPassphrase }),
    );
    const cheap = await nameOf(
      c.backupKeys(
        { kind: "passphrase", passphrase: "x" },
        { ...byPassphrase.backup, argon2: { memoryKiB: 1024, passes: 1, parallelism: 1 } },
      ),
    );
    return { wrongKey, wrongPassphrase, rightPassphrase, cheap, argon2: byPassphrase.backup.argon2, oneGuessMs };
  });
  console.log(`Argon2id (64 MiB, 3 passes) in Chromium: ${Math.round(outcome.oneGuessMs)} ms for one derivation`);
  expect(outcome).toMatchObject({
    wrongKey: "WrongPasswordError",
    wrongPassphrase: "WrongPasswordError",
    rightPassphrase: "opened",
    cheap: "InvalidKeyBundleError",
    argon2: { memoryKiB: 65_536, passes: 3, parallelism: 1 },
  });
});

test("removing an account's key from IndexedDB forgets it", async ({ page }) => {
  await open(page);
  const found = await page.evaluate(async () => {
    const c = (window as any).chatCrypto;
    const store = await c.openKeyStore();
    const { ecdh } = await c.createIdentity(9);
    await store.save(9, ecdh.privateKey);
    const saved = (await store.load(9)) !== null;
    await store.remove(9);
    return { saved, afterRemove: await store.load(9) };
  });
  expect(found).toEqual({ saved: true, afterRemove: null });
});
