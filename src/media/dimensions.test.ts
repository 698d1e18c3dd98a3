import { expect, test } from "bun:test";
import { declaredDimensions } from "./dimensions.ts";
import { MEDIA_TYPES } from "./sniff.ts";
import { MalformedMedia } from "./strip.ts";
import { avifWithExif, gif, jpeg, png, webp, withJpegMetadata, withPngMetadata } from "../../tests/media-fixtures.ts";

test("each image format's declared size is read from its headers, metadata before the frame or not", async () => {
  expect(declaredDimensions(png(7, 5), MEDIA_TYPES.png)).toEqual({ width: 7, height: 5 });
  expect(declaredDimensions(withPngMetadata(png(7, 5)), MEDIA_TYPES.png)).toEqual({ width: 7, height: 5 });
  expect(declaredDimensions(await jpeg(9, 4), MEDIA_TYPES.jpeg)).toEqual({ width: 9, height: 4 });
  expect(declaredDimensions(withJpegMetadata(await jpeg(9, 4)), MEDIA_TYPES.jpeg)).toEqual({ width: 9, height: 4 });
  expect(declaredDimensions(await webp(6, 3), MEDIA_TYPES.webp)).toEqual({ width: 6, height: 3 });
  expect(declaredDimensions(gif(), MEDIA_TYPES.gif)).toEqual({ width: 1, height: 1 });
  expect(declaredDimensions(avifWithExif(640, 480), MEDIA_TYPES.avif)).toEqual({ width: 640, height: 480 });
});

test("headers cut before the size is declared are malformed, never a guess", async () => {
  const photo = await jpeg(9, 4);
  expect(() => declaredDimensions(photo.subarray(0, 4), MEDIA_TYPES.jpeg)).toThrow(MalformedMedia);
  expect(() => declaredDimensions(png().subarray(0, 20), MEDIA_TYPES.png)).toThrow(MalformedMedia);
  expect(() => declaredDimensions(gif().subarray(0, 10), MEDIA_TYPES.gif)).toThrow(MalformedMedia);
  const picture = await webp();
  expect(() => declaredDimensions(picture.subarray(0, 20), MEDIA_TYPES.webp)).toThrow(MalformedMedia);
});
