import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiAs, createAccount, seriousAxeIssues, signedInPage, type Account } from "./helpers.ts";

/**
 * Crowds in a zone, in the browser: a zone holds 25 people a room. Twenty-five people (through the API)
 * fill room 1 of the desert, and Rho, arriving next, opens room 2; one of the 25 leaves. Sol, Rho's friend,
 * enters and is placed in room 1 (the fullest with room), sees "Room 1 of 2" and Rho among the friends here,
 * joins Rho's room and sees Rho; then arrives again through a `?with=` link, straight into Rho's room.
 */
test.describe.configure({ timeout: 240_000 });

const account = (username: string, name: string): Account => ({
  name,
  username,
  email: `${username}@crowds.e2e.example`,
  password: "correct-horse-9",
});
const rho = account("rho_crowd", "Rho Roamer");
const sol = account("sol_crowd", "Sol Seeker");
const fillers = Array.from({ length: 25 }, (_, i) => account(`crowd_fill_${i}`, `Filler ${i}`));

/** The API people's place in the desert, kept fresh (the server forgets someone silent for 10 s). */
const here = { x: 40, y: 0, z: 40, ry: 0, avatar: 1 };
const apis = new Map<string, APIRequestContext>();
let keepAlive: ReturnType<typeof setInterval> | undefined;

async function stand(who: Account) {
  const response = await apis.get(who.username)!.post("/api/zones/desert/presence", { data: here });
  expect(response.status()).toBe(204);
}

test.beforeAll(async () => {
  for (const who of [rho, sol, ...fillers]) await createAccount(who, { mayExist: true });
  for (const who of [rho, ...fillers]) apis.set(who.username, await apiAs(who));
  const solApi = await apiAs(sol);
  // Friends: Sol asks, Rho accepts (again after a restart: 200 or already friends).
  await solApi.post(`/api/friends/${rho.username}`);
  await apis.get(rho.username)!.post(`/api/friends/${sol.username}`);
  await solApi.dispose();
});

test.afterAll(async () => {
  clearInterval(keepAlive);
  for (const api of apis.values()) await api.dispose();
});

const roomLabel = (page: Page) => page.locator(".zone-room-label");

async function enter(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-server-version", /.+/, { timeout: 45_000 });
  await expect(page.locator('.zone-view[data-zone="desert"] canvas')).toBeVisible({ timeout: 30_000 });
}

test("the room is shown; a friend in another room is listed and joined; a ?with= link arrives in their room", async ({
  browser,
}) => {
  for (const filler of fillers) await stand(filler);
  await stand(rho);
  const [first, ...others] = fillers;
  await apis.get(first!.username)!.delete("/api/zones/desert/presence");
  apis.delete(first!.username);
  keepAlive = setInterval(() => {
    for (const who of [rho, ...others]) void stand(who).catch(() => undefined);
  }, 3_000);

  const { page, errors, close } = await signedInPage(browser, sol, {
    viewport: { width: 1280, height: 800 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await enter(page, "/zones/desert");
  await expect(roomLabel(page)).toHaveText("Room 1 of 2", { timeout: 15_000 });

  // By keyboard: the list opens from its summary, and Join is a button.
  const friendsHere = page.getByText("Friends here (1)");
  await expect(friendsHere).toBeVisible({ timeout: 15_000 });
  await friendsHere.focus();
  await page.keyboard.press("Enter");
  const join = page.getByRole("button", { name: "Join Rho Roamer in room 2" });
  await expect(join).toBeVisible();
  expect(await seriousAxeIssues(page, (axe) => axe.include(".zone-room"))).toEqual([]);
  await join.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "You joined Rho Roamer in room 2." })).toBeVisible();
  await expect(roomLabel(page)).toHaveText("Room 2 of 2");
  await expect(page.locator(".zone-friends-panel")).toContainText("In your room");
  // Sol's own link for friends: the zone's address with Sol's username.
  await page.getByRole("button", { name: "Copy a link to my room" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/zones\/desert\?with=sol_crowd$/);
  // Rho is drawn in Sol's room now, and none of the fillers of room 1.
  await expect(page.locator(".zone-name-tag", { hasText: rho.name })).toBeAttached({ timeout: 15_000 });
  await expect(page.locator(".zone-name-tag", { hasText: "Filler" })).toHaveCount(0);

  // Leaving and coming back by Rho's link: room 1 has room, but the link leads to Rho's.
  await page.getByRole("link", { name: "Zones" }).first().click();
  await expect(page).toHaveURL(/\/zones$/);
  await enter(page, `/zones/desert?with=${rho.username}`);
  await expect(roomLabel(page)).toHaveText("Room 2 of 2", { timeout: 15_000 });
  await expect(page.locator(".zone-name-tag", { hasText: rho.name })).toBeAttached({ timeout: 15_000 });

  // On a 375 px phone the room and the friends' list fit the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByText("Friends here (1)").click();
  const panel = await page.locator(".zone-friends-panel").boundingBox();
  expect(panel).not.toBeNull();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(375);
  await expect(page.locator(".zone-friends-panel")).toContainText("In your room");

  expect(errors).toEqual([]);
  await close();
});
