import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { hydrated, signedInPage } from "./helpers.ts";
import { chatBetween, disposeAll, freshAccount, keyedAccount, setUpDevice } from "./chatting.ts";
import { chatKey, decryptBytes } from "../../web/chat/crypto/index.ts";

/**
 * A chat picture is resized in the sender's browser before it is sealed (web/chat/resizePicture.ts): the
 * server only ever holds sealed bytes. A 12-megapixel phone photo, turned by its EXIF orientation, is sent
 * from Chromium; the receiver opens it with their own key (here, outside any browser) and finds an upright
 * picture at most 2048 px on its long side, re-encoded, with no EXIF left.
 */

/** A 4000×3000 JPEG as a phone writes it held sideways: EXIF orientation 6 (shown turned 90° clockwise). */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const pixels = Buffer.alloc(w * h * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % w;
    const y = Math.floor(i / 3 / w);
    pixels[i] = x >> 4;
    pixels[i + 1] = y >> 4;
    pixels[i + 2] = ((i * 2654435761) >>> 27) + 120;
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test("a 4000×3000 photo arrives upright, at most 2048 px on its long side and without its EXIF, once the receiver opens it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const mo = await keyedAccount(freshAccount("sender", "Mo Sender"));
  const lee = await keyedAccount(freshAccount("receiver", "Lee Receiver"));
  const chatId = await chatBetween(mo, lee);
  const photo = await phonePhoto();

  const device = await signedInPage(browser, mo.account);
  const { page } = device;
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await setUpDevice(page, mo.recoveryKey);
  await page
    .getByLabel("Choose an image")
    .setInputFiles({ name: "IMG_4032.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Send Media" }).click();
  await expect(page.getByRole("img", { name: "Picture you sent" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Sending...")).toHaveCount(0, { timeout: 30_000 });

  // The receiver's side: the newest message is the sealed picture's link; fetched and opened with Lee's key.
  const details = await (await lee.api.get(`/api/chat-details/${chatId}/${lee.id}?limit=1`)).json();
  const [newest] = details.messages as { content: string; is_image: boolean }[];
  expect(newest!.is_image).toBe(true);
  const sealed = await lee.api.get(newest!.content);
  expect(sealed.status()).toBe(200);
  const sealedBytes = new Uint8Array(await sealed.body());
  const opened = await decryptBytes(await chatKey(lee.privateKey, mo.publicKey, chatId), sealedBytes, {
    chatId,
    senderId: mo.id,
  });
  expect(opened.type).toMatch(/^image\/(webp|jpeg)$/);
  const picture = await sharp(opened.bytes).metadata();
  // Upright (3000×4000 as shown), scaled to 2048 on the long side.
  expect([picture.width, picture.height]).toEqual([1536, 2048]);
  expect(picture.exif).toBeUndefined();
  expect(picture.orientation ?? 1).toBe(1);
  expect(sealedBytes.length).toBeLessThan(1_000_000);

  await device.close();
  await disposeAll(mo, lee);
});
