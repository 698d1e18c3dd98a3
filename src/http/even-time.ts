/**
 * Runs `work` and settles no sooner than `floorMs` after it began, answer or error alike. For an answer
 * whose time must not tell what it found (whether an account exists): the work of the two cases is made
 * nearly equal, and the floor hides the rest, as long as the work takes less than the floor. Waiting is a
 * timer, so it costs no CPU.
 */
export async function takingAtLeast<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await Bun.sleep(left);
  }
}
