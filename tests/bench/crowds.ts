import { Database } from "bun:sqlite";
import { join } from "node:path";
import { budgets } from "./budgets.ts";
import { loadAverage } from "./machine.ts";
import { cpuSecondsOf } from "./process-cpu.ts";
import { startApp, withServers, withWorkDir } from "./server.ts";
import { peopleWithSessions } from "./sessions.ts";
import { openStream } from "./raw-stream.ts";
import type { RunOptions } from "./rounds.ts";
import { thousands, title, type Row } from "./report.ts";

const PEOPLE = 200;
/** Each person's moves: ten a second is the server's limit, so a little under it (no 429 from timer jitter). */
const MOVE_EVERY_MS = 105;
const WARM_UP_MS = 3_000;
/** Where they walk: a square of the desert this wide, so some are near each other and most are far. */
const AREA = 60;
/**
 * Every stream is open and read, but only every SAMPLE-th is parsed and timed: parsing every delivery (some
 * 20,000 a second) would make the bench's own process the bottleneck on a shared two-core machine.
 */
const SAMPLE = 5;

interface Person {
  userId: number;
  token: string;
  /** The server process (0 or 1) holding their stream and receiving their moves. */
  server: number;
}

/**
 * Crowds (issue #29 item 4): 200 people in one zone (8 instances of 25), half on each of two server
 * processes on one database, each holding a realtime stream and moving ten times a second on a random walk.
 * Figures: the database's write rate (rows of realtime_signals a second: the moves' batches and any other
 * signal), the moves' delivery latency from the POST's start to each receiver's `zone-presence` (p50 and p95,
 * and of those crossing processes), the moves delivered, and the load beside them.
 */
