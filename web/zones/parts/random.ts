/**
 * A small seeded random source (mulberry32), so a scene scatters its trees, fish and rocks the same way on
 * every visit and in every test.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max) drawn from `random`. */
export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}

/** One element of `items` drawn from `random`. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick needs at least one item");
  return item;
}
