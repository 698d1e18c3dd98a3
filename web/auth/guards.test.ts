import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs } from "../../tests/accounts.ts";

setDefaultTimeout(30_000);

/** The signed-in navigation's side bar: on a page, it means the page was rendered for a signed-in person. */
const signedInShell = 'class="side-bar"';

/** The route table's guards as server rendering applies them (the browser runs the same middleware). */
describe("guards in server rendering", () => {
  let t: TestApp;
  let member: string;
  let admin: string;

  beforeAll(async () => {
    t = await testApp();
    member = (await loginAs(t, await createUser(t))).cookie!;
    admin = (await loginAs(t, await createUser(t, { admin: true }))).cookie!;
  });
  afterAll(() => t.close());

  async function page(path: string, cookie?: string) {
    const response = await t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
    return { status: response.status, location: response.headers.get("location"), html: await response.text() };
  }

  test("visitors: landing in place, sign-in pages redirect with next, admin pages 403", async () => {
    for (const path of ["/", "/games", "/play/3"]) {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.html).not.toContain(signedInShell);
    }
    for (const path of ["/videos", "/chat/5", "/zones/mermaid", "/settings?tab=1"]) {
      expect(await page(path)).toMatchObject({ status: 302, location: `/login?next=${encodeURIComponent(path)}` });
    }
    for (const path of ["/admin", "/invest", "/user-activity/1"]) {
      const answer = await page(path);
      expect(answer.status).toBe(403);
      expect(answer.html).toContain("Not allowed");
    }
    expect((await page("/login")).status).toBe(200);
    expect((await page("/signup")).status).toBe(200);
  });

  test("members: pages open, admin pages 403, login and signup go on", async () => {
    for (const path of ["/", "/games", "/videos", "/chat/5", "/zones/mermaid"]) {
      const answer = await page(path, member);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(signedInShell);
    }
    for (const path of ["/admin", "/invest", "/user-activity/1"]) expect((await page(path, member)).status).toBe(403);
    expect(await page("/login", member)).toMatchObject({ status: 302, location: "/" });
    expect(await page("/signup?next=%2Fvideos", member)).toMatchObject({ status: 302, location: "/videos" });
  });

  test("admins: admin pages open", async () => {
    for (const path of ["/admin", "/invest", "/user-activity/1"]) {
      const answer = await page(path, admin);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(signedInShell);
      expect(answer.html).not.toContain("Not allowed");
    }
  });
});
