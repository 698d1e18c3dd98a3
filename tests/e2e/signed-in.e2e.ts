import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import {
  alertWith,
  apiAs,
  baseURL,
  createAccount,
  hydrated,
  logIn,
  mainNav,
  pngImage,
  type Account,
} from "./helpers.ts";

/**
 * The social core in the browser: two people befriend each other, post publicly and to friends with an
 * image, a stranger sees only what is public, posts are rated, edited, deleted, pictures changed. The tests
 * build on each other (one story), so they run in order.
 */
test.describe.configure({ mode: "serial" });

const sofia: Account = {
  name: "Sofia Social",
  username: "sofia_social",
  email: "sofia@social.e2e.example",
  password: "sunlight on the balcony",
};
const theo: Account = {
  name: "Theo Social",
  username: "theo_social",
  email: "theo@social.e2e.example",
  password: "rain against the window",
};
const uma: Account = {
  name: "Uma Stranger",
  username: "uma_stranger",
  email: "uma@social.e2e.example",
  password: "a map of the old town",
};

const publicText = "Sunset over the desert zone tonight! <b>Bring snacks</b>";
const friendsText = "Only for friends: the castle has a secret door.";
const editedText = "Edited: the castle door is open to everyone now.";

test.beforeAll(async () => {
  for (const account of [sofia, theo, uma]) await createAccount(account, { mayExist: true });
});

/** A page of its own (own cookies and storage) signed in as `who`, hydrated at home. */
async function signedIn(browser: Browser, who: Account, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await logIn(page, who);
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
  return page;
}

const postWith = (scope: Page | Locator, text: string) => scope.getByRole("article").filter({ hasText: text });
const createDialog = (page: Page) => page.getByRole("dialog", { name: "Create New Content" });

