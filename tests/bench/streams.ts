import { budgets } from "./budgets.ts";
import { residentMb } from "../process-memory.ts";
import { startApp, withServers, withWorkDir } from "./server.ts";
import { peopleWithSessions } from "./sessions.ts";
import { openStreams } from "./raw-stream.ts";
import type { RunOptions } from "./rounds.ts";
import { thousands, title, type Row } from "./report.ts";

const STREAMS = 10_000;
const USERS = 2_000;

/**
 * The resident memory of one server (`bun src/main.ts`) holding 10,000 open realtime streams (2,000 people,
 * 5 streams each, each stream past its `ready`), against the same server before any stream opened. The
 * streams are raw sockets speaking HTTP/1.1, so the bench process's own client has no connection limit.
 */
export async function streamsBench(_options: RunOptions): Promise<Row[]> {
  return withWorkDir("streams", async (dataDir) => {
    const tokens = (await peopleWithSessions(dataDir, USERS, "streamer")).map((person) => person.token);
    return withServers(async (started) => {
      // Every stream comes from 127.0.0.1: the cap of streams per address is lifted for the bench.
      const server = started(await startApp(dataDir, { REALTIME_STREAMS_PER_ADDRESS: String(STREAMS) }));
      const { port } = new URL(server.url);
      await Bun.sleep(500);
      const idle = residentMb(server.pid);
      const sockets = await openStreams(
        Number(port),
        Array.from({ length: STREAMS }, (_, i) => tokens[i % USERS]!),
      );
      await Bun.sleep(1000);
      const holding = residentMb(server.pid);
      for (const socket of sockets) socket.end();
      return [
        title("realtime streams"),
        { what: "server resident memory, no stream open", figure: `${thousands(idle)} MB` },
        {
          what: `server resident memory, ${thousands(STREAMS)} open streams (${thousands(USERS)} users)`,
          figure: `${thousands(holding)} MB (${(((holding - idle) * 1024) / STREAMS).toFixed(1)} KB per stream)`,
          target: `< ${thousands(budgets.streamsMemoryMb)} MB`,
          pass: holding < budgets.streamsMemoryMb,
        },
      ];
    });
  });
}
