import { expect, test } from "@playwright/test";
import { baseURL, createAccount, hydrated, seriousAxeIssues, signedInPage, type Account } from "./helpers.ts";

/**
 * Settings' "Sessions": a person signed in on a laptop and a phone sees both, ends the phone's from the
 * laptop (typing the password again), and the phone is signed out on its next navigation. The browser's sign-in never shows a script
 * the refresh token: it lives in the httpOnly cookie only.
 */
const nora: Account = {
  name: "Nora Sessions",
  username: "nora_sessions",
  email: "nora@sessions.e2e.example",
  password: "two keys on one ring",
};
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.beforeAll(async () => {
  await createAccount(nora, { mayExist: true });
});

test("a person ends the session of their other device from Settings, and that device is signed out", async ({
  browser,
}) => {
  const phone = await signedInPage(browser, nora, { userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  const laptop = await signedInPage(browser, nora);
  // Nothing a script of the page can read holds the refresh token.
  for (const { page } of [phone, laptop]) {
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.endsWith("vw_session"))!;
    expect(session.httpOnly).toBe(true);
    expect(stored).not.toContain(session.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain(session.value);
  }

  // Any word from the browser about the Permissions-Policy (an unknown feature, a bad value), at any level.
  const policyComplaints: string[] = [];
  laptop.page.on("console", (m) => m.text().includes("Permissions-Policy") && policyComplaints.push(m.text()));
  await laptop.page.goto("/settings#sessions");
  await hydrated(laptop.page);
  const sessions = laptop.page.locator("#sessions");
  const thisOne = sessions.getByRole("listitem").filter({ hasText: "This device" });
  await expect(thisOne).toContainText("Chrome on Windows"); // Playwright's "Desktop Chrome" says Windows
  await expect(thisOne).toContainText("Local network");
  const phoneRow = sessions.getByRole("listitem").filter({ hasText: "Safari on iOS" });
  await expect(phoneRow).toContainText("last used");
  expect(await seriousAxeIssues(laptop.page, (axe) => axe.include("#sessions"))).toEqual([]);

  // The password first: an access token alone (a stolen one) ends nothing.
  await phoneRow.getByRole("button", { name: "End session on Safari on iOS" }).click();
  await expect(sessions.getByRole("alert")).toHaveText("Please enter your password to end sessions.");
  await sessions.getByLabel("Your password").fill("not the password");
  await phoneRow.getByRole("button", { name: "End session on Safari on iOS" }).click();
  await expect(sessions.getByRole("alert")).toHaveText("The current password is not correct.");
  await expect(phoneRow).toBeVisible();
  await sessions.getByLabel("Your password").fill(nora.password);
  await phoneRow.getByRole("button", { name: "End session on Safari on iOS" }).click();
  await expect(phoneRow).toHaveCount(0);
  await expect(thisOne).toBeVisible();

  // The phone's next navigation finds its session over.
  await phone.page.goto("/settings");
  await expect(phone.page).toHaveURL(new RegExp(`^${baseURL}/login`));
  await expect(phone.page.getByLabel("Email or username")).toBeVisible();

  // The laptop goes on, and no page logged an error (an unknown Permissions-Policy feature would).
  await laptop.page.reload();
  await expect(laptop.page.locator("#sessions").getByText("This device")).toBeVisible();
  // (The wrong password's 400 is the browser's own "Failed to load resource" line.)
  const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith("Failed to load resource"));
  expect(unexpected(laptop.errors)).toEqual([]);
  expect(policyComplaints).toEqual([]);
  expect(unexpected(phone.errors)).toEqual([]);

  // A script injected into the page, calling the API as it likes, gets no refresh token: the refresh by
  // cookie answers the access token only, and a sign-in from the page (Sec-Fetch-Site) leaves it out too.
  const injected = await laptop.page.evaluate(async (password) => {
    const post = (path: string, body: object) =>
      fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
        (r) => r.json(),
      );
    return {
      refresh: Object.keys(await post("/api/auth/refresh", {})),
      login: Object.keys(await post("/api/auth/login", { emailOrUsername: "nora_sessions", password })),
    };
  }, nora.password);
  expect(injected).toEqual({ refresh: ["accessToken"], login: ["user", "token"] });
  await phone.close();
  await laptop.close();
});

test("from the phone, 'Sign out all other sessions' ends every other one", async ({ browser }) => {
  const first = await signedInPage(browser, nora);
  const second = await signedInPage(browser, nora);
  const phone = await signedInPage(browser, nora, { userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  await phone.page.goto("/settings#sessions");
  await hydrated(phone.page);
  const sessions = phone.page.locator("#sessions");
  await expect(sessions.getByRole("listitem").filter({ hasText: "This device" })).toContainText("Safari on iOS");
  expect(await seriousAxeIssues(phone.page, (axe) => axe.include("#sessions"))).toEqual([]);
  await sessions.getByLabel("Your password").fill(nora.password);
  await sessions.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(sessions.getByText("You are signed in on this device only.")).toBeVisible();
  for (const other of [first, second]) {
    await other.page.goto("/settings");
    await expect(other.page).toHaveURL(new RegExp(`^${baseURL}/login`));
    await other.close();
  }
  await phone.close();
});
