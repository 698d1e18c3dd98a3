import sharp from "sharp";

/**
 * A camera's photo: 4000 × 3000 stored on its side with EXIF orientation 6 (so it is shown 3000 × 4000),
 * a gradient with grain like a real scene, and the GPS position a phone writes.
 */
export async function cameraPhoto(): Promise<Uint8Array<ArrayBuffer>> {
  const [w, h] = [4000, 3000];
  const pixels = Buffer.alloc(w * h * 3);
  let seed = 12345;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 12;
      const i = (y * w + x) * 3;
      pixels[i] = ((x * 255) / w + grain) & 255;
      pixels[i + 1] = ((y * 255) / h + grain) & 255;
      pixels[i + 2] = 128 + grain;
    }
  }
  const out = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "PhoneCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 29/1" } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return new Uint8Array(out);
}
