/** A seeded generator's draws: an integer below `n`, one of `items`. */
export interface Random {
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: a small seeded generator, so a failing randomised test can be run again as it was. */
export function seeded(seed: number): Random {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (n) => Math.floor(next() * n), pick: (items) => items[Math.floor(next() * items.length)]! };
}

/**
 * Runs a randomised test body with its generator. The seed is `fixed` in CI (CI=true) so CI is
 * deterministic, `TEST_SEED` when given (to run a failure again), and a new one otherwise; a failure
 * prints the seed that brings it back.
 */
export async function withSeed(fixed: number, body: (random: Random) => Promise<void>): Promise<void> {
  const seed = process.env.TEST_SEED
    ? Number(process.env.TEST_SEED)
    : process.env.CI
      ? fixed
      : (Math.random() * 2 ** 32) >>> 0;
  try {
    await body(seeded(seed));
  } catch (error) {
    console.error(`randomised test failed with seed ${seed}: run it again with TEST_SEED=${seed}`);
    throw error;
  }
}
