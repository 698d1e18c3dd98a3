import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs } from "../../tests/accounts.ts";
import { safeNext } from "./safeNext.ts";

setDefaultTimeout(30_000);

/**
 * `next` as it stands in a link (already percent-encoded), each one read by browsers as another site or not a
 * place at all: every one must lead home. The first four are the forms seen in the attack.
 */
const elsewhere = [
  "/%09/attacker.example/x", // a tab, dropped by the browser: //attacker.example/x
  "/%0a/x", // a newline, dropped too; it also made the server answer 500
  "/%0d/attacker.example",
  "/%09%0a%0d/attacker.example",
  "//x",
  "/\\x",
  "/%5Cx",
  "%5C%5Cx",
  "\\\\x",
  "/%5C/x",
  "%20//x", // leading space, trimmed by the browser
  "%00//x",
  "%1F/%2Fx",
  "https:x",
  "https:%2F%2Fx",
  "https://attacker.example/",
  "http://localhost:3000/x", // this very site spelled out is still not a path
  "javascript:alert(1)",
  "%20javascript:alert(1)",
  "data:text/html,x",
  "/%2F%2Fx",
  "%2F%2Fx",
  "/.//x",
  "/..//x",
  "//attacker%E3%80%82example/", // an ideographic full stop is a dot in a host name
  "%E2%80%A8//attacker.example", // a line separator ahead of the slashes
  "%E2%80%A9/x",
  "videos",
  "?x=1",
  "",
];

/** `next` that stays on this site: it is followed, in the parser's own percent-encoded spelling. */
const onSite: [string, string][] = [
  ["/videos?x=1", "/videos?x=1"],
  ["%2Fvideos", "/videos"],
  ["/chat/5%23last", "/chat/5#last"],
  ["/%E2%80%A8", "/%E2%80%A8"], // used to answer 500
  ["/%E2%80%A9", "/%E2%80%A9"],
  ["/%E3%80%82", "/%E3%80%82"], // used to answer 500
  ["/a/%2E%2E/b", "/b"],
  ["/%252F%252Fx", "/%2F%2Fx"], // encoded twice: a path with an encoded slash on this site
];

test("the function alone: only a path on this site, as a browser reads it", () => {
  expect(safeNext(null)).toBe("/");
  for (const next of elsewhere) expect([next, safeNext(decodeURIComponent(next))]).toEqual([next, "/"]);
  for (const [next, path] of onSite) expect([next, safeNext(decodeURIComponent(next))]).toEqual([next, path]);
  // Characters a header cannot carry never come back raw.
  expect(safeNext("/x\u2028y?\u3002#\u0001z")).toBe("/x%E2%80%A8y?%E3%80%82#%01z");
});

describe("signed in, /login and /signup go on to `next` only when it stays on this site", () => {
  let t: TestApp;
  let cookie: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await testApp();
    const keep = (level: string) => (message: string, fields?: Record<string, unknown>) =>
      void lines.push({ level, message, ...fields });
    t.ctx.log = { info: keep("info"), error: keep("error") };
    cookie = (await loginAs(t, await createUser(t))).cookie!;
  });
  afterAll(() => t.close());

  async function goOn(screen: string, next: string) {
    const response = await t.app.request(`${screen}?next=${next}`, { headers: { Cookie: cookie } });
    return { next, status: response.status, location: response.headers.get("location") };
  }

  for (const screen of ["/login", "/signup"]) {
    test(`${screen}: every evil form goes home`, async () => {
      for (const next of elsewhere) expect(await goOn(screen, next)).toEqual({ next, status: 302, location: "/" });
    });

    test(`${screen}: a path on this site is followed, never a 500`, async () => {
      for (const [next, path] of onSite)
        expect(await goOn(screen, next)).toEqual({ next, status: 302, location: path });
    });
  }

  test("an unexpected error in a page is logged as an error, in JSON, with its request's id", async () => {
    t.ctx.beforeApiCall = () => Promise.reject(new TypeError("the kind of fault nobody planned for"));
    try {
      const response = await t.app.request("/videos", { headers: { Cookie: cookie, "X-Request-Id": "fault-1" } });
      expect(response.status).toBe(500);
    } finally {
      t.ctx.beforeApiCall = undefined;
    }
    const errors = lines.filter((line) => line.level === "error" && line.id === "fault-1");
    expect(errors).toHaveLength(1);
    expect(String(errors[0]!.error)).toContain("the kind of fault nobody planned for");
    expect(() => JSON.parse(JSON.stringify(errors[0]))).not.toThrow();
  });
});
