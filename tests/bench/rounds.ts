import type { Generator, Load, LoadSpec } from "./generator.ts";

/** How every section runs its loads; `seconds` is the time under load of each URL, split into `rounds`. */
export interface RunOptions {
  generator: Generator;
  threads: number;
  connections: number;
  seconds: number;
  rounds: number;
  /** The 1,000,000-post runs. */
  big: boolean;
}

/** Every round of one URL, and per column the median of the rounds. */
export interface Measured {
  rounds: Load[];
  median: Load;
  /** The length of each round. */
  seconds: number;
}

/**
 * Each URL warmed up once, then loaded in turns: product, ceiling, product, ceiling, … so a change in the
 * load of a shared machine hits both sides of a comparison alike. The order changes every round (rotated,
 * then reversed), so that no URL always follows the same one: the generator runs on the same CPUs, and what
 * it does after one run weighs on the next.
 */
export async function inRounds(
  specs: LoadSpec[],
  options: RunOptions,
  connections = options.connections,
): Promise<Measured[]> {
  const settings = { threads: Math.min(options.threads, connections), connections };
  const perRound = Math.max(1, Math.round(options.seconds / options.rounds));
  for (const spec of specs) await options.generator.run(spec, { ...settings, seconds: 1 });
  const rounds: Load[][] = specs.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    const rotated = specs.map((_, i) => (i + round) % specs.length);
    const order = Math.floor(round / specs.length) % 2 === 0 ? rotated : rotated.reverse();
    for (const i of order) rounds[i]!.push(await options.generator.run(specs[i]!, { ...settings, seconds: perRound }));
  }
  return rounds.map((loads) => ({ rounds: loads, median: medianOf(loads), seconds: perRound }));
}

function medianOf(loads: Load[]): Load {
  const of = (pick: (l: Load) => number) => median(loads.map(pick));
  return {
    requests: loads.reduce((sum, l) => sum + l.requests, 0),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    non2xx: loads.reduce((sum, l) => sum + l.non2xx, 0),
    perSecond: of((l) => l.perSecond),
    p50Ms: of((l) => l.p50Ms),
    p99Ms: of((l) => l.p99Ms),
    bytesPerAnswer: of((l) => l.bytesPerAnswer),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The product's req/s over its ceiling's, per round (measured moments apart), then the median of these. */
export function shareOf(product: Measured, ceiling: Measured): number {
  return pairedMedian(product, ceiling, (a, b) => a.perSecond / b.perSecond);
}

/** How much slower the median request got from `small` to `large` data, paired by round: +0.1 is 10% slower. */
export function latencyGrowth(large: Measured, small: Measured): number {
  return pairedMedian(large, small, (a, b) => a.p50Ms / b.p50Ms) - 1;
}

/** NaN when no round answered a request on both sides (a round shorter than one answer measures nothing). */
function pairedMedian(a: Measured, b: Measured, ratio: (a: Load, b: Load) => number): number {
  const pairs = a.rounds
    .map((round, i) => [round, b.rounds[i]!] as const)
    .filter(([x, y]) => x.requests > 0 && y.requests > 0);
  return pairs.length === 0 ? NaN : median(pairs.map(([x, y]) => ratio(x, y)));
}
