import { and, asc, eq, sql } from "drizzle-orm";
import type { Reader, Tx } from "../../../store/db.ts";
import { reactorCheckpoints, reactorParked } from "./schema.ts";

/**
 * A reactor seen for the first time starts at the log's head: what happened before it existed was handled
 * by the code of that time (the mails were sent), and doing it again would send them twice. Writes only
 * when a reactor is new or its version changed, so a start of a known deployment writes nothing.
 */
export async function reactorsToEnrol(db: Reader, reactors: { name: string; version: number }[]) {
  const known = new Map((await db.select().from(reactorCheckpoints)).map((row) => [row.name, row.version]));
  return reactors.filter(({ name, version }) => known.get(name) !== version);
}

export async function enrolReactors(tx: Tx, reactors: { name: string; version: number }[]): Promise<void> {
  for (const { name, version } of reactors) {
    // VALUES with a subquery, not INSERT … SELECT … ON CONFLICT: sqld's own SQL parser refuses the latter.
    await tx.run(sql`
      insert into ${reactorCheckpoints} (name, version, position)
      values (${name}, ${version}, (select coalesce(max(position), 0) from events))
      on conflict (name) do update set version = excluded.version`);
  }
}

/** Every reactor's saved position, by name. */
export async function savedCheckpoints(db: Reader): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: reactorCheckpoints.name, position: reactorCheckpoints.position })
    .from(reactorCheckpoints);
  return new Map(rows.map((row) => [row.name, row.position]));
}

export async function checkpointOf(db: Reader, name: string): Promise<number> {
  const row = await db
    .select({ position: reactorCheckpoints.position })
    .from(reactorCheckpoints)
    .where(eq(reactorCheckpoints.name, name))
    .get();
  return row?.position ?? 0;
}

/** Moves a checkpoint forward, never back (a slower writer with an older position changes nothing). */
export async function saveCheckpoint(tx: Tx, name: string, version: number, position: number): Promise<void> {
  await tx
    .insert(reactorCheckpoints)
    .values({ name, version, position })
    .onConflictDoUpdate({
      target: reactorCheckpoints.name,
      set: { version, position },
      setWhere: sql`${reactorCheckpoints.position} < ${position}`,
    });
}

export type ParkedEvent = typeof reactorParked.$inferSelect;

export async function park(tx: Tx, parked: ParkedEvent): Promise<void> {
  await tx
    .insert(reactorParked)
    .values(parked)
    .onConflictDoUpdate({
      target: [reactorParked.reactor, reactorParked.position],
      set: { attempts: parked.attempts, error: parked.error, parkedAt: parked.parkedAt },
    });
}

export async function unpark(tx: Tx, reactor: string, position: number): Promise<void> {
  await tx.delete(reactorParked).where(and(eq(reactorParked.reactor, reactor), eq(reactorParked.position, position)));
}

/** One reactor's parked events in the log's order (through the table's key). */
export async function parkedEvents(db: Reader, reactor: string): Promise<ParkedEvent[]> {
  return db.select().from(reactorParked).where(eq(reactorParked.reactor, reactor)).orderBy(asc(reactorParked.position));
}

export async function parkedEvent(db: Reader, reactor: string, position: number): Promise<ParkedEvent | undefined> {
  return db
    .select()
    .from(reactorParked)
    .where(and(eq(reactorParked.reactor, reactor), eq(reactorParked.position, position)))
    .get();
}
