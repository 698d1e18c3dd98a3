import { expect, test, type Browser, type Page } from "@playwright/test";
import { createECDH, randomBytes } from "node:crypto";
import { baseURL, createAccount, hydrated, logIn, seriousAxeIssues, type Account } from "./helpers.ts";

/**
 * /settings shows this browser's push registration in the specification's four states, word for word,
 * and moves between them. Chromium's own push service is Google's, out of reach here: `pushManager`'s
 * subscribe and getSubscription are replaced in the page by a subscription with real keys whose endpoint
 * would be a push service's; everything else (the permission, the service worker, the server's VAPID key
 * and its subscribe/unsubscribe endpoints) is real.
 */
test.describe.configure({ mode: "serial" });

const pia: Account = {
  name: "Pia Push",
  username: "pia_push",
  email: "pia@push.e2e.example",
  password: "bells across the valley",
};

test.beforeAll(async () => {
  await createAccount(pia, { mayExist: true });
});

/** What `subscription.toJSON()` gives: a P-256 public key and 16 auth bytes, base64url. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

async function settingsPage(browser: Browser, permission: "default" | "granted" | "denied"): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const keys = browserKeys();
  const endpoint = `https://push.example/send/${randomBytes(8).toString("hex")}`;
  await page.addInitScript(
    ({ endpoint, keys }) => {
      // Kept in localStorage, as a browser keeps its subscription across reloads.
      const stored = () => localStorage.getItem("test-push-subscription") === "yes";
      const subscription = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => (localStorage.removeItem("test-push-subscription"), true),
      };
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem("test-push-subscription", "yes");
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (stored() ? subscription : null) as unknown as PushSubscription;
      };
    },
    { endpoint, keys },
  );
  await logIn(page, pia);
  await expect(page).toHaveURL(`${baseURL}/`);
  if (permission === "granted") await context.grantPermissions(["notifications"], { origin: baseURL });
  if (permission === "denied") {
    // Playwright grants only; Chromium's own protocol sets "denied", for this context (not the default one).
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send("Target.getTargetInfo");
    await cdp.send("Browser.setPermission", {
      permission: { name: "notifications" },
      setting: "denied",
      origin: baseURL,
      browserContextId: targetInfo.browserContextId,
    });
  }
  await page.goto("/settings#notifications");
  await hydrated(page);
  return page;
}

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });
const stateShown = (page: Page) => notifications(page).locator(".push-state strong");

test("undecided: prompt required, with the button that asks", async ({ browser }) => {
  const page = await settingsPage(browser, "default");
  await expect(stateShown(page)).toHaveText("prompt required");
  await expect(notifications(page).getByRole("button", { name: "Allow notifications" })).toBeVisible();
  expect(await seriousAxeIssues(page, (axe) => axe.include("#notifications"))).toEqual([]);
  await page.context().close();
});

test("granted: not registered, then registered with the server (201), then unregistered (204)", async ({ browser }) => {
  const page = await settingsPage(browser, "granted");
  await expect(stateShown(page)).toHaveText("granted but not registered");

  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith("/api/push/subscribe") && r.request().method() === "POST",
  );
  await notifications(page).getByRole("button", { name: "Register this device" }).click();
  expect((await subscribed).status()).toBe(201);
  await expect(stateShown(page)).toHaveText("granted and registered");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL)).toBe(
    `${baseURL}/sw.js`,
  );

  await page.reload();
  await expect(stateShown(page)).toHaveText("granted and registered");
  const unsubscribed = page.waitForResponse(
    (r) => r.url().endsWith("/api/push/subscribe") && r.request().method() === "DELETE",
  );
  await notifications(page).getByRole("button", { name: "Unregister this device" }).click();
  expect((await unsubscribed).status()).toBe(204);
  await expect(stateShown(page)).toHaveText("granted but not registered");
  await page.context().close();
});

test("denied: says so, and how to allow them again", async ({ browser }) => {
  const page = await settingsPage(browser, "denied");
  await expect(stateShown(page)).toHaveText("denied");
  await expect(
    notifications(page).getByText(
      "Notifications are blocked for this site. Allow them in your browser's site settings, then reload this page.",
    ),
  ).toBeVisible();
  // Nothing to press for this device (the choices per kind below it stay, for the page and other devices).
  await expect(notifications(page).locator(".push-settings").getByRole("button")).toHaveCount(0);
  await page.context().close();
});
