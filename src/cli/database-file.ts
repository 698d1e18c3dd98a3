import { createClient, type Client } from "@libsql/client";
import type { Config } from "../config.ts";
import { AppError } from "../../shared/errors.ts";

/**
 * What an operator does instead when DATABASE_URL names a libSQL server: its file lives on the server's
 * host, out of this process's reach, and sqld keeps its own WAL and replication state beside it, so a copy
 * made from here would be a pretence.
 */
const REMOTE_ADVICE = [
  "DATABASE_URL names a libSQL server (sqld): back it up and restore it there, not with this command.",
  "  sqld: stop the primary and copy its whole --db-path folder (restore: start sqld on the copy), or run it",
  "  with --enable-bottomless-replication and LIBSQL_BOTTOMLESS_* settings to copy its log to S3 as it goes",
  "  (restore: start it on an empty --db-path, and it pulls the newest copy).",
  "  Turso: use its point-in-time restore (turso db create <new> --from-db <db> --timestamp <time>).",
  "  Either way, stop the servers (bun start) before a restore and start them on the restored database.",
].join("\n");

/** The local database file the settings name, or a refusal that says what to do for a libSQL server. */
export function localDatabaseFile(config: Config): string {
  const url = config.databaseUrl;
  if (!url.startsWith("file:")) throw AppError.badRequest(REMOTE_ADVICE, "remote_database");
  return url.slice("file:".length);
}

export interface DatabaseFileCheck {
  /** SQLite's own check: `ok`, or the first problems it names. */
  integrity: string;
  /** The log's last position, or null when the file holds no log (some other SQLite file). */
  head: number | null;
}

async function integrityCheck(client: Client): Promise<string> {
  try {
    const rows = (await client.execute("PRAGMA integrity_check")).rows;
    return rows
      .map((row) => String(row[0]))
      .slice(0, 5)
      .join("; ");
  } catch (error) {
    // Not a database at all (SQLITE_NOTADB), or one too damaged to read.
    return error instanceof Error ? error.message : String(error);
  }
}

/** Reads a database file as a backup or a restore must trust it, changing nothing in it. */
export async function checkDatabaseFile(path: string): Promise<DatabaseFileCheck> {
  const client = createClient({ url: `file:${path}` });
  try {
    const integrity = await integrityCheck(client);
    if (integrity !== "ok") return { integrity, head: null };
    const hasLog =
      (await client.execute("select 1 from sqlite_schema where type = 'table' and name = 'events'")).rows.length > 0;
    if (!hasLog) return { integrity, head: null };
    const head = (await client.execute("select coalesce(max(position), 0) as head from events")).rows[0]!;
    return { integrity, head: Number(head[0]) };
  } finally {
    client.close();
  }
}
