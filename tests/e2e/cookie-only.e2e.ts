import { expect, test, type Page, type Request } from "@playwright/test";
import { createAccount, errorsOf, hydrated, signedInPage, type Account } from "./helpers.ts";

/**
 * A signed-in page opened by its cookie alone (a new tab of a browser whose storage was cleared, or a
 * tool such as Lighthouse given the cookie) renews its access token before its first call: no call is sent
 * only to be refused with 401, which showed as console errors and cost a round trip.
 */
const ida: Account = {
  name: "Ida Cookie",
  username: "ida_cookie",
  email: "ida@cookie.e2e.example",
  password: "crumbs on the keyboard",
};

/** The page's API calls, the realtime stream left out (it stays open): those under way and those answered. */
function apiCallsOf(page: Page) {
  const pending = new Set<Request>();
  const answered: string[] = [];
  const isCall = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith("/api/") && pathname !== "/api/realtime";
  };
  page.on("request", (request) => isCall(request) && pending.add(request));
  page.on("requestfailed", (request) => pending.delete(request));
  page.on("response", (response) => {
    if (!pending.delete(response.request())) return;
    answered.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { pending, answered };
}

test.beforeAll(async () => {
  await createAccount(ida, { mayExist: true });
});

for (const path of ["/", "/chat", "/settings"]) {
  test(`${path} held only by the session cookie makes no call that is refused`, async ({ browser }) => {
    const signedIn = await signedInPage(browser, ida);
    const cookies = await signedIn.context.cookies();
    await signedIn.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const calls = apiCallsOf(page);
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect.poll(() => calls.answered.length > 0 && calls.pending.size === 0).toBe(true);
    expect(calls.answered.filter((answer) => answer.startsWith("401 "))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}
