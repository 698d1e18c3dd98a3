import { CanvasTexture, DataTexture, RepeatWrapping, RGBAFormat, SRGBColorSpace, UnsignedByteType } from "three";
import type { Texture } from "three";

export type Pixel = readonly [number, number, number, number?];

/**
 * A texture computed pixel by pixel (colours 0–255, alpha 255 unless given). Pure and deterministic, so
 * sand, rust and slime look the same on every visit; small sizes (64–256) keep it quick to build.
 */
export function pixelTexture(width: number, height: number, pixel: (x: number, y: number) => Pixel): DataTexture {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a = 255] = pixel(x, y);
      const offset = (y * width + x) * 4;
      data[offset] = r;
      data[offset + 1] = g;
      data[offset + 2] = b;
      data[offset + 3] = a;
    }
  }
  const texture = new DataTexture(data, width, height, RGBAFormat, UnsignedByteType);
  return tiled(texture);
}

/** A texture drawn with the 2D canvas API: patterns, tiles, signs with words in the browser's own fonts. */
export function canvasTexture(
  width: number,
  height: number,
  draw: (context: CanvasRenderingContext2D) => void,
): CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas context");
  draw(context);
  return tiled(new CanvasTexture(canvas));
}

/** Sets the texture to repeat over a surface `x` by `y` times, in sRGB, and uploads it. */
export function tiled<T extends Texture>(texture: T, x = 1, y = 1): T {
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.repeat.set(x, y);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  texture.needsUpdate = true;
  return texture;
}

/** Mixes two colours given as [r, g, b] by `t` in [0, 1]. */
export function mixColor(a: Pixel, b: Pixel, t: number): Pixel {
  const clamped = Math.min(1, Math.max(0, t));
  return [
    Math.round(a[0] + (b[0] - a[0]) * clamped),
    Math.round(a[1] + (b[1] - a[1]) * clamped),
    Math.round(a[2] + (b[2] - a[2]) * clamped),
  ];
}
