import { afterAll, beforeAll, expect, test } from "bun:test";
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { securityHeaders } from "./security.ts";
import { testApp, type TestApp } from "../../tests/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Every <script> a browser would run as code: not JSON data blocks. */
function runnableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/json"/.test(tag));
}

// Pages rendered for each request (the public pages cached allow their scripts by hash instead:
// src/cache/http/public-pages.test.ts).
test("pages carry a Content-Security-Policy whose scripts need this answer's nonce, never unsafe-inline", async () => {
  const response = await t.app.request("/login");
  const csp = directives(response.headers.get("content-security-policy") ?? "");
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc.join(" ")).not.toContain("unsafe-inline");
  // JavaScript eval never; WebAssembly compilation only (Argon2id for a chat passphrase, docs "chat keys").
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc.filter((s) => s.includes("eval"))).toEqual(["'wasm-unsafe-eval'"]);
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  expect(nonce).toBeTruthy();
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);

  const scripts = runnableScripts(await response.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("each answer has its own nonce", async () => {
  const nonceOf = async () =>
    (await t.app.request("/login")).headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
  expect(await nonceOf()).not.toBe(await nonceOf());
});

test("pages and API answers forbid sniffing, framing and leaking the full referrer", async () => {
  for (const path of ["/", "/no-such-page", "/api/fetch", "/api/nothing"]) {
    const response = await t.app.request(path);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  }
});

/** The security headers of an answer: every header but the body's own and the request's. */
function securityHeadersOf(response: Response): Map<string, string> {
  const notSecurity = new Set([
    "content-type",
    "content-length",
    "content-encoding",
    "vary",
    "x-request-id",
    "etag",
    "cache-control",
    "date",
  ]);
  return new Map([...response.headers].filter(([name]) => !notSecurity.has(name)));
}

test("API answers carry every security header a page does, with the same values, and a policy that allows nothing", async () => {
  for (const publicUrl of ["http://localhost:3000", "https://worlds.example"]) {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders({ ...t.config, publicUrl }, () => ({ frames: [], images: [] })));
    app.get("*", (c) => c.text("page"));
    const page = securityHeadersOf(await app.request("/about"));
    const api = securityHeadersOf(await app.request("/api/contents/global"));
    expect(api.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    page.delete("content-security-policy");
    api.delete("content-security-policy");
    expect(Object.fromEntries(api)).toEqual(Object.fromEntries(page));
    expect(page.has("strict-transport-security")).toBe(publicUrl.startsWith("https:"));
  }
});
