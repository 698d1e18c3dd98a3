import { expect, test, type Locator, type Page } from "@playwright/test";
import { baseURL, createAccount, hydrated, logIn, type Account } from "./helpers.ts";
import { corruptVideo, mpeg4Video } from "../test-videos.ts";

/**
 * A video from an old camera (MPEG-4 part 2, which no browser plays) posted through Create New Content: its
 * author sees it processing, then the post, and it plays in Chromium for its author and a reader. A video
 * that does not decode is reported to its author and never reaches the reader.
 */

const ines: Account = {
  name: "Ines Film",
  username: "ines_film",
  email: "ines@videos.e2e.example",
  password: "a reel of film in the attic",
};
const rui: Account = {
  name: "Rui Reader",
  username: "rui_reader",
  email: "rui@videos.e2e.example",
  password: "reading the paper by the window",
};

/** An account of one run's own, for a test that a rerun on the same server must not see the state of. */
function someone(word: string): Account {
  const tag = `${word}${Date.now().toString(36)}`;
  return {
    name: `Vid ${word}`,
    username: `vid_${tag}`,
    email: `${tag}@videos.e2e.example`,
    password: "a reel of film in the attic",
  };
}

test.beforeAll(async () => {
  await createAccount(ines, { mayExist: true });
  await createAccount(rui, { mayExist: true });
});

/** Posts through the Create New Content popup, as a person does. */
async function postVideo(page: Page, text: string, name: string, buffer: Buffer) {
  await page.goto("/add");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Create New Content" });
  await dialog.getByPlaceholder("Describe your content...").fill(text);
  await dialog.getByLabel("Attach Media").setInputFiles({ name, mimeType: "video/mp4", buffer });
  // Taken once the picker has read what it can of the file (its length), when it shows its name.
  await expect(dialog.getByText(name)).toBeVisible();
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
}

async function signIn(page: Page, who: Account) {
  await logIn(page, who);
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
}

/** Plays the video muted and resolves once its frames advance: what a viewer sees as "it plays". */
async function expectPlays(video: Locator) {
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
}

test("an MPEG-4 part 2 video shows as processing to its author, then plays as H.264 for its author and a reader", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Told apart from the same video posted by an earlier run against the same server.
  const text = `Grandpa's camcorder, 1998 (${Date.now().toString(36)})`;
  // Long enough to be seen processing: a 4-second clip is done in half a second, which a loaded run's feed
  // can take to ask (the case of a video ready before that is the next test's).
  const original = Buffer.from(mpeg4Video({ width: 854, height: 480, seconds: 30 }));
  // This Chromium plays H.264 (Debian's build has the codecs) and not the upload's MPEG-4 part 2.
  await signIn(page, ines);
  const support = await page.evaluate(() => {
    const v = document.createElement("video");
    return {
      h264: v.canPlayType('video/mp4; codecs="avc1.64001f, mp4a.40.2"'),
      mpeg4: v.canPlayType('video/mp4; codecs="mp4v.20.9"'),
    };
  });
  expect(support.h264).not.toBe("");
  expect(support.mpeg4).toBe("");

  await postVideo(page, text, "MOV00012.mp4", original);
  await expect(page.getByText("Your video is being processed. It will appear when it is ready.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Processing… \d+%$/ })).toBeVisible();

  // Ready: the processing line goes, a toast says so, and the post is in the feed, with its poster.
  const card = page.getByRole("article").filter({ hasText: text });
  await expect(card).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText("Your video is ready and now in the feed.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Processing…/ })).toHaveCount(0);
  const video = card.locator("video");
  expect(await video.getAttribute("poster")).toMatch(/-480\.webp$/);
  await expectPlays(video);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/-480\.mp4$/);

  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await signIn(readerPage, rui);
  const seen = readerPage.getByRole("article").filter({ hasText: text }).locator("video");
  await expect(seen).toBeVisible();
  await expectPlays(seen);
  await reader.close();
});

test("a short video ready before the feed first asks is still announced to its author, and its post shows", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const author = someone("quick");
  await createAccount(author);
  await signIn(page, author);
  // Every ask for the list sent after the post was answered is held until the server has made the video a
  // post: what a busy browser sees when the video is ready before it asks.
  let posted = false;
  page.on("response", (response) => {
    if (response.url().endsWith("/api/content") && response.request().method() === "POST") posted = true;
  });
  await page.route("**/api/contents/processing", async (route) => {
    if (!posted) return route.continue();
    for (;;) {
      const answer = await route.fetch();
      const list = (await answer.json()) as { state: string }[];
      if (!list.some((video) => video.state === "processing")) return route.fulfill({ response: answer });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  const text = `Two seconds of the sea (${Date.now().toString(36)})`;
  await postVideo(page, text, "sea.mp4", Buffer.from(mpeg4Video({ width: 640, height: 360, seconds: 2 })));
  await expect(page.getByText("Your video is ready and now in the feed.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("article").filter({ hasText: text }).locator("video")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Processing…/ })).toHaveCount(0);
});

test("a video that does not decode is reported to its author and never shown to a reader", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // An author of its own: a failed video stays in its author's list for a week, and a rerun must not meet it.
  const author = someone("chewed");
  await createAccount(author);
  const text = "The tape got chewed";
  await signIn(page, author);
  await postVideo(page, text, "chewed.mp4", Buffer.from(corruptVideo()));
  const reason = "This video could not be processed: it is damaged or in a format we cannot play.";
  const listed = page.getByRole("region", { name: "Your videos" }).getByRole("alert");
  await expect(listed).toHaveText(`Your video could not be published. ${reason}`, { timeout: 30_000 });
  // Told once, as it happened, whether it failed before the feed first asked or after.
  await expect(page.getByRole("alert").filter({ hasText: reason }).and(page.locator(".Toastify__toast"))).toHaveCount(
    1,
  );
  await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);

  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await signIn(readerPage, rui);
  await expect(readerPage.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  await expect(readerPage.getByRole("article").filter({ hasText: text })).toHaveCount(0);
  await reader.close();
});
