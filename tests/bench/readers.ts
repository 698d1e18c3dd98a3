import { join } from "node:path";
import { createClient } from "@libsql/client";
import { budgets } from "./budgets.ts";
import { browser } from "./browser.ts";
import { people, seedPosts } from "./seed-posts.ts";
import { signIn } from "./sign-in.ts";
import { startApp, withServers, withWorkDir } from "./server.ts";
import type { RunOptions } from "./rounds.ts";
import { loadFigures, thousands, title, type Row } from "./report.ts";

/**
 * Reading must not write: 64 people, each with their own token, read the global feed over 64 connections
 * for the run's duration, freshly signed in and with no warm-up (a first read is when a per-reader write
 * would happen). The figure is the number of events the log gained, read from the database after the
 * server has stopped (a server records the presence it still holds as it stops).
 */
export async function readersBench(options: RunOptions): Promise<Row[]> {
  return withWorkDir("readers", (dataDir) =>
    withServers(async (started) => {
      await seedPosts(dataDir, 1000);
      const app = started(await startApp(dataDir));
      const readers = people.readers.length;
      const tokens = [];
      for (const reader of people.readers) tokens.push((await signIn(app.url, reader)).authorization);
      const log = eventLog(join(dataDir, "app.db"));
      try {
        const before = await log.head();
        const load = await options.generator.run(
          {
            url: app.url + "/api/contents/global",
            headers: browser,
            rotate: { header: "Authorization", values: tokens },
          },
          { threads: options.threads, connections: readers, seconds: options.seconds },
        );
        await app.stop();
        const appended = await log.since(before);
        const types = Object.entries(appended.types)
          .map(([type, n]) => `${thousands(n)} ${type}`)
          .join(", ");
        return [
          title(`reading causes no writes: ${readers} readers, ${readers} connections, ${options.seconds} s`),
          {
            what: "GET /api/contents/global, each reader with their own token",
            ...loadFigures({ rounds: [load], median: load, seconds: options.seconds }),
          },
          {
            what: "events appended by their reads",
            figure: appended.count === 0 ? "0" : `${thousands(appended.count)}: ${types}`,
            target: `≤ ${budgets.writesPerReader} per reader (${readers * budgets.writesPerReader}), none per read`,
            pass: appended.count <= readers * budgets.writesPerReader,
          },
        ];
      } finally {
        log.close();
      }
    }),
  );
}

/** The event log of the database file, read directly: every write of every process shows there. */
function eventLog(file: string) {
  const client = createClient({ url: `file:${file}` });
  return {
    async head(): Promise<number> {
      const { rows } = await client.execute("select coalesce(max(position), 0) as head from events");
      return Number(rows[0]!.head);
    },
    async since(position: number): Promise<{ count: number; types: Record<string, number> }> {
      const { rows } = await client.execute({
        sql: "select type, count(*) as n from events where position > ? group by type",
        args: [position],
      });
      const types = Object.fromEntries(rows.map((r) => [String(r.type), Number(r.n)]));
      return { count: Object.values(types).reduce((a, b) => a + b, 0), types };
    },
    close: () => client.close(),
  };
}
