/**
 * Waits until `condition` holds, checking every few milliseconds; fails after `timeoutMs` saying what it
 * waited for. For what happens after an answer (a mail sent by a reactor, a file deleted), never a sleep.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what = "the condition",
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await Bun.sleep(10);
  }
}
