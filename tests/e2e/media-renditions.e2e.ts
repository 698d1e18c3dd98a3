import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { apiAs, createAccount, logIn, baseURL, type Account } from "./helpers.ts";

/** A phone downloads the picture width its screen shows, not the photo as the camera made it. */

const lena: Account = {
  name: "Lena Lens",
  username: "lena_lens",
  email: "lena@media.e2e.example",
  password: "a harbour at first light",
};
const text = "The harbour this morning, from the hill";

test.beforeAll(async () => {
  await createAccount(lena, { mayExist: true });
  // A 12-megapixel camera photo: a gradient with grain, as a scene is.
  const [w, h] = [4000, 3000];
  const pixels = Buffer.alloc(w * h * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % w;
    const y = Math.floor(i / 3 / w);
    const grain = (i * 2654435761) >>> 28;
    pixels[i] = (x >> 4) + grain;
    pixels[i + 1] = (y >> 4) + grain;
    pixels[i + 2] = 140 + grain;
  }
  const photo = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const api = await apiAs(lena);
  // A profile picture larger than its largest crop: squares of 96, 192 and 512 px are made.
  const face = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c84" } })
    .jpeg()
    .toBuffer();
  const set = await api.post("/api/profile/set", {
    multipart: { profile: { name: "me.jpg", mimeType: "image/jpeg", buffer: face } },
  });
  expect(set.status()).toBe(200);
  const answer = await api.post("/api/content", {
    multipart: { context: text, sharing: "1", media: { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(answer.status()).toBe(200);
  await api.dispose();
});

test("a phone (412 px wide, DPR 2.6) downloads the 1080 px rendition of a 12-megapixel photo, nothing larger", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.6,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const pictures: string[] = [];
  const avatars: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/media/private/post/")) pictures.push(path);
    else if (path.startsWith("/media/")) avatars.push(path);
  });
  await logIn(page, lena);
  await expect(page).toHaveURL(`${baseURL}/`);
  const card = page.getByRole("article").filter({ hasText: text });
  const image = card.getByRole("img", { name: "Image shared by Lena Lens" });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  expect(pictures.length).toBeGreaterThan(0);
  for (const path of pictures) {
    const width = Number(/-(\d+)\.(?:avif|webp|jpg)$/.exec(path)?.[1]);
    expect(width, path).toBeLessThanOrEqual(1080);
  }
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-1080\.(avif|webp|jpg)$/);
  // Its box had its shape before it arrived: width and height are given.
  expect(await image.getAttribute("width")).toBe("2048");

  // The card's avatar, 44 px at DPR 2.6 (115 device pixels): the 192 px crop, never the profile's 512.
  const avatar = card.locator("img.avatar-image");
  await avatar.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      avatar.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : "")),
    )
    .toMatch(/-192\.jpg$/);
  expect(avatars.length).toBeGreaterThan(0);
  for (const path of avatars) expect(path).toMatch(/-(96|192)\.jpg$/);
  await context.close();
});
