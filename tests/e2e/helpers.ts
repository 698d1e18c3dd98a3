import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { e2eOutbox, e2ePort } from "./env.ts";
import { mailText } from "../mail.ts";

/** Shared by the browser tests: accounts made through the API with their mailed code, login, waiting. */
export const baseURL = `http://127.0.0.1:${e2ePort}`;

export interface Account {
  name: string;
  username: string;
  email: string;
  password: string;
}

/** Every mail the server wrote to its outbox for `to`, oldest first, as raw text. */
export function mailsTo(to: string): string[] {
  if (!existsSync(e2eOutbox)) return [];
  return readdirSync(e2eOutbox)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readFileSync(join(e2eOutbox, name), "utf8"))
    .filter((mail) => mail.includes(`To: ${to}`));
}

/** The newest mail to `to` once more than `after` have arrived (waits for it). */
export async function newestMailTo(to: string, after = 0): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const mails = mailsTo(to);
        found = mails.length > after ? mails.at(-1)! : "";
        return found !== "";
      },
      { message: `a mail to ${to}` },
    )
    .toBe(true);
  return found;
}

/** The sign-up code: the only 6-digit number in the mail's text. */
export function codeIn(mail: string): string {
  const codes = mailText(mail).match(/\b\d{6}\b/g) ?? [];
  expect(codes).toHaveLength(1);
  return codes[0]!;
}

/**
 * A verified account, signed up through the API the way the sign-up screen does it (register, then the
 * mailed code). `mayExist`: made again when a failed test restarts the worker and with it `beforeAll`.
 */
export async function createAccount(account: Account, { mayExist = false } = {}) {
  const api = await apiRequest.newContext({ baseURL });
  const sent = mailsTo(account.email).length;
  const registered = await api.post("/api/auth/register", { data: account });
  if (mayExist && registered.status() === 409) return api.dispose();
  expect(registered.status()).toBe(200);
  const otp = codeIn(await newestMailTo(account.email, sent));
  const verified = await api.post("/api/auth/verify", { data: { email: account.email, otp } });
  expect(verified.status()).toBe(200);
  await api.dispose();
}

/** An API client signed in as `who`, for arranging what a test is not about (its Bearer header is set). */
export async function apiAs(who: { username: string; password: string }): Promise<APIRequestContext> {
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post("/api/auth/login", {
    data: { emailOrUsername: who.username, password: who.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** The shell's version element fills in once the page has hydrated. */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-server-version", /.+/);
}

export async function logIn(page: Page, who: { username: string; password: string }, at = "/login") {
  await page.goto(at);
  // The page's code starts once its first screen is drawn: a form sent before then would leave as a plain post.
  await hydrated(page);
  await page.getByLabel("Email or username").fill(who.username);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Every console error and uncaught page error of `page` from now on. `ignoreRefusedLoads`: leave out the
 * browser's own "Failed to load resource" line, for a test that asks for a refusal on purpose.
 */
export function errorsOf(page: Page, { ignoreRefusedLoads = false } = {}): string[] {
  const errors: string[] = [];
  page.on(
    "console",
    (m) =>
      m.type() === "error" &&
      !(ignoreRefusedLoads && m.text().startsWith("Failed to load resource")) &&
      errors.push(m.text()),
  );
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/**
 * Chromium's own note on drawing WebGL without a GPU ("[.WebGL-…]GL Driver Message (OpenGL, Performance,
 * …): GPU stall due to ReadPixels"): its software compositor reads every frame back. Not the page's.
 */
const WEBGL_DRIVER_NOTE = /^\[\.WebGL-[^\]]*\]GL Driver Message/;

/** Every console warning of `page` from now on (deprecations, React's and three.js's warnings). */
export function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && !WEBGL_DRIVER_NOTE.test(m.text()) && warnings.push(m.text()));
  return warnings;
}

/** A browser context of its own (cookies, storage, IndexedDB), signed in as `who` at home, its errors collected. */
export async function signedInPage(
  browser: Browser,
  who: { username: string; password: string },
  options: BrowserContextOptions & { ignoreRefusedLoads?: boolean } = {},
) {
  const { ignoreRefusedLoads, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  const errors = errorsOf(page, { ignoreRefusedLoads });
  await logIn(page, who);
  await expect(page).toHaveURL(`${baseURL}/`);
  return { context, page, errors, close: () => context.close() };
}

/** axe's serious and critical findings on the page, one line each; `narrow` includes or excludes parts. */
export async function seriousAxeIssues(
  page: Page,
  narrow: (axe: AxeBuilder) => AxeBuilder = (axe) => axe,
): Promise<string[]> {
  const { violations } = await narrow(new AxeBuilder({ page })).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** A toast (or any alert) showing `text`. */
export const alertWith = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).first();

/** A real PNG of one colour, made here so a test needs no image files. */
export function pngImage(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
