import { expect, request as apiRequest, test, type Browser, type Page } from "@playwright/test";
import { createServer, type Server } from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from "jose";
import { errorsOf } from "./helpers.ts";
import { chatBetween, sendSealed, withChatKey } from "./chatting.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

/**
 * Someone who signs in with Google gets chat keys as everyone does (issue 24): on first chat use, made in
 * the browser, with a recovery key shown once, or a chat passphrase they choose instead; another device
 * needs that passphrase. Google is played offline (NOTES.md
 * "Testing the parts that talk to the outside"): a key pair of the test's, its JWKS on loopback, and in the
 * browser a stand-in for Google's button script that hands back an ID token signed with it. The shared test
 * server has no Google client id (the walkthrough checks there is no Google on it), so this file starts a
 * server of its own that has one.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

const clientId = "chat-e2e.apps.googleusercontent.com";
let signingKey: JoseKey;
let jwks: Server;
let server: OwnServer;
let baseURL = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const pair = await generateKeyPair("RS256");
  signingKey = pair.privateKey;
  const keys = [{ ...(await exportJWK(pair.publicKey)), kid: "e2e-google", alg: "RS256", use: "sig" }];
  jwks = createServer((_, response) =>
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ keys })),
  );
  await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as { port: number }).port}/certs`;
  server = await startOwnServer("google", { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: jwksUrl });
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => jwks?.close(resolve));
});

/** Someone as Google knows them; `sub` is what identifies the account. */
interface GooglePerson {
  sub: string;
  email: string;
  name: string;
}

function googlePerson(name: string): GooglePerson {
  const tag = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1e4)}`;
  return { sub: `e2e-${tag}`, email: `${name.split(" ")[0]!.toLowerCase()}${tag}@gmail.example`, name };
}

/** An ID token as Google's button hands it over. */
async function idTokenFor(person: GooglePerson): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: person.email, email_verified: true, name: person.name })
    .setProtectedHeader({ alg: "RS256", kid: "e2e-google", typ: "JWT" })
    .setSubject(person.sub)
    .setIssuer("https://accounts.google.com")
    .setAudience(clientId)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + 600)
    .sign(signingKey);
}

/**
 * A new device (browser context) on the Google-enabled server, where Google's script is a stand-in: its
 * button hands back a token for `person`, as Google's does once they have chosen their account.
 */
async function deviceWithGoogle(browser: Browser, person: GooglePerson) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const token = await idTokenFor(person);
  const script = `window.google = { accounts: { id: {
    initialize(options) { window.__googleOptions = options; },
    renderButton(parent) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = "Continue with Google";
      button.onclick = () => window.__googleOptions.callback({ credential: ${JSON.stringify(token)} });
      parent.append(button);
    },
  } } };`;
  await context.route("https://accounts.google.com/gsi/client", (route) =>
    route.fulfill({ contentType: "text/javascript", body: script }),
  );
  const page = await context.newPage();
  // A wrong passphrase is refused 403 on purpose: that console line is the browser's own, not the page's error.
  const errors = errorsOf(page, { ignoreRefusedLoads: true });
  return { context, page, errors };
}

async function signInWithGoogle(page: Page) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
}

const saveKey = (page: Page) => page.getByRole("heading", { name: "Save your recovery key" });
const setUpForm = (page: Page) => page.getByRole("form", { name: "Set up chat on this device" });
const history = (page: Page) => page.getByRole("list", { name: "Messages" });

test("signed in with Google, opening the chat makes the keys; she chooses a chat passphrase, and another device needs it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const gia = googlePerson("Gia Google");
  const passphrase = "gia keeps her chats behind this";

  // Gia's first visit to her chats: no password is asked for; her keys are made and she picks a passphrase.
  const laptop = await deviceWithGoogle(browser, gia);
  await signInWithGoogle(laptop.page);
  await laptop.page.goto("/chat");
  await expect(saveKey(laptop.page)).toBeVisible({ timeout: 20_000 });
  await expect(laptop.page.getByLabel(/password/i)).toHaveCount(0);
  await laptop.page.getByText("Use a chat passphrase instead").click();
  await laptop.page.getByLabel("Chat passphrase", { exact: true }).fill(passphrase);
  await laptop.page.getByLabel("Chat passphrase again").fill(passphrase);
  await laptop.page.getByRole("button", { name: "Use this passphrase" }).click();
  await expect(laptop.page.getByText("No existing chats.")).toBeVisible({ timeout: 30_000 });

  // Paul, a Google user too (arranged through the API), writes to her, sealed for the key she just made.
  const anonymous = await apiRequest.newContext({ baseURL });
  const paulGoogle = googlePerson("Paul Google");
  const signedIn = await anonymous.post("/api/auth/oauth/google", { data: { code: await idTokenFor(paulGoogle) } });
  expect(signedIn.status()).toBe(200);
  const { token, user } = (await signedIn.json()) as { token: string; user: { id: number; username: string } };
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const paul = await withChatKey(
    { name: paulGoogle.name, username: user.username, email: paulGoogle.email, password: "" },
    user.id,
    api,
  );
  const giaId = await idOnDevice(laptop.page);
  const giaKey = (await (await api.get(`/api/keys/${giaId}`)).json()) as { publicKey: string };
  const chatId = await chatBetween(paul, { id: giaId });
  await sendSealed(chatId, paul, giaKey, ["Hello Gia, sealed for your key"]);

  await expect(laptop.page.getByRole("link", { name: new RegExp(user.username) })).toContainText(
    "Hello Gia, sealed for your key",
  );

  // A second device: Google signs her in, but her chats open only for the passphrase.
  const phone = await deviceWithGoogle(browser, gia);
  await signInWithGoogle(phone.page);
  await phone.page.goto(`/chat/${chatId}`);
  await expect(setUpForm(phone.page)).toBeVisible();
  await setUpForm(phone.page).getByLabel("Chat passphrase").fill("not the passphrase");
  await setUpForm(phone.page).getByRole("button", { name: "Set up" }).click();
  await expect(setUpForm(phone.page).getByRole("alert")).toHaveText(
    "This recovery key or passphrase does not open your chat keys.",
    { timeout: 30_000 },
  );
  await setUpForm(phone.page).getByLabel("Chat passphrase").fill(passphrase);
  await setUpForm(phone.page).getByRole("button", { name: "Set up" }).click();
  await expect(history(phone.page).getByText("Hello Gia, sealed for your key")).toBeVisible({ timeout: 30_000 });
  await expect(history(phone.page).getByText("[Decryption Error]")).toHaveCount(0);

  // And it stays set up there: a reload reads the history without asking again.
  await phone.page.reload();
  await expect(history(phone.page).getByText("Hello Gia, sealed for your key")).toBeVisible();
  await expect(setUpForm(phone.page)).toHaveCount(0);

  expect([...laptop.errors, ...phone.errors]).toEqual([]);
  await Promise.all([laptop.context.close(), phone.context.close(), anonymous.dispose(), api.dispose()]);
});

/** The signed-in person's id, as the page keeps it (section 7's userId). */
async function idOnDevice(page: Page): Promise<number> {
  const id = Number(await page.evaluate(() => localStorage.getItem("userId")));
  expect(id).toBeGreaterThan(0);
  return id;
}
