import { seededRandom } from "./random.ts";

/**
 * Smooth 2D value noise in [0, 1]: a lattice of seeded random values blended with a smoothstep. Enough for
 * terrain, sand ripples and stains, and deterministic for a given seed.
 */
export function valueNoise2D(seed: number): (x: number, y: number) => number {
  const size = 256;
  const random = seededRandom(seed);
  const lattice = Float32Array.from({ length: size * size }, () => random());
  const at = (ix: number, iy: number) => lattice[(((iy % size) + size) % size) * size + (((ix % size) + size) % size)]!;
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

/** Several octaves of `noise` added with halving weight (fractal noise), still in [0, 1]. */
export function fractalNoise2D(seed: number, octaves = 4): (x: number, y: number) => number {
  const noise = valueNoise2D(seed);
  return function fractal(x, y) {
    let sum = 0;
    let weight = 0.5;
    let frequency = 1;
    let total = 0;
    for (let octave = 0; octave < octaves; octave++) {
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
