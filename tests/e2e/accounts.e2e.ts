import { expect, request as apiRequest, test, type Page } from "@playwright/test";
import { e2eAdmin } from "./env.ts";
import {
  alertWith,
  baseURL,
  codeIn,
  createAccount,
  errorsOf,
  hydrated,
  logIn,
  mailsTo,
  mainNav,
  newestMailTo,
  type Account,
} from "./helpers.ts";
import { mailText } from "../mail.ts";

const member: Account = {
  name: "Mia Member",
  username: "mia_member",
  email: "mia@e2e.example",
  password: "a quiet harbour at dawn",
};
const admin = { username: e2eAdmin.username, password: e2eAdmin.password };

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const landingHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Virtual Worlds, Real Connections" });
const notAllowed = (page: Page) => page.getByRole("heading", { level: 1, name: "Not allowed" });

/** Every call the page makes to one API path, so a test can show that none was made. */
function callsTo(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === path) calls.push(r.method());
  });
  return calls;
}

test.beforeAll(async () => {
  await createAccount(member, { mayExist: true });
});

// ---------------------------------------------------------------------------------------------------------
// Sign-up

test("a visitor signs up, enters the mailed code and is logged in at home", async ({ page }) => {
  // Script errors only: the browser also logs each refused call (the wrong code below) as "Failed to load resource".
  const errors = errorsOf(page, { ignoreRefusedLoads: true });
  const newcomer: Account = {
    name: "Nora New",
    username: "nora.new",
    email: "nora@e2e.example",
    password: "violets under snow",
  };
  const registerCalls = callsTo(page, "/api/auth/register");

  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page.getByLabel("Virtual Worlds ID")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");

  await page.getByLabel("Name").fill(newcomer.name);
  await page.getByLabel("Virtual Worlds ID").fill(newcomer.username);
  await page.getByLabel("Email").fill(newcomer.email);
  await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
  await page.getByLabel("Confirm password").fill("something else entirely");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(alertWith(page, "Passwords do not match")).toBeVisible();
  expect(registerCalls).toEqual([]);

  await page.getByLabel("Confirm password").fill(newcomer.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  const code = codeIn(await newestMailTo(newcomer.email));

  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Verification code").fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(alertWith(page, "OTP verification failed: ")).toBeVisible();

  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("OTP Verified Successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(mainNav(page)).toBeVisible();
  await expect(landingHeading(page)).toHaveCount(0);

  // The specification's session keys; the refresh credential stays in an httpOnly cookie, out of script reach.
  expect(await stored(page, "isLoggedIn")).toBe("true");
  expect(await stored(page, "userId")).toMatch(/^\d+$/);
  expect(await stored(page, "userName")).toBe(newcomer.name);
  expect(await stored(page, "userNameId")).toBe(newcomer.username);
  expect(await stored(page, "userEmail")).toBe(newcomer.email);
  expect(await stored(page, "isadmin")).toBe("false");
  expect(await stored(page, "authToken")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await stored(page, "refreshToken")).toBeNull();
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect(errors).toEqual([]);
});

test("a taken username answers with the server's reason", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Someone Else");
  await page.getByLabel("Virtual Worlds ID").fill(member.username);
  await page.getByLabel("Email").fill("someone.else@e2e.example");
  await page.getByLabel("Password", { exact: true }).fill("green fields of home");
  await page.getByLabel("Confirm password").fill("green fields of home");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(alertWith(page, "Registration failed: ")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------
// Login: the three modes

test("sign-in refuses a wrong password with the server's error, then logs in", async ({ page }) => {
  await logIn(page, { username: member.username, password: "not the password" });
  await expect(alertWith(page, "Login failed: Invalid credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
});

test("sign-in accepts the e-mail address too", async ({ page }) => {
  await logIn(page, { username: member.email, password: member.password });
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(mainNav(page)).toBeVisible();
});

test("forgot password: Reset it here, Remembered, then a sent link opens the reset mode", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Reset it here" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Remembered" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

  await page.getByRole("button", { name: "Reset it here" }).click();
  await page.getByLabel("Email or username").fill(member.username);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Password reset link sent to your email!").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();

  // Reset mode: mismatching passwords are refused before any call; the back link returns to sign-in.
  const resetCalls = callsTo(page, "/api/auth/reset");
  await page.getByLabel("Reset token").fill("whatever-the-token-is");
  await page.getByLabel("New password").fill("one new password");
  await page.getByLabel("Confirm password").fill("another new password");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(alertWith(page, "Passwords do not match!")).toBeVisible();
  expect(resetCalls).toEqual([]);

  await page.getByRole("button", { name: "Back to sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
});

test("a mailed reset link opens reset mode with its token, and the new password works", async ({ page }) => {
  const resetter: Account = {
    name: "Rita Reset",
    username: "rita_reset",
    email: "rita@e2e.example",
    password: "old kettle whistles",
  };
  await createAccount(resetter);
  const before = mailsTo(resetter.email).length;
  const api = await apiRequest.newContext({ baseURL });
  expect((await api.post("/api/auth/forgot", { data: { emailOrUsername: resetter.email } })).status()).toBe(200);
  await api.dispose();
  const link = mailText(await newestMailTo(resetter.email, before)).match(/https?:\/\/\S+\/login\?reset=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const token = new URL(link!).searchParams.get("reset")!;

  // A wrong token first: the server's reason is shown.
  await page.goto("/login?reset=not-a-real-token");
  await page.getByLabel("New password").fill("new kettle sings");
  await page.getByLabel("Confirm password").fill("new kettle sings");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(alertWith(page, "Password reset failed: ")).toBeVisible();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByLabel("Reset token")).toHaveValue(token);
  await page.getByLabel("New password").fill("new kettle sings");
  await page.getByLabel("Confirm password").fill("new kettle sings");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password reset successfully!").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Password reset successfully!" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email or username").fill(resetter.username);
  await page.getByLabel("Password").fill(resetter.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(alertWith(page, "Login failed: Invalid credentials")).toBeVisible();
  await page.getByLabel("Password").fill("new kettle sings");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(mainNav(page)).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------
// Guards: the route table, logged out, as a member and as an admin

const zones = [
  "library",
  "desert",
  "supermart",
  "castle",
  "coffee",
  "crocodile",
  "avatar",
  "children-park",
  "explorer",
  "children-party",
  "extra-terrestrial",
  "haunted-factory",
  "mermaid",
  "mutant",
];

/** Shown to visitors as the landing screen in place; to signed-in people as the page itself. */
const landingInPlace = ["/", "/games", "/play/7"];

const signedInOnly = [
  "/videos",
  "/chat",
  "/chat/12",
  "/add",
  "/profile",
  "/user/mia_member",
  "/zones",
  "/create-zones",
  "/favorites",
  "/edit-content/3",
  "/search",
  "/settings",
  ...zones.map((zone) => `/zones/${zone}`),
];

const adminOnly = ["/admin", "/invest", "/user-activity/1"];

test("logged out: landing in place, sign-in redirects with next, admin pages not allowed", async ({ page }) => {
  test.slow(); // one page load per row of the route table
  for (const path of landingInPlace) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expect(landingHeading(page), path).toBeVisible();
    await expect(page, path).toHaveURL(baseURL + path);
    await expect(mainNav(page), path).toHaveCount(0);
  }
  for (const path of signedInOnly) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`${baseURL}/login?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" }), path).toBeVisible();
  }
  for (const path of adminOnly) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(notAllowed(page), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in as an administrator" }), path).toBeVisible();
  }
  for (const path of ["/login", "/signup"]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
});

test("a member: every page opens in the shell, admin pages are not allowed, login and signup go home", async ({
  page,
}) => {
  // One page load per row of the route table, fourteen of them a 3D zone (three.js and its world, drawn
  // in software here): more than test.slow()'s 90 s on a busy machine.
  test.setTimeout(300_000);
  await logIn(page, member);
  await expect(page).toHaveURL(`${baseURL}/`);
  // Let through: the page itself answers (a screen built by a later issue may say 404 for a made-up id).
  for (const path of [...landingInPlace, ...signedInOnly]) {
    const answer = await page.goto(path);
    expect([200, 404], path).toContain(answer?.status());
    await expect(page, path).toHaveURL(baseURL + path);
    if (answer?.status() === 200) await expect(mainNav(page), path).toBeVisible();
    await expect(landingHeading(page), path).toHaveCount(0);
    await expect(notAllowed(page), path).toHaveCount(0);
  }
  for (const path of adminOnly) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(notAllowed(page), path).toBeVisible();
    await expect(mainNav(page), path).toBeVisible();
  }
  for (const path of ["/login", "/signup", "/login?next=%2Fvideos"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(path.includes("next") ? `${baseURL}/videos` : `${baseURL}/`);
  }
});

test("an admin opens the admin pages", async ({ page }) => {
  await logIn(page, admin);
  await expect(page).toHaveURL(`${baseURL}/`);
  for (const path of adminOnly) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expect(mainNav(page), path).toBeVisible();
    await expect(notAllowed(page), path).toHaveCount(0);
  }
});

test("a guarded page sends a visitor to log in and back to it afterwards", async ({ page }) => {
  await page.goto("/zones/library");
  await expect(page).toHaveURL(`${baseURL}/login?next=%2Fzones%2Flibrary`);
  await page.getByLabel("Email or username").fill(member.username);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${baseURL}/zones/library`);
  await expect(mainNav(page)).toBeVisible();
});

test("next never leads off the site", async ({ page }) => {
  await logIn(page, member, "/login?next=%2F%2Fevil.example%2Fphish");
  await expect(page).toHaveURL(`${baseURL}/`);
});

// ---------------------------------------------------------------------------------------------------------
// Navigation, profile menu and logout

test("the profile menu offers Settings to members and Monitor and Investor to admins", async ({ page }) => {
  await logIn(page, member);
  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  await expect(page.getByRole("link", { name: "Monitor" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Investor" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Settings" })).toBeHidden();

  await page.context().clearCookies();
  await logIn(page, admin);
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByRole("link", { name: "Monitor" })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("link", { name: "Investor" })).toHaveAttribute("href", "/invest");
  await expect(page.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await page.getByRole("link", { name: "Monitor" }).click();
  await expect(page).toHaveURL(`${baseURL}/admin`);
  await expect(notAllowed(page)).toHaveCount(0);
});

test("the desktop side bar leads everywhere it names", async ({ page }) => {
  await logIn(page, member);
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Create", exact: true })).toHaveAttribute("href", "/add");
  for (const [name, path] of [
    ["Search", "/search"],
    ["Games", "/games"],
    ["Favourites", "/favorites"],
    ["Videos", "/videos"],
    ["Chat", "/chat"],
    ["Home", "/"],
  ]) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page, name).toHaveURL(baseURL + path);
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
  }
});

test("logout asks first: No and Escape keep the session, Yes ends it", async ({ page }) => {
  await logIn(page, member);
  await page.getByRole("link", { name: "Videos" }).click();
  await expect(page).toHaveURL(`${baseURL}/videos`);
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to log out?" });

  await mainNav(page).getByRole("button", { name: "Logout" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(dialog).toBeHidden();
  await expect(mainNav(page)).toBeVisible();
  expect(await stored(page, "isLoggedIn")).toBe("true");

  await mainNav(page).getByRole("button", { name: "Logout" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await stored(page, "isLoggedIn")).toBe("true");

  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("listitem").getByRole("button", { name: "Logout" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(landingHeading(page)).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  for (const key of ["isLoggedIn", "userId", "isadmin", "userName", "userEmail", "authToken"]) {
    expect(await stored(page, key), key).toBeNull();
  }

  // The server ended the session too: Back and a fresh load both find it gone.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/login?next=%2Fvideos`);
  await page.goto("/videos");
  await expect(page).toHaveURL(`${baseURL}/login?next=%2Fvideos`);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the bottom bar leads to the seven sections and steps aside inside a chat", async ({ page }) => {
    await logIn(page, member);
    await expect(page).toHaveURL(`${baseURL}/`);
    const bottomBar = mainNav(page);
    await expect(bottomBar.getByRole("link")).toHaveText([
      "Home",
      "Zones",
      "Favourites",
      "Games",
      "Videos",
      "Chat",
      "Alerts",
    ]);
    await expect(page.getByRole("banner")).toBeVisible(); // the top bar, on home only
    await expect(page.getByRole("link", { name: "Search" })).toBeVisible();

    await bottomBar.getByRole("link", { name: "Zones" }).click();
    await expect(page).toHaveURL(`${baseURL}/zones`);
    await expect(bottomBar.getByRole("link", { name: "Zones" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner")).toHaveCount(0);

    await bottomBar.getByRole("link", { name: "Chat" }).click();
    await expect(page).toHaveURL(`${baseURL}/chat`);
    await expect(bottomBar.getByRole("link", { name: "Chat" })).toHaveAttribute("aria-current", "page");

    await page.goto("/chat/42");
    await hydrated(page);
    await expect(page).toHaveURL(`${baseURL}/chat/42`);
    await expect(mainNav(page)).toHaveCount(0);

    await page.goto("/games");
    await expect(mainNav(page).getByRole("link", { name: "Games" })).toHaveAttribute("aria-current", "page");
  });
});

// ---------------------------------------------------------------------------------------------------------
// Tokens

test("an access token that ran out is renewed on the way, unnoticed", async ({ page }) => {
  await page.clock.install();
  await logIn(page, member);
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
  const refreshes = callsTo(page, "/api/auth/refresh");

  await page.clock.fastForward("16:00"); // past the access token's 15 minutes
  await mainNav(page).getByRole("link", { name: "Videos" }).click();
  await expect(page).toHaveURL(`${baseURL}/videos`);
  await expect(mainNav(page)).toBeVisible();
  expect(refreshes).toEqual(["POST"]);
  expect(await stored(page, "authToken")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // A garbled token is renewed just the same, and the session goes on.
  await page.evaluate(() => localStorage.setItem("authToken", "garbled.token.value"));
  await mainNav(page).getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(`${baseURL}/favorites`);
  await expect(mainNav(page)).toBeVisible();
  expect(refreshes).toEqual(["POST", "POST"]);
  expect(await stored(page, "authToken")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await stored(page, "isLoggedIn")).toBe("true");
});

test("when the session cannot be renewed, the browser forgets it and goes to log in", async ({ page }) => {
  await logIn(page, member);
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
  await page.context().clearCookies(); // the refresh cookie is gone (expired, revoked elsewhere)
  await page.evaluate(() => localStorage.setItem("authToken", "garbled.token.value"));
  // A request of the page's own (the unread count, the feed's next page) may meet the dead session before the
  // click does, and take the person to log in first: either way must end there.
  await mainNav(page)
    .getByRole("link", { name: "Videos" })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  for (const key of ["isLoggedIn", "userId", "isadmin", "authToken"]) {
    expect(await stored(page, key), key).toBeNull();
  }
});
