import { testApp } from "../harness.ts";
import { createUser } from "../accounts.ts";
import { SseReader } from "../sse.ts";
import { fillLog } from "./log-fill.ts";

/**
 * Issue #23 item 3: the CPU one reconnect costs the server when its Last-Event-ID is 9,000 events back,
 * against a fresh stream's. One process, in-process requests (`app.request`), CPU of the whole process
 * (`process.cpuUsage`) from the request until the stream's first `ready` or `resync`; 15 of each, the
 * median and the range printed. `bun tests/bench/catch-up-cpu.ts [eventsBack]`.
 */
const BACK = Number(process.argv[2] ?? 9_000);
const ROUNDS = 15;

const t = await testApp({ RATE_LIMIT_MULTIPLIER: "10000", REALTIME_OPENS_PER_MINUTE: "1000" });
try {
  const reader = await createUser(t, { username: "reader" });
  const first = new SseReader(await t.app.request("/api/realtime", { headers: reader.headers }));
  const ready = await first.next((m) => m.event === "ready");
  await first.close();
  // Posts and ratings by the reader's account, written straight into the log: what a reconnect reads back.
  await fillLog(t.ctx.database.client, BACK, { authors: [reader.id], raters: [reader.id] });
  await t.ctx.tail.fresh();

  const cpuOf = async (headers: Record<string, string>) => {
    const before = process.cpuUsage();
    const stream = new SseReader(await t.app.request("/api/realtime", { headers }));
    const first = await stream.next((m) => m.event === "ready" || m.event === "resync", 60_000);
    const used = process.cpuUsage(before);
    await stream.close();
    return { ms: (used.user + used.system) / 1000, event: first.event, sent: stream.received.length };
  };
  const report = (what: string, runs: { ms: number; event: string; sent: number }[]) => {
    const ms = runs.map((run) => run.ms).sort((a, b) => a - b);
    console.log(
      `${what}: median ${ms[Math.floor(ms.length / 2)]!.toFixed(1)} ms CPU (${ms[0]!.toFixed(1)}–${ms.at(-1)!.toFixed(1)}), ` +
        `first answer \`${runs[0]!.event}\` after ${runs[0]!.sent - 1} replayed events`,
    );
  };
  const fresh = [];
  const far = [];
  for (let i = 0; i < ROUNDS; i++) {
    fresh.push(await cpuOf(reader.headers));
    far.push(await cpuOf({ ...reader.headers, "Last-Event-ID": ready.id! }));
  }
  console.log(`log head ${await t.ctx.store.head()}, reconnecting from ${ready.id}`);
  report("fresh stream", fresh);
  report(`reconnect ${BACK} events back`, far);
} finally {
  await t.close();
}
