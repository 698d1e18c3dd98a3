import { and, eq, gte, isNull, min, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { mediaFiles } from "./media.schema.ts";

/** The bytes an account's live files take (its posts' media and its current picture). */
export async function storedBytes(db: Reader, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${mediaFiles.bytes}), 0)` })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.userId, userId), isNull(mediaFiles.removedAt)));
  return Number(row?.bytes ?? 0);
}

/** The bytes an account uploaded since `since` (deleted since or not), and when the oldest of them was. */
export async function uploadedSince(
  db: Reader,
  userId: number,
  since: string,
): Promise<{ bytes: number; oldest: string | null }> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${mediaFiles.bytes}), 0)`, oldest: min(mediaFiles.storedAt) })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.userId, userId), gte(mediaFiles.storedAt, since)));
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null };
}
