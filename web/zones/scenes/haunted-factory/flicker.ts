/**
 * The brightness (0–1) of a failing bulb at `time` seconds: mostly on with a faint buzz, stuttering now and
 * then, and going almost dark for short moments. Each `seed` fails on its own schedule.
 */
export function flicker(time: number, seed: number): number {
  const slow = Math.sin(time * 0.7 + seed * 2.1) + Math.sin(time * 1.9 + seed * 5.3);
  if (slow > 1.55) return 0.05;
  const buzz = Math.sin(time * 37 + seed) * Math.sin(time * 23.3 + seed * 3);
  return slow > 1.2 ? 0.5 + buzz * 0.5 : 0.9 + buzz * 0.1;
}
