/**
 * A small, bounded load generator: `concurrency` loops, each sending one request after the other (reading
 * every answer in full) until `durationMs` has passed. Enough to compare two servers on one machine.
 */
export interface LoadOptions {
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerAnswer: number;
}

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  await drive(url, { ...options, durationMs: options.warmupMs });
  return drive(url, options);
}

async function drive(url: string, { concurrency, durationMs, headers = {} }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  async function loop() {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers, decompress: false });
        const body = await response.arrayBuffer();
        if (!response.ok) throw new Error(`status ${response.status}`);
        bytes += body.byteLength;
        latencies.push(performance.now() - sent);
      } catch {
        errors++;
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    bytesPerAnswer: latencies.length ? bytes / latencies.length : 0,
  };
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