export async function crowdsBench(options: RunOptions): Promise<Row[]> {
  return withWorkDir("crowds", (dataDir) =>
    withServers(async (started) => {
      // Each with a real session, half on each server.
      const people: Person[] = (await peopleWithSessions(dataDir, PEOPLE, "walker")).map((person, i) => ({
        ...person,
        server: i % 2,
      }));
      const env = { REALTIME_STREAMS_PER_ADDRESS: String(PEOPLE * 2) };
      const servers = [started(await startApp(dataDir, env)), started(await startApp(dataDir, env))];
      const db = new Database(join(dataDir, "app.db"), { readonly: true });
      const sentAt = new Map<string, number>();
      const latencies: number[] = [];
      const crossing: number[] = [];
      let measuring = false;
      const serverOf = new Map(people.map((p) => [p.userId, p.server]));
      const streams = await Promise.all(
        people.map((person, i) =>
          openStream(
            Number(new URL(servers[person.server]!.url).port),
            person.token,
            // A sample of the people reads what arrives; the others' streams are left unread.
            i % SAMPLE !== 0
              ? undefined
              : (event, data) => {
                  if (!measuring || event !== "zone-presence") return;
                  const moved = data as { userId: number; rotationY: number };
                  const sent = sentAt.get(`${moved.userId}:${moved.rotationY}`);
                  if (sent === undefined) return;
                  const ms = performance.now() - sent;
                  latencies.push(ms);
                  if (serverOf.get(moved.userId) !== person.server) {
                    crossing.push(ms);
                  }
                },
          ),
        ),
      );
      let running = true;
      let moves = 0;
      let throttled = 0;
      let failed = 0;
      const walkers = people.map(async (person, i) => {
        let x = ((i * 37) % AREA) - AREA / 2;
        let z = ((i * 53) % AREA) - AREA / 2;
        // Arrivals spread over the warm-up, as people come in: the instances fill with people of both processes.
        await Bun.sleep((i * (WARM_UP_MS - 500)) / PEOPLE);
        for (let seq = 0; running; seq++) {
          const start = performance.now();
          x = Math.max(-AREA / 2, Math.min(AREA / 2, x + (Math.random() - 0.5)));
          z = Math.max(-AREA / 2, Math.min(AREA / 2, z + (Math.random() - 0.5)));
          // The facing carries the move's number, so a receiver's event says which move it was.
          const ry = seq % 900;
          sentAt.set(`${person.userId}:${ry}`, start);
          const answer = await fetch(`${servers[person.server]!.url}/api/zones/desert/presence`, {
            method: "POST",
            headers: { Authorization: `Bearer ${person.token}`, "Content-Type": "application/json" },
            body: JSON.stringify({ x, y: 0, z, ry, avatar: 1 }),
          }).catch(() => null);
          if (measuring) {
            if (answer?.status === 204) moves++;
            // Two answers bunched by the machine's load can put eleven moves in the server's second: 429.
            else if (answer?.status === 429) throttled++;
            else failed++;
          }
          await Bun.sleep(Math.max(0, MOVE_EVERY_MS - (performance.now() - start)));
        }
      });

      await Bun.sleep(WARM_UP_MS);
      const rowsBefore = signalRows(db);
      const cpuBefore = servers.map((s) => cpuSecondsOf(s.pid));
      const loadBefore = loadAverage();
      measuring = true;
      const began = performance.now();
      await Bun.sleep(options.seconds * 1000);
      measuring = false;
      const seconds = (performance.now() - began) / 1000;
      const rows = signalRows(db) - rowsBefore;
      const cpu = servers.map((s, i) => cpuSecondsOf(s.pid) - cpuBefore[i]!);
      const loadAfter = loadAverage();
      running = false;
      await Promise.all(walkers);
      for (const stream of streams) stream.end();
      db.close();

      const rowsPerSecond = rows / seconds;
      const writeBound = 2 * (1000 / 250);
      const at = percentile(latencies);
      const crossAt = percentile(crossing);
      const load = `load ${loadBefore} → ${loadAfter}`;
      return [
        title(`crowds: ${PEOPLE} people moving in one zone across two server processes`),
        {
          what: `moves accepted (${(1000 / MOVE_EVERY_MS).toFixed(1)}/s each asked; ${throttled} answered 429, over ten in a second)`,
          figure: `${thousands(moves / seconds)} moves/s; servers' CPU ${cpu.map((c) => `${Math.round((c / seconds) * 100)}%`).join(" + ")}`,
          errors: failed === 0 ? "0" : `${failed} failed`,
        },
        {
          what: `database writes: realtime_signals rows a second (${load})`,
          figure: `${(rowsPerSecond).toFixed(1)} rows/s (${thousands(moves / Math.max(rows, 1))} moves a row)`,
          target: `≤ ${budgets.crowds.rowsPerSecond} (2 processes × 4 polls/s = ${writeBound})`,
          pass: rowsPerSecond <= budgets.crowds.rowsPerSecond,
        },
        {
          what: `delivery: POST → receivers' zone-presence, ${thousands(latencies.length / seconds)} deliveries/s to the 1 in ${SAMPLE} receivers timed (${load})`,
          figure: `${thousands(latencies.length)} delivered`,
          p50Ms: at(0.5),
          p99Ms: at(0.95),
          target: `p95 < ${budgets.crowds.deliveryP95Ms} ms (the p99 column is p95 here)`,
          pass: at(0.95) < budgets.crowds.deliveryP95Ms,
        },
        {
          what: "delivery across the two processes (the p99 column is p95)",
          figure: `${thousands(crossing.length)} delivered`,
          p50Ms: crossAt(0.5),
          p99Ms: crossAt(0.95),
        },
      ];
    }),
  );
}

/** The highest signal row id: rows written since, whatever was swept meanwhile. */
function signalRows(db: Database): number {
  return (db.query("select coalesce(max(id), 0) as id from realtime_signals").get() as { id: number }).id;
}

function percentile(values: number[]): (q: number) => number {
  const sorted = [...values].sort((a, b) => a - b);
  return (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
