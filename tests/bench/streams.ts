import { budgets } from "./budgets.ts";
import { residentMb } from "../process-memory.ts";
import { startApp, withServers, withWorkDir } from "./server.ts";
import { peopleWithSessions } from "./sessions.ts";
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

export type Stream = { end(): void };

/** Opens one stream per token, a few hundred at a time, and resolves once each has received its `ready`. */
export async function openStreams(port: number, tokens: string[]): Promise<Stream[]> {
  const sockets: Stream[] = [];
  for (let from = 0; from < tokens.length; from += 250) {
    sockets.push(...(await Promise.all(tokens.slice(from, from + 250).map((token) => openStream(port, token)))));
  }
  return sockets;
}

function openStream(port: number, token: string): Promise<Stream> {
  const decoder = new TextDecoder();
  return new Promise((resolve, reject) => {
    let seen = "";
    let ready = false;
    const timer = setTimeout(() => reject(new Error("a stream did not become ready within 30 s")), 30_000);
    Bun.connect({
      hostname: "127.0.0.1",
      port,
      socket: {
        open(socket) {
          socket.write(
            `GET /api/realtime HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
          );
        },
        data(socket, chunk) {
          if (ready) return;
          seen += decoder.decode(chunk);
          if (!seen.startsWith("HTTP/1.1 200")) {
            clearTimeout(timer);
            socket.end();
            return reject(new Error(`a stream was refused: ${seen.slice(0, 200)}`));
          }
          if (seen.includes("event: ready")) {
            ready = true;
            seen = "";
            clearTimeout(timer);
            resolve(socket);
          }
        },
        error(_socket, error) {
          clearTimeout(timer);
          reject(error);
        },
      },
    }).catch(reject);
  });
}
