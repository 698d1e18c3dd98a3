import { expect, request as apiRequest, type APIRequestContext, type Page } from "@playwright/test";
import { baseURL, createAccount, type Account } from "./helpers.ts";
import {
  chatKey,
  createIdentity,
  encryptMessage,
  formatRecoveryKey,
  newRecoveryKey,
  sealBackup,
} from "../../web/chat/crypto/index.ts";

/**
 * Arranging chats for the browser tests without a browser: the key bundle and every message are made with
 * the product's own crypto module (WebCrypto in Node as in Chromium), so what the server stores is exactly
 * what a browser would have sent, and a browser opens the keys with the recovery key, as a new device does.
 */

/** A made-up account, new for every call, so a repeated test (--repeat-each) never meets the last run's. */
let made = 0;
export function freshAccount(role: string, name: string): Account {
  const tag = `${Date.now().toString(36).slice(-6)}${made++}`;
  return { name, username: `${role}_${tag}`, email: `${role}_${tag}@example.com`, password: `${role} password ${tag}` };
}

export interface Keyed {
  account: Account;
  id: number;
  api: APIRequestContext;
  privateKey: CryptoKey;
  publicKey: string;
  signingKey: string;
  /** As the browser showed it when the keys were made (groups of four): what a new device asks for. */
  recoveryKey: string;
}

/**
 * A verified account with chat keys, backed up under a recovery key as a first chat in a browser makes
 * them: a browser opens them with that recovery key, and messages sealed here open there.
 */
export async function keyedAccount(account: Account): Promise<Keyed> {
  await createAccount(account);
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post("/api/auth/login", {
    data: { emailOrUsername: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  await anonymous.dispose();
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  return withChatKey(account, user.id, api);
}

/** Someone signed in on `api` given chat keys, backed up under a new recovery key. */
export async function withChatKey(account: Account, id: number, api: APIRequestContext): Promise<Keyed> {
  const identity = await createIdentity(id);
  const recovery = newRecoveryKey();
  const bundle = await sealBackup(identity, id, { kind: "recovery-key", key: recovery });
  // The password, when the account has one: replacing keys asks for it (first keys do not).
  const body = account.password ? { ...bundle, password: account.password } : bundle;
  expect((await api.put("/api/keys", { data: body })).status()).toBe(200);
  return {
    account,
    id,
    api,
    privateKey: identity.ecdh.privateKey,
    publicKey: bundle.publicKey,
    signingKey: bundle.signingKey,
    recoveryKey: formatRecoveryKey(recovery),
  };
}

/** Starts the chat of `by` with `other` through the API; its id. */
export async function chatBetween(by: { id: number; api: APIRequestContext }, other: { id: number }): Promise<number> {
  const answer = await by.api.post("/api/chat/create", { data: { user_1_id: other.id, user_2_id: by.id } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

/** Texts sealed by `from` for `to` in the chat and sent in this order (one after another, so ids follow it). */
export async function sendSealed(
  chatId: number,
  from: Keyed,
  to: { publicKey: string },
  texts: string[],
): Promise<void> {
  const key = await chatKey(from.privateKey, to.publicKey, chatId);
  for (const text of texts) {
    const content = await encryptMessage(key, text, { chatId, senderId: from.id });
    const sent = await from.api.post("/api/chat/send-message", {
      data: { content, sender_id: from.id, chat_id: chatId },
    });
    expect(sent.status()).toBe(200);
  }
}

export async function disposeAll(...people: Keyed[]) {
  await Promise.all(people.map((p) => p.api.dispose()));
}

/**
 * First chat use in this browser: the keys are made and the recovery key shown; the person copies it off
 * the screen (returned) and says they have saved it.
 */
export async function saveRecoveryKey(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: "Save your recovery key" })).toBeVisible({ timeout: 20_000 });
  // The screen shows as the keys are being made; the key takes its place once they are.
  const shown = page.getByLabel("Recovery key", { exact: true });
  await expect(shown).toHaveText(/^([A-Z2-7]{4} ){6}[A-Z2-7]{4}$/, { timeout: 20_000 });
  const recoveryKey = (await shown.textContent())!.trim();
  await page.getByLabel("I have saved my recovery key").check();
  await page.getByRole("button", { name: "Continue" }).click();
  return recoveryKey;
}

/** A browser new to this person's chat: the recovery key typed where it asks. */
export async function setUpDevice(page: Page, recoveryKey: string): Promise<void> {
  const form = page.getByRole("form", { name: "Set up chat on this device" });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel("Recovery key", { exact: true }).fill(recoveryKey);
  await form.getByRole("button", { name: "Set up" }).click();
  await expect(form).toHaveCount(0, { timeout: 20_000 });
}
