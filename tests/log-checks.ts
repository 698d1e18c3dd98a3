import type { Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { openLogged } from "../store/catalogue.ts";

/**
 * What must hold of a database file after any crash, read straight from it with the server stopped.
 */

/** SQLite's own check of the file: `["ok"]` when pages, indexes and free lists are sound. */
export async function integrityCheck(db: Client): Promise<string[]> {
  const result = await db.execute("PRAGMA integrity_check");
  return result.rows.map((row) => String(row[0]));
}

/**
 * The streams whose versions are not exactly 1..n: a version lost or skipped means an append was half
 * kept. (The unique index on stream + version already rules out a version written twice.)
 */
export async function streamsWithGaps(
  db: Client,
): Promise<{ stream: string; count: number; first: number; last: number }[]> {
  const result = await db.execute(
    "select stream, count(*) as count, min(version) as first, max(version) as last from events group by stream having first <> 1 or last <> count order by stream",
  );
  return result.rows.map((row) => ({
    stream: String(row.stream),
    count: Number(row.count),
    first: Number(row.first),
    last: Number(row.last),
  }));
}

/**
 * How many times each post text and chat envelope appears in the log, by the tag the client chose. A post's
 * text is sealed under its author's key (store/personal.ts): read as the store reads it.
 */
export async function loggedTags(db: Client): Promise<Map<string, number>> {
  const result = await db.execute(
    `select stream, version, type, data from events where type in ('PostCreated', 'ChatMessageSent') order by position`,
  );
  const rows = result.rows.map((row) => ({
    stream: String(row.stream),
    version: Number(row.version),
    type: String(row.type),
    data: JSON.parse(String(row.data)) as Record<string, unknown>,
  }));
  const opened = await openLogged(drizzle(db), rows);
  return countTags(opened.map((row) => String(row.data.text ?? row.data.content)));
}

function countTags(tags: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

/** The same count in the read models the server answers from, which the append's transaction keeps. */
export async function projectedTags(db: Client): Promise<Map<string, number>> {
  const result = await db.execute("select text as tag from posts union all select content as tag from chat_messages");
  return countTags(result.rows.map((row) => String(row.tag)));
}
