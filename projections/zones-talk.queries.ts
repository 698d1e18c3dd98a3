import { eq } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { zoneMessages } from "./zones-talk.schema.ts";

export interface ZoneMessageRow {
  id: number;
  zone: string;
  instance: string | null;
  authorId: number;
  text: string;
  position: [number, number, number];
  hearers: number[];
  saidAt: string;
}

/** A message said in a zone, by its id (the primary key). */
export async function zoneMessageById(db: Reader, id: number): Promise<ZoneMessageRow | undefined> {
  const row = await db.select().from(zoneMessages).where(eq(zoneMessages.id, id)).get();
  if (!row) return undefined;
  const { x, y, z, hearers, ...rest } = row;
  return { ...rest, position: [x, y, z], hearers: JSON.parse(hearers) as number[] };
}
