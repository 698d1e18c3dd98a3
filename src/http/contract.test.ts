import { afterAll, beforeAll, expect, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { endpoints } from "../../shared/api/index.ts";
import type { Endpoint } from "../../shared/api/endpoint.ts";

/**
 * The contract (shared/api) and the app agree: every endpoint is mounted with its method and path and
 * admits exactly whom its access names, and the app answers no /api route the contract does not declare.
 */
let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await testApp();
  member = await createUser(t, { username: "member" });
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path}`;

/** The app's own routes under /api, by method and path (middleware, mounted for every method, left out). */
function mountedApiRoutes(): Set<string> {
  return new Set(
    t.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
      .map((route) => key(route.method, route.path)),
  );
}

/** A path of the endpoint with its parameters filled in. */
function pathOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/:id\b/g, "1").replace(/:(\w+)/g, "someone");
}

function request(endpoint: Endpoint, headers: Record<string, string> = {}) {
  const body = endpoint.method === "GET" || endpoint.method === "DELETE" ? undefined : "{}";
  return t.app.request(pathOf(endpoint), {
    method: endpoint.method,
    headers: body ? { "Content-Type": "application/json", ...headers } : headers,
    body,
  });
}

test("the contract declares each endpoint once", () => {
  const declared = endpoints.map((e) => key(e.method, e.path));
  expect(declared.length).toBeGreaterThan(30);
  expect(new Set(declared).size).toBe(declared.length);
});

test("only public endpoints go without the access token (they carry credentials of their own)", () => {
  expect(endpoints.filter((e) => e.anonymous && e.access !== "public").map((e) => e.path)).toEqual([]);
});

test("every endpoint of the contract is mounted at its method and path", () => {
  const mounted = mountedApiRoutes();
  expect(endpoints.filter((e) => !mounted.has(key(e.method, e.path))).map((e) => key(e.method, e.path))).toEqual([]);
});

test("no /api route is mounted outside the contract (a path ending in / also answers without it)", () => {
  const declared = new Set(
    endpoints.flatMap((e) => [key(e.method, e.path), key(e.method, e.path.replace(/(.)\/$/, "$1"))]),
  );
  expect([...mountedApiRoutes()].filter((route) => !declared.has(route))).toEqual([]);
});

test("each endpoint admits whom its access names: 401 for visitors where it needs someone signed in", async () => {
  for (const endpoint of endpoints) {
    const response = await request(endpoint);
    const { code } = (await response.json().catch(() => ({}))) as { code?: string };
    const seen = { endpoint: key(endpoint.method, endpoint.path), status: response.status, code };
    if (endpoint.access === "public") expect(seen).not.toMatchObject({ status: 401, code: "unauthorized" });
    else expect(seen).toMatchObject({ status: 401, code: "unauthorized" });
  }
});

test("admin endpoints refuse a signed-in member with 403; the others let members through", async () => {
  for (const endpoint of endpoints.filter((e) => e.access !== "public")) {
    const response = await request(endpoint, member.headers);
    const seen = { endpoint: key(endpoint.method, endpoint.path), status: response.status };
    if (endpoint.access === "admin") expect(seen).toMatchObject({ status: 403 });
    else expect([401, 403]).not.toContain(seen.status);
  }
});
