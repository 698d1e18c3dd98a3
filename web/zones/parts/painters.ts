import type { Texture } from "three";
import { useDisposable } from "./dispose.ts";
import { seededRandom } from "./random.ts";
import { canvasTexture, tiled } from "./textures.ts";

/**
 * Painters: seeded functions that draw a surface on a 2D canvas (wood, bricks, tiles, grain, signs), and a
 * hook that turns one into a texture a component owns. Nothing is downloaded.
 */

export type Random = () => number;
export type Painter = (context: CanvasRenderingContext2D, width: number, height: number, random: Random) => void;

export interface PaintOptions {
  width?: number;
  height?: number;
  /** How many times it repeats across a surface whose texture coordinates run 0..1 (it always wraps). */
  repeat?: readonly [number, number];
  seed?: number;
}

export function paintTexture(
  paint: Painter,
  { width = 256, height = 256, repeat = [1, 1], seed = 1 }: PaintOptions = {},
): Texture {
  const random = seededRandom(seed);
  return tiled(
    canvasTexture(width, height, (context) => paint(context, width, height, random)),
    repeat[0],
    repeat[1],
  );
}

/** A painted texture owned by the calling component; pass a stable painter (module level or memoised). */
export function usePaintedTexture(paint: Painter, options: PaintOptions = {}): Texture {
  const { width, height, repeat, seed } = options;
  return useDisposable(() => paintTexture(paint, options), [paint, width, height, repeat?.[0], repeat?.[1], seed]);
}

export function speckle(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  random: Random,
  count: number,
  alpha = 0.08,
) {
  for (let i = 0; i < count; i++) {
    const light = random() < 0.5;
    context.fillStyle = light ? `rgba(255,255,255,${alpha})` : `rgba(0,0,0,${alpha})`;
    const size = 1 + random() * 2;
    context.fillRect(random() * width, random() * height, size, size);
  }
}

/** Planks with grain lines, for floors, shelves and tables. */
export function woodPainter(base: string, dark: string, planks = 4): Painter {
  return (context, width, height, random) => {
    const plank = height / planks;
    for (let i = 0; i < planks; i++) {
      context.fillStyle = base;
      context.fillRect(0, i * plank, width, plank);
      context.globalAlpha = 0.15 + random() * 0.15;
      context.fillStyle = dark;
      context.fillRect(0, i * plank, width, plank);
      context.globalAlpha = 1;
      context.strokeStyle = dark;
      context.lineWidth = 1;
      for (let line = 0; line < 9; line++) {
        context.globalAlpha = 0.12 + random() * 0.18;
        const y = i * plank + random() * plank;
        context.beginPath();
        context.moveTo(0, y);
        for (let x = 0; x <= width; x += 16) context.lineTo(x, y + Math.sin(x / 30 + line) * 1.5);
        context.stroke();
      }
      context.globalAlpha = 0.6;
      context.fillStyle = dark;
      context.fillRect(0, i * plank, width, 2);
      const joint = random() * width;
      context.fillRect(joint, i * plank, 2, plank);
      context.globalAlpha = 1;
    }
  };
}

/** Courses of bricks or stone blocks with mortar between them. */
export function masonryPainter(mortar: string, blocks: readonly string[], rows = 8, columns = 4): Painter {
  return (context, width, height, random) => {
    context.fillStyle = mortar;
    context.fillRect(0, 0, width, height);
    const rowHeight = height / rows;
    const blockWidth = width / columns;
    for (let row = 0; row < rows; row++) {
      const offset = row % 2 === 0 ? 0 : blockWidth / 2;
      for (let column = -1; column < columns + 1; column++) {
        context.fillStyle = blocks[Math.floor(random() * blocks.length)]!;
        context.fillRect(column * blockWidth + offset + 2, row * rowHeight + 2, blockWidth - 4, rowHeight - 4);
      }
    }
    speckle(context, width, height, random, width * height * 0.02, 0.1);
  };
}

/** A floor of square tiles. */
export function tilePainter(a: string, b: string, grout: string, tiles = 4): Painter {
  return (context, width, height, random) => {
    const size = width / tiles;
    for (let x = 0; x < tiles; x++) {
      for (let y = 0; y < tiles; y++) {
        context.fillStyle = (x + y) % 2 === 0 ? a : b;
        context.fillRect(x * size, y * size, size, size);
      }
    }
    speckle(context, width, height, random, width * height * 0.01, 0.05);
    context.strokeStyle = grout;
    context.lineWidth = 2;
    for (let i = 0; i <= tiles; i++) {
      context.beginPath();
      context.moveTo(i * size, 0);
      context.lineTo(i * size, height);
      context.moveTo(0, i * size);
      context.lineTo(width, i * size);
      context.stroke();
    }
  };
}

/** An even colour with grain. */
export function grainPainter(base: string, amount = 0.08, density = 0.05): Painter {
  return (context, width, height, random) => {
    context.fillStyle = base;
    context.fillRect(0, 0, width, height);
    speckle(context, width, height, random, width * height * density, amount);
  };
}

/** Words on a coloured board: shop signs, banners' mottos, labels. */
export function signPainter(text: string, background: string, color: string, font = "bold 64px sans-serif"): Painter {
  return (context, width, height) => {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
    context.fillStyle = color;
    context.font = font;
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(text, width / 2, height / 2, width * 0.92);
  };
}
