import { expect, test } from "bun:test";
import fc from "fast-check";
import { stripMetadata, MalformedMedia } from "./strip.ts";
import { MEDIA_TYPES } from "./sniff.ts";
import { boxesIn } from "./formats/isobmff.ts";
import {
  LATITUDE_BYTES,
  avifWithExif,
  ebmlHeader,
  gif,
  jpeg,
  jpegSegment,
  mp4WithLocation,
  png,
  webp,
  withGifMetadata,
  withJpegMetadata,
  withPngMetadata,
  withWebpMetadata,
} from "../../tests/media-fixtures.ts";

/** The image as Bun's codecs decode it (EXIF orientation applied), re-encoded losslessly for comparison. */
const pixels = (bytes: Uint8Array) => new Bun.Image(bytes).png().bytes();
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

function expectNoMetadataLeft(bytes: Uint8Array) {
  expect(latin1(bytes)).not.toContain("secret-");
  expect(Buffer.from(bytes).includes(LATITUDE_BYTES)).toBe(false);
}

/** The markers of a JPEG up to its first scan. */
function jpegMarkers(bytes: Uint8Array) {
  const markers: string[] = [];
  for (let at = 2; ; ) {
    const marker = bytes[at + 1]!;
    markers.push(marker.toString(16));
    if (marker === 0xda) return markers;
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
}

test("the fixtures do carry the metadata these tests look for", async () => {
  const originals = [
    withJpegMetadata(await jpeg()),
    withPngMetadata(png()),
    withWebpMetadata(await webp()),
    mp4WithLocation(),
    avifWithExif(),
  ];
  for (const original of originals) expect(() => expectNoMetadataLeft(original)).toThrow();
  expect(latin1(withGifMetadata(gif()))).toContain("secret-xmp");
});

test("a JPEG loses its EXIF with GPS, XMP, IPTC, comment and trailer, and still shows the same upright picture", async () => {
  const icc = jpegSegment(0xe2, new TextEncoder().encode("ICC_PROFILE\0\x01\x01colour-profile"));
  const clean = await jpeg(3, 2);
  const original = withJpegMetadata(Buffer.concat([clean.subarray(0, 2), icc, clean.subarray(2)]), { orientation: 6 });

  const stripped = stripMetadata(Uint8Array.from(original), MEDIA_TYPES.jpeg);

  expectNoMetadataLeft(stripped);
  expect(latin1(stripped)).toContain("colour-profile");
  // SOI, then APP0 (JFIF), APP1 with the orientation alone, the ICC profile (APP2), then the image's own tables.
  expect(jpegMarkers(stripped).slice(0, 3)).toEqual(["e1", "e2", "e0"]);
  expect(stripped.subarray(-2)).toEqual(Uint8Array.of(0xff, 0xd9));
  const exif = stripped.subarray(6, 6 + ((stripped[4]! << 8) | stripped[5]!) - 2);
  expect(exif.length).toBe(32);
  expect(await pixels(stripped)).toEqual(await pixels(original));
  expect(await new Bun.Image(await pixels(stripped)).metadata()).toMatchObject({ width: 2, height: 3 });
});

test("an upright JPEG keeps no EXIF at all", async () => {
  const stripped = stripMetadata(withJpegMetadata(await jpeg(4, 4)), MEDIA_TYPES.jpeg);
  expect(jpegMarkers(stripped)).not.toContain("e1");
  expectNoMetadataLeft(stripped);
  expect(await pixels(stripped)).toEqual(await pixels(await jpeg(4, 4)));
});

test("a progressive JPEG (several scans, tables between them) keeps every scan", async () => {
  const clean = await new Bun.Image(png(40, 30)).jpeg({ progressive: true }).bytes();
  const stripped = stripMetadata(withJpegMetadata(clean), MEDIA_TYPES.jpeg);
  expectNoMetadataLeft(stripped);
  expect(stripped.length).toBe(clean.length);
  expect(await pixels(stripped)).toEqual(await pixels(clean));
});

test("a PNG keeps only its image chunks", async () => {
  const original = withPngMetadata(png(5, 4));
  const stripped = stripMetadata(original, MEDIA_TYPES.png);

  expectNoMetadataLeft(stripped);
  const chunks = [];
  for (let at = 8; at < stripped.length; at += 12 + new DataView(stripped.buffer, stripped.byteOffset).getUint32(at)) {
    chunks.push(latin1(stripped.subarray(at + 4, at + 8)));
  }
  expect(chunks).toEqual(["IHDR", "IDAT", "IEND"]);
  expect(await pixels(stripped)).toEqual(await pixels(png(5, 4)));
});

test("a WebP loses its EXIF and XMP chunks and their flags, with a corrected RIFF size", async () => {
  const clean = await webp(3, 2);
  const stripped = stripMetadata(withWebpMetadata(clean, 3, 2), MEDIA_TYPES.webp);

  expectNoMetadataLeft(stripped);
  const view = new DataView(stripped.buffer, stripped.byteOffset, stripped.byteLength);
  expect(view.getUint32(4, true)).toBe(stripped.length - 8);
  expect(latin1(stripped.subarray(12, 16))).toBe("VP8X");
  expect(stripped[20]).toBe(0); // no EXIF or XMP flag left
  expect(latin1(stripped.subarray(30, 34))).toBe("VP8 ");
  expect(stripped.length).toBe(30 + clean.length - 12);
  expect(await pixels(stripped)).toEqual(await pixels(clean));
});

test("a GIF loses its comment and XMP but keeps its animation loop", async () => {
  const stripped = stripMetadata(withGifMetadata(gif()), MEDIA_TYPES.gif);

  expectNoMetadataLeft(stripped);
  expect(latin1(stripped)).toContain("NETSCAPE2.0");
  expect(stripped.at(-1)).toBe(0x3b);
  expect(stripped.length).toBe(gif().length + 19);
  expect(await pixels(stripped)).toEqual(await pixels(gif()));
});

test("an MP4 has its location and user data blanked in place; sizes, offsets and frames stay", () => {
  const original = mp4WithLocation();
  const stripped = stripMetadata(Uint8Array.from(original), MEDIA_TYPES.mp4);

  expectNoMetadataLeft(stripped);
  expect(stripped.length).toBe(original.length);
  expect([...boxesIn(stripped)].map((box) => box.type)).toEqual(["ftyp", "moov", "mdat"]);
  const moov = [...boxesIn(stripped)][1]!;
  expect([...boxesIn(stripped, moov.content, moov.end)].map((box) => box.type)).toEqual([
    "mvhd",
    "trak",
    "free",
    "free",
  ]);
  expect(latin1(stripped)).toContain("frames-of-video-data");
});

test("an AVIF has its EXIF item zeroed; the image item's bytes are untouched", () => {
  const original = avifWithExif();
  const stripped = stripMetadata(Uint8Array.from(original), MEDIA_TYPES.avif);

  expectNoMetadataLeft(stripped);
  expect(stripped.length).toBe(original.length);
  expect(latin1(stripped)).toContain("av1-image-bytes");
});

test("WebM passes through unchanged", () => {
  const original = ebmlHeader("webm");
  expect(stripMetadata(Uint8Array.from(original), MEDIA_TYPES.webm)).toEqual(original);
});

test("broken structures are reported, not passed on", async () => {
  const jpegBytes = await jpeg();
  const cases: [Uint8Array, (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES]][] = [
    [png().subarray(0, 40), MEDIA_TYPES.png], // cut off before IEND
    [Buffer.concat([jpegBytes.subarray(0, 4), Uint8Array.of(0xff, 0xff)]), MEDIA_TYPES.jpeg], // segment past the end
    [jpegBytes.subarray(0, 3), MEDIA_TYPES.jpeg],
    [gif().subarray(0, 20), MEDIA_TYPES.gif],
    [new TextEncoder().encode("RIFF\x04\0\0\0WEBP"), MEDIA_TYPES.webp],
    [Buffer.concat([mp4WithLocation().subarray(0, 40)]), MEDIA_TYPES.mp4],
  ];
  for (const [bytes, type] of cases) expect(() => stripMetadata(Uint8Array.from(bytes), type)).toThrow(MalformedMedia);
});

test("damaged files of every format end in MalformedMedia or a result, never in another error", async () => {
  const samples = [
    [withJpegMetadata(await jpeg(), { orientation: 3 }), MEDIA_TYPES.jpeg],
    [withPngMetadata(png()), MEDIA_TYPES.png],
    [withWebpMetadata(await webp()), MEDIA_TYPES.webp],
    [withGifMetadata(gif()), MEDIA_TYPES.gif],
    [mp4WithLocation(), MEDIA_TYPES.mp4],
    [avifWithExif(), MEDIA_TYPES.avif],
  ] as const;
  const damage = fc.record({
    sample: fc.nat(samples.length - 1),
    cut: fc.nat(),
    flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
  });
  fc.assert(
    fc.property(damage, ({ sample, cut, flips }) => {
      const [original, type] = samples[sample]!;
      const bytes = Uint8Array.from(original.subarray(0, 1 + (cut % original.length)));
      for (const [at, value] of flips) bytes[at % bytes.length] = value;
      try {
        stripMetadata(bytes, type);
      } catch (error) {
        if (!(error instanceof MalformedMedia)) throw error;
      }
    }),
    { numRuns: 3000 },
  );
});
