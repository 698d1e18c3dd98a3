import { seededRandom } from "./random.ts";

const SIZE = 256;

/**
 * Smooth 2D value noise in [0, 1]: a lattice of seeded random values blended with a smoothstep. Enough for
 * terrain, sand ripples and stains, and deterministic for a given seed. With `period` (a whole number up to
 * 256) it repeats every `period` units, so a texture drawn from 0 to `period` tiles without a seam.
 */
export function valueNoise2D(seed: number, period = SIZE): (x: number, y: number) => number {
  const random = seededRandom(seed);
  const lattice = Float32Array.from({ length: SIZE * SIZE }, () => random());
  const wrap = Math.max(1, Math.min(SIZE, Math.round(period)));
  const at = (ix: number, iy: number) => lattice[(((iy % wrap) + wrap) % wrap) * SIZE + (((ix % wrap) + wrap) % wrap)]!;
  return function noise(x, y) {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = smooth(x - ix);
    const fy = smooth(y - iy);
    const top = lerp(at(ix, iy), at(ix + 1, iy), fx);
    const bottom = lerp(at(ix, iy + 1), at(ix + 1, iy + 1), fx);
    return lerp(top, bottom, fy);
  };
}

/** Several octaves of noise added with halving weight (fractal noise), still in [0, 1]; `period` as above. */
export function fractalNoise2D(seed: number, octaves = 4, period = SIZE): (x: number, y: number) => number {
  const layers = Array.from({ length: octaves }, (_, octave) =>
    valueNoise2D(seed + octave * 7919, period * 2 ** octave),
  );
  return function fractal(x, y) {
    let sum = 0;
    let weight = 0.5;
    let frequency = 1;
    let total = 0;
    for (const noise of layers) {
      sum += noise(x * frequency, y * frequency) * weight;
      total += weight;
      weight /= 2;
      frequency *= 2;
    }
    return sum / total;
  };
}

function smooth(t: number) {
  return t * t * (3 - 2 * t);
}

function lerp(a: number, b: number, t: number) {
  return a + (b - a) * t;
}
