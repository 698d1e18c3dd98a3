import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, type TestUser } from "../../tests/accounts.ts";
import { post } from "../../tests/posts.ts";

setDefaultTimeout(60_000);

let t: TestApp;
let ann: TestUser;
beforeAll(async () => {
  t = await testApp();
  ann = await createUser(t, { username: "ann" });
});
afterAll(() => t.close());

test("a path longer than any file name answers 404 like any unknown page, never 500", async () => {
  for (const path of [`/${"a".repeat(5000)}`, `/assets/${"b".repeat(300)}.js`, `/${"c/".repeat(2000)}`]) {
    const response = await t.app.request(path);
    expect(response.status).toBe(404);
  }
});

test("a cross-site page cannot sign the person out (logout CSRF): the cookie stays, the session goes on", async () => {
  const { cookie, refresh } = await loginAs(t, ann);
  const crossSites: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }];
  for (const crossSite of crossSites) {
    const response = await t.json("POST", "/api/auth/logout", {}, { Cookie: cookie!, ...crossSite });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("cross_site");
    expect(response.headers.getSetCookie()).toEqual([]);
  }
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: refresh })).status).toBe(200);
  // From the site itself, the same logout works.
  const own = await loginAs(t, ann);
  const response = await t.json(
    "POST",
    "/api/auth/logout",
    {},
    { Cookie: own.cookie!, Origin: "http://localhost:3000" },
  );
  expect(response.status).toBe(204);
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: own.refresh })).status).toBe(401);
});

test("ids are taken only in canonical decimal: 0x10, ' 1', 1e3, 01, +1 are invalid, not another post", async () => {
  const id = await post(t, ann, "One post");
  expect((await t.json("GET", `/api/contents/item/${id}`, undefined, ann.headers)).status).toBe(200);
  for (const spelling of ["0x1", "%201", "1e0", "01", "+1", "1.0", "9007199254740993"]) {
    const response = await t.json("GET", `/api/contents/item/${spelling}`, undefined, ann.headers);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("invalid_input");
  }
  expect((await t.json("GET", "/api/contents/global?before=0x10", undefined, ann.headers)).status).toBe(400);
});
