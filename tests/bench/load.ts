import type { Load, LoadSettings, LoadSpec } from "./generator.ts";

/**
 * The fallback load generator, for machines without wrk: `threads` Bun processes (this file run as a
 * script), each keeping its share of the connections busy with one request after the other, reading every
 * answer in full. Their latencies are merged before the percentiles are taken. One Bun process tops out
 * near 17,000 req/s on this machine, far below a bare `Bun.serve`: the bench's ceiling rows show where.
 */
export async function bunLoad(spec: LoadSpec, { threads, connections, seconds }: LoadSettings): Promise<Load> {
  const processes = Math.min(threads, connections);
  const parts = await Promise.all(
    Array.from({ length: processes }, async (_, i) => {
      const share = Math.floor(connections / processes) + (i < connections % processes ? 1 : 0);
      const job: Job = { spec, connections: share, seconds, offset: i };
      const child = Bun.spawn(["bun", import.meta.path, JSON.stringify(job)], { stdout: "pipe", stderr: "inherit" });
      const [out, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
      if (code !== 0) throw new Error(`a load process failed (${code}) on ${spec.url}`);
      return JSON.parse(out) as Part;
    }),
  );
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const requests = latencies.length;
  return {
    requests,
    errors: sum(parts.map((p) => p.errors)),
    non2xx: sum(parts.map((p) => p.non2xx)),
    perSecond: requests / Math.max(...parts.map((p) => p.seconds)),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    bytesPerAnswer: requests ? sum(parts.map((p) => p.bytes)) / requests : 0,
  };
}

interface Job {
  spec: LoadSpec;
  connections: number;
  seconds: number;
  /** Where this process starts in the rotated values, so processes do not send the same ones at once. */
  offset: number;
}

interface Part {
  latencies: number[];
  errors: number;
  non2xx: number;
  bytes: number;
  seconds: number;
}

async function drive({ spec, connections, seconds, offset }: Job): Promise<Part> {
  const part: Part = { latencies: [], errors: 0, non2xx: 0, bytes: 0, seconds };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let turn = offset;
  const headersOfNext = () => {
    if (!spec.rotate) return spec.headers;
    const values = spec.rotate.values;
    return { ...spec.headers, [spec.rotate.header]: values[turn++ % values.length]! };
  };
  async function connection() {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(spec.url, { headers: headersOfNext(), decompress: false });
        part.bytes += (await response.arrayBuffer()).byteLength;
        if (response.status >= 400) part.non2xx++;
        part.latencies.push(performance.now() - sent);
      } catch {
        part.errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, connection));
  part.seconds = (performance.now() - started) / 1000;
  return part;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

if (import.meta.main) {
  const job = JSON.parse(process.argv[2]!) as Job;
  process.stdout.write(JSON.stringify(await drive(job)));
}
