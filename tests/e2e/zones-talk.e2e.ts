import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAccount, seriousAxeIssues, signedInPage, type Account } from "./helpers.ts";

/**
 * Talking in a zone, in three browsers in the desert: Tala says something at the spawn; Nico, beside her,
 * sees the bubble above her avatar and the line in his log, and can report it; Faro, who walked far away
 * first, gets nothing of it. The log fits a 375 px phone as a panel over the view.
 */
test.describe.configure({ timeout: 180_000 });

const account = (name: string, username: string): Account => ({
  name,
  username,
  email: `${username}@talk.e2e.example`,
  password: "correct-horse-9",
});
const tala = account("Tala Talker", "tala_talker");
const nico = account("Nico Nearby", "nico_nearby");
const faro = account("Faro Faraway", "faro_faraway");

test.beforeAll(async () => {
  for (const who of [tala, nico, faro]) await createAccount(who, { mayExist: true });
});

const signedIn = (browser: Browser, who: Account) =>
  signedInPage(browser, who, { viewport: { width: 1000, height: 700 } });

/** In the desert, hydrated, its world drawn. */
async function enterDesert(page: Page) {
  await page.goto("/zones/desert");
  await expect(page.locator("html")).toHaveAttribute("data-server-version", /.+/, { timeout: 45_000 });
  await expect(page.locator('.zone-view[data-zone="desert"] canvas')).toBeVisible({ timeout: 30_000 });
}

/** How far the eyes are from where they started, across the ground (data-camera is "x,y,z"). */
async function walkedFrom(page: Page, start: number[]): Promise<number> {
  const [x, , z] = ((await page.locator(".zone-view").getAttribute("data-camera")) ?? "0,0,0").split(",").map(Number);
  return Math.hypot(x! - start[0]!, z! - start[2]!);
}

const field = (page: Page) => page.getByRole("textbox", { name: "Say something" });
const logToggle = (page: Page) => page.getByRole("button", { name: /^Talk log \(\d+\)$/ });

test("a line said in a zone shows above the speaker to those near, in their log, reportable; not to someone far", async ({
  browser,
}) => {
  const far = await signedIn(browser, faro);
  await enterDesert(far.page);
  // Faro walks away (running) until 25 units from the spawn, where everyone else will stand.
  const start = ((await far.page.locator(".zone-view").getAttribute("data-camera")) ?? "").split(",").map(Number);
  await far.page.locator(".zone-view-stage").focus();
  await far.page.keyboard.down("Shift");
  await far.page.keyboard.down("KeyW");
  await expect.poll(() => walkedFrom(far.page, start), { timeout: 60_000 }).toBeGreaterThan(25);
  await far.page.keyboard.up("KeyW");
  await far.page.keyboard.up("Shift");

  const speaker = await signedIn(browser, tala);
  const near = await signedIn(browser, nico);
  await enterDesert(speaker.page);
  await enterDesert(near.page);
  // Each knows the other is there (their presence reached the server).
  await expect(near.page.locator(".zone-name-tag", { hasText: tala.name })).toBeAttached({ timeout: 15_000 });
  await expect(speaker.page.locator(".zone-name-tag", { hasText: nico.name })).toBeAttached({ timeout: 15_000 });

  // The zone says talk is not end-to-end encrypted, beside the field.
  await expect(
    speaker.page.getByText("Zone talk is not end-to-end encrypted. People nearby and moderators can read it."),
  ).toBeVisible();
  await expect(field(speaker.page)).toHaveAttribute("maxlength", "200");
  await field(speaker.page).fill("Hello from the dunes");
  await field(speaker.page).press("Enter");
  await expect(field(speaker.page)).toHaveValue("");

  // Nico sees the bubble above Tala and the line in his log, with her name.
  await expect(near.page.locator(".zone-bubble", { hasText: "Hello from the dunes" })).toBeAttached({
    timeout: 15_000,
  });
  await expect(logToggle(near.page)).toHaveText("Talk log (1)");
  await logToggle(near.page).focus();
  await near.page.keyboard.press("Enter");
  const log = near.page.getByRole("region", { name: "Zone talk log" });
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await expect(log.getByRole("listitem")).toContainText(tala.name);
  await expect(log.getByRole("listitem")).toContainText("Hello from the dunes");
  // The field, the notice and the open log have no serious accessibility issue.
  expect(await seriousAxeIssues(near.page, (axe) => axe.include(".zone-talk").include(".zone-talk-log"))).toEqual([]);
  // The bubble goes after a few seconds; the log keeps the line.
  await expect(near.page.locator(".zone-bubble")).toHaveCount(0, { timeout: 15_000 });
  await expect(log.getByRole("listitem")).toHaveCount(1);

  // Report: the existing dialog, which says moderators read the server's record.
  await log.getByRole("button", { name: `Report what ${tala.name} said` }).click();
  const dialog = near.page.getByRole("dialog", { name: `Report what ${tala.name} said` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Moderators will read this line as the server recorded it.");
  await dialog.getByRole("radio", { name: "Harassment" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(near.page.getByText("Thank you. Moderators will review your report.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // Escape closes the log and gives the focus back to its button.
  await log.getByRole("button", { name: "Close the talk log" }).focus();
  await near.page.keyboard.press("Escape");
  await expect(log).toBeHidden();
  await expect(logToggle(near.page)).toBeFocused();

  // Tala's own log has her line, as "You", without a Report of her own.
  await logToggle(speaker.page).click();
  const own = speaker.page.getByRole("region", { name: "Zone talk log" }).getByRole("listitem");
  await expect(own).toHaveCount(1);
  await expect(own).toContainText("You");
  await expect(own.getByRole("button", { name: /^Report/ })).toHaveCount(0);

  // Faro, far away, heard nothing: their first line is the first in their log.
  await field(far.page).fill("Anyone out here?");
  await field(far.page).press("Enter");
  await expect(logToggle(far.page)).toHaveText("Talk log (1)");
  await logToggle(far.page).click();
  await expect(far.page.getByRole("region", { name: "Zone talk log" }).getByRole("listitem")).toHaveText(
    /Anyone out here\?/,
  );
  await expect(far.page.locator(".zone-bubble")).toHaveCount(0);

  // On a 375 px phone the log is a panel over the view, within the screen, above the field.
  await near.page.setViewportSize({ width: 375, height: 740 });
  await logToggle(near.page).click();
  const panel = await log.boundingBox();
  const bar = await near.page.getByRole("form", { name: "Zone talk" }).boundingBox();
  expect(panel).not.toBeNull();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(375);
  expect(panel!.y + panel!.height).toBeLessThanOrEqual(bar!.y);
  expect(bar!.x + bar!.width).toBeLessThanOrEqual(375);

  for (const who of [speaker, near, far]) {
    expect(who.errors).toEqual([]);
    await who.close();
  }
});