async function createPost(
  page: Page,
  text: string,
  sharing: "Public" | "Friend",
  image?: { name: string; buffer: Buffer },
) {
  await mainNav(page).getByRole("link", { name: "Create" }).click();
  const dialog = createDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Sharing")).toHaveValue("1"); // Public by default
  await dialog.getByPlaceholder("Describe your content...").fill(text);
  await dialog.getByLabel("Sharing").selectOption({ label: sharing });
  if (image) {
    await dialog
      .getByLabel("Attach Media")
      .setInputFiles({ name: image.name, mimeType: "image/png", buffer: image.buffer });
    await expect(dialog.getByRole("img", { name: `Preview of ${image.name}` })).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(alertWith(page, "Content created successfully!")).toBeVisible();
  await expect(alertWith(page, "Your content is live.")).toBeVisible();
}

test("two people befriend each other: found by search, asked from the profile, accepted from their own", async ({
  browser,
}) => {
  const page = await signedIn(browser, sofia);
  await mainNav(page).getByRole("link", { name: "Search" }).click();
  // The search page's own box: until the page has changed, the feed's zone filter is a search box too.
  await page.getByRole("searchbox", { name: "Search people, posts, zones and games" }).fill("theo_soc"); // results follow the box, no button needed
  await expect(page).toHaveURL(`${baseURL}/search?q=theo_soc`);
  await page
    .getByRole("region", { name: "People" })
    .getByRole("link", { name: /Theo Social/ })
    .click();
  await expect(page).toHaveURL(`${baseURL}/user/theo_social`);
  await expect(page.getByRole("heading", { level: 1, name: "Theo Social" })).toBeVisible();
  await expect(page.getByText("@theo_social", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add friend" }).click();
  await expect(page.getByText("Friend request sent", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel request" })).toBeVisible();

  const theoPage = await signedIn(browser, theo);
  await theoPage.goto("/profile");
  const requests = theoPage.getByRole("region", { name: /Friend requests/ });
  await expect(requests.getByRole("link", { name: /Sofia Social/ })).toBeVisible();
  await requests.getByRole("button", { name: "Accept" }).click();
  await expect(alertWith(theoPage, "You and Sofia Social are now friends.")).toBeVisible();
  await expect(requests).toHaveCount(0);
  await expect(
    theoPage.getByRole("region", { name: /^Friends/ }).getByRole("link", { name: /Sofia Social/ }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByText("Friends", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unfriend" })).toBeVisible();
  await page.context().close();
  await theoPage.context().close();
});

test("profile reactions: four emoji with counts; a new reaction replaces one's old one", async ({ browser }) => {
  const page = await signedIn(browser, theo);
  await page.goto("/user/sofia_social");
  const reactions = page.getByRole("group", { name: "Reactions to this profile" });
  await expect(reactions.getByRole("button")).toHaveCount(4);
  const heart = reactions.getByRole("button", { name: /^❤️ / });
  const laugh = reactions.getByRole("button", { name: /^😂 / });
  await heart.click();
  await expect(heart).toHaveAccessibleName("❤️ 1 reaction");
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await laugh.click();
  await expect(laugh).toHaveAccessibleName("😂 1 reaction");
  await expect(heart).toHaveAccessibleName("❤️ 0 reactions");
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  // Sofia sees the counts on her own profile, and nothing to press there.
  const own = await signedIn(browser, sofia);
  await own.goto("/profile");
  const ownReactions = own.getByRole("group", { name: "Reactions to this profile" });
  await expect(ownReactions.getByRole("img", { name: "😂 1 reaction" })).toBeVisible();
  await expect(ownReactions.getByRole("button")).toHaveCount(0);
  for (const p of [page, own]) await p.context().close();
});

test("a public post with an image and a friends-only post: each shows in the right tabs", async ({ browser }) => {
  const page = await signedIn(browser, sofia);
  await createPost(page, publicText, "Public", { name: "sunset.png", buffer: pngImage(64, 48, [250, 140, 60]) });
  const publicPost = postWith(page, publicText);
  const image = publicPost.getByRole("img", { name: "Image shared by Sofia Social" });
  await expect(image).toBeVisible();
  // It loaded, as its rendition 64 px wide (its own width: never upscaled). naturalWidth is not 64: with a
  // `srcset` width descriptor the browser scales it to the `sizes` slot.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-64\.(avif|webp|jpg)$/);
  await expect(publicPost.getByRole("link", { name: "Sofia Social" })).toHaveAttribute("href", "/user/sofia_social");
  await expect(publicPost.locator("time")).toHaveText(/^(just now|\d+ seconds? ago)$/);
  // The text is shown as written, never as markup.
  await expect(publicPost.getByText(publicText)).toBeVisible();
  await expect(publicPost.locator("b")).toHaveCount(0);

  await createPost(page, friendsText, "Friend");
  await expect(postWith(page, friendsText)).toHaveCount(0); // the global tab shows public posts only
  await page.getByRole("navigation", { name: "Feeds" }).getByRole("link", { name: "Friends" }).click();
  await expect(page).toHaveURL(`${baseURL}/?tab=friends`);
  await expect(postWith(page, friendsText).getByText("Friends only")).toBeVisible();
  await expect(postWith(page, publicText)).toBeVisible();

  // A friend: the public post in Global, both in Friends, and the server renders the chosen tab.
  const theoPage = await signedIn(browser, theo);
  await expect(postWith(theoPage, publicText)).toBeVisible();
  await expect(postWith(theoPage, friendsText)).toHaveCount(0);
  const friendsTab = await theoPage.request.get("/?tab=friends");
  expect(await friendsTab.text()).toContain(friendsText);
  await theoPage.goto("/?tab=friends");
  await expect(theoPage.getByRole("link", { name: "Friends", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(postWith(theoPage, friendsText)).toBeVisible();
  await expect(postWith(theoPage, publicText)).toBeVisible();

  // A stranger: the public post only, wherever they look.
  const umaPage = await signedIn(browser, uma);
  await expect(postWith(umaPage, publicText)).toBeVisible();
  await expect(postWith(umaPage, friendsText)).toHaveCount(0);
  await umaPage.getByRole("navigation", { name: "Feeds" }).getByRole("link", { name: "Friends" }).click();
  await expect(umaPage.getByText("No content available.")).toBeVisible();
  await umaPage.goto("/user/sofia_social");
  await expect(umaPage.getByRole("button", { name: "Add friend" })).toBeVisible();
  await expect(postWith(umaPage, publicText)).toBeVisible();
  await expect(postWith(umaPage, friendsText)).toHaveCount(0);
  for (const p of [page, theoPage, umaPage]) await p.context().close();
});

test("rating: a star opens that rating's emoji, an emoji closes it and the average is shown", async ({ browser }) => {
  const theoPage = await signedIn(browser, theo);
  const post = postWith(theoPage, publicText);
  await expect(post.getByText("No ratings yet")).toBeVisible();

  // 3, 3, 3, 4 and 4 emoji for 1 to 5 stars; Escape closes the popup and keeps the stars, without an emoji.
  for (const [stars, count] of [
    [1, 3],
    [2, 3],
    [3, 3],
    [4, 4],
    [5, 4],
  ] as const) {
    await post.getByRole("button", { name: `${stars} star${stars === 1 ? "" : "s"}`, exact: true }).click();
    const popup = theoPage.getByRole("dialog", { name: `Choose an emoji for ${stars} star${stars === 1 ? "" : "s"}` });
    await expect(popup.getByRole("button")).toHaveCount(count);
    await theoPage.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(post.getByText(`${stars}.0 average · 1 rating`)).toBeVisible();
  }

  await post.getByRole("button", { name: "4 stars" }).click();
  const popup = theoPage.getByRole("dialog", { name: "Choose an emoji for 4 stars" });
  await popup.getByRole("button").first().click();
  await expect(popup).toBeHidden();
  await expect(post.getByText("4.0 average · 1 rating")).toBeVisible();
  await expect(post.getByRole("button", { name: "4 stars" })).toHaveAttribute("aria-pressed", "true");

  // By keyboard: the star is a button, the emoji are reached with the arrow keys.
  const umaPage = await signedIn(browser, uma);
  const umasView = postWith(umaPage, publicText);
  await umasView.getByRole("button", { name: "2 stars" }).focus();
  await umaPage.keyboard.press("Enter");
  await expect(umaPage.getByRole("dialog", { name: "Choose an emoji for 2 stars" })).toBeVisible();
  await umaPage.keyboard.press("ArrowRight");
  await umaPage.keyboard.press("Enter");
  await expect(umaPage.getByRole("dialog", { name: "Choose an emoji for 2 stars" })).toBeHidden();
  await expect(umasView.getByText("3.0 average · 2 ratings")).toBeVisible();
  await expect(umasView.getByRole("button", { name: "2 stars" })).toBeFocused();

  // Stored: a reload shows the same, and a new rating replaces the old one.
  await theoPage.reload();
  await expect(post.getByText("3.0 average · 2 ratings")).toBeVisible();
  await post.getByRole("button", { name: "5 stars" }).click();
  await theoPage.getByRole("dialog", { name: "Choose an emoji for 5 stars" }).getByRole("button").last().click();
  await expect(post.getByText("3.5 average · 2 ratings")).toBeVisible();
  for (const p of [theoPage, umaPage]) await p.context().close();
});

test("the own profile: edit a post's text and sharing, delete another after confirming", async ({ browser }) => {
  const page = await signedIn(browser, sofia);
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "Sofia Social" })).toBeVisible();
  const posts = page.getByRole("region", { name: "Your posts" });

  await postWith(posts, friendsText).getByRole("link", { name: "Edit post" }).click();
  await expect(page).toHaveURL(/\/edit-content\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue(friendsText);
  await expect(page.getByLabel("Sharing")).toHaveValue("2");
  await page.getByLabel("Content", { exact: true }).fill(editedText);
  await page.getByLabel("Sharing").selectOption({ label: "Public" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(alertWith(page, "Your post has been updated.")).toBeVisible();
  await expect(postWith(posts, editedText)).toBeVisible();
  await expect(postWith(posts, editedText).getByText("Friends only")).toHaveCount(0);

  // Cancel keeps the post; Delete removes it.
  const doomed = postWith(posts, publicText);
  await doomed.getByRole("button", { name: "Delete post" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this post?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(doomed).toBeVisible();
  await doomed.getByRole("button", { name: "Delete post" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(alertWith(page, "Your post has been deleted.")).toBeVisible();
  await expect(doomed).toHaveCount(0);

  // What the stranger now sees: the edited post is public, the deleted one is gone.
  const umaPage = await signedIn(browser, uma);
  await expect(postWith(umaPage, editedText)).toBeVisible();
  await expect(postWith(umaPage, publicText)).toHaveCount(0);
  for (const p of [page, umaPage]) await p.context().close();
});

test("the own profile: a new picture replaces the default one, on the profile and the posts", async ({ browser }) => {
  const page = await signedIn(browser, sofia);
  await page.goto("/profile");
  const picture = page.getByRole("img", { name: "Profile picture of Sofia Social" });
  await expect(picture).toHaveAttribute("src", /^\/static\/[0-9a-f]{12}\/default-avatar\.svg$/);
  await page
    .getByLabel("Change picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngImage(80, 80, [40, 120, 220]) });
  await expect(alertWith(page, "Your profile picture has been updated.")).toBeVisible();
  await expect(picture).not.toHaveAttribute("src", /default-avatar/);
  // The 80 px picture's own crop (offered through srcset, whose width descriptor scales naturalWidth; an
  // opaque PNG is stored as JPEG).
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : "")),
    )
    .toMatch(/-80\.(jpg|png)$/);
  const src = (await picture.getAttribute("src"))!;

  await page.goto("/");
  await expect(postWith(page, editedText).locator("header img")).toHaveAttribute("src", src);
  await page.context().close();
});

test("the create popup: text is required, a refused file keeps what was typed, Escape closes, /add opens it", async ({
  browser,
}) => {
  const page = await signedIn(browser, uma);
  const posted: string[] = [];
  page.on(
    "request",
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/content" && posted.push(r.url()),
  );

  await page.goto("/add");
  const dialog = createDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeAttached(); // over the home page
  await expect(dialog.getByPlaceholder("Describe your content...")).toBeFocused();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please describe your content.");
  expect(posted).toEqual([]);

  // A text file dressed up as a PNG: the server reads the bytes and refuses it; nothing typed is lost.
  await dialog.getByPlaceholder("Describe your content...").fill("A picture that is not one");
  await dialog.getByLabel("Sharing").selectOption({ label: "Friend" });
  await dialog
    .getByLabel("Attach Media")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image") });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("alert")).not.toHaveText("Please describe your content.");
  await expect(dialog.getByRole("alert")).toBeVisible();
  expect(posted).toHaveLength(1);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder("Describe your content...")).toHaveValue("A picture that is not one");
  await expect(dialog.getByLabel("Sharing")).toHaveValue("2");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(postWith(page, "A picture that is not one")).toHaveCount(0);
  await page.context().close();
});

test("the feed grows as one scrolls: every post once, oldest last", async ({ browser }) => {
  const api = await apiAs(uma);
  for (let n = 1; n <= 25; n++) {
    const answer = await api.post("/api/content", { multipart: { context: `Uma's note number ${n}.`, sharing: "1" } });
    expect(answer.status()).toBe(200);
  }
  await api.dispose();

  const page = await signedIn(browser, theo);
  const notes = page.getByRole("article").filter({ hasText: /Uma's note number \d+\./ });
  await expect(notes.first()).toHaveText(/Uma's note number 25\./);
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(page.getByText("Uma's note number 1.", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(notes).toHaveCount(25);
  await page.context().close();
});

test("search: results as one types, rendered by the server from the address", async ({ browser }) => {
  const page = await signedIn(browser, uma);
  const html = await (await page.request.get("/search?q=castle")).text();
  expect(html).toContain(editedText);

  await page.goto("/search");
  await page.getByRole("searchbox").pressSequentially("sofia");
  await expect(page).toHaveURL(`${baseURL}/search?q=sofia`);
  await expect(page.getByRole("region", { name: "People" }).getByRole("link", { name: /Sofia Social/ })).toBeVisible();
  await page.getByRole("searchbox").fill("nothing-matches-this-xyz");
  await expect(page.getByText("No results for “nothing-matches-this-xyz”.")).toBeVisible();
  await page.context().close();
});

test("settings: name and organisation show on the profile; the theme is the shell's", async ({ browser }) => {
  const page = await signedIn(browser, theo);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Notifications" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Theo Sociable");
  await page.getByLabel("Organisation").fill("Harbour Games");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(alertWith(page, "Your profile has been saved.")).toBeVisible();
  await page.goto("/user/theo_social");
  await expect(page.getByRole("heading", { level: 1, name: "Theo Sociable" })).toBeVisible();
  await expect(page.getByText("Harbour Games")).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await expect(mainNav(page).getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  await mainNav(page).getByRole("button", { name: "Dark theme" }).click();
  await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();
  await page.context().close();
});

test("settings: the password changes only with the current one, and the new one logs in", async ({ browser }) => {
  const page = await signedIn(browser, uma);
  await page.goto("/settings");
  const next = "a new map of the old town";
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("region", { name: "Password" }).getByRole("alert")).toBeVisible();

  await page.getByLabel("Current password").fill(uma.password);
  await page.getByLabel("Confirm new password").fill("something else");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("region", { name: "Password" }).getByRole("alert")).toHaveText("Passwords do not match");

  await page.getByLabel("Confirm new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(alertWith(page, "Your password has been changed.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");
  uma.password = next;
  await page.context().close();

  const again = await browser.newPage();
  await logIn(again, uma);
  await expect(again).toHaveURL(`${baseURL}/`);
  await again.context().close();
});

test.describe("the zones beside the feed", () => {
  test("desktop: filtered by name as one types, with the way to create one", async ({ browser }) => {
    const page = await signedIn(browser, theo);
    const zones = page.getByRole("complementary", { name: "Virtual Zones" });
    await expect(zones.getByRole("link", { name: "Create Zones" })).toHaveAttribute("href", "/create-zones");
    // The specification's 14 zones, and any public zone a member made (another test file makes one).
    await expect.poll(() => zones.getByRole("listitem").count()).toBeGreaterThanOrEqual(14);
    await zones.getByPlaceholder("Search zones...").fill("CHILDREN");
    await expect(zones.getByRole("listitem")).toHaveText(["Children Park", "Children Party"]);
    await expect(zones.getByRole("link", { name: "Children Park" })).toHaveAttribute("href", "/zones/children-park");
    await page.context().close();
  });

  test("a 375 px phone: no zones sidebar, the feed takes the width", async ({ browser }) => {
    const page = await signedIn(browser, theo, { width: 375, height: 740 });
    await expect(page.getByRole("complementary", { name: "Virtual Zones" })).toBeHidden();
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.context().close();
  });
});
