import { eq, inArray, sql } from "drizzle-orm";
import type { Reader, Tx } from "../../../store/db.ts";
import { reactorLeases } from "./schema.ts";

/** The database's clock in ms: every process compares lease times on the same clock, wherever it runs. */
export async function databaseNow(db: Reader): Promise<number> {
  const row = await db.get<{ now: number }>(sql`select cast(unixepoch('subsec') * 1000 as integer) as now`);
  return row!.now;
}

/**
 * Takes or renews the lease of `name` for `holder` until `leaseMs` from now, if it is free, lapsed or
 * already this holder's. Writes serialise in the database, so two processes never both win.
 */
export async function claimLease(tx: Tx, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const now = await databaseNow(tx);
  const won = await tx
    .insert(reactorLeases)
    .values({ name, holder, expiresAt: now + leaseMs })
    .onConflictDoUpdate({
      target: reactorLeases.name,
      set: { holder, expiresAt: now + leaseMs },
      setWhere: sql`${reactorLeases.holder} = ${holder} or ${reactorLeases.expiresAt} <= ${now}`,
    })
    .returning({ holder: reactorLeases.holder });
  return won.length > 0;
}

/** Hands this holder's leases back at once, so another process need not wait for them to lapse. */
export async function releaseLeases(tx: Tx, holder: string): Promise<void> {
  await tx.update(reactorLeases).set({ expiresAt: 0 }).where(eq(reactorLeases.holder, holder));
}

export async function leasesOf(
  db: Reader,
  names: string[],
): Promise<Map<string, { holder: string; expiresAt: number }>> {
  const rows = await db.select().from(reactorLeases).where(inArray(reactorLeases.name, names));
  return new Map(rows.map((row) => [row.name, row]));
}

export async function leaseHolder(db: Reader, name: string): Promise<string | undefined> {
  return (
    await db.select({ holder: reactorLeases.holder }).from(reactorLeases).where(eq(reactorLeases.name, name)).get()
  )?.holder;
}

/** Thrown when a reactor's lease turns out to be someone else's: its work so far must not be checkpointed. */
export class LeaseLost extends Error {
  constructor(name: string) {
    super(`the lease of reactor ${name} went to another process`);
  }
}

/** Inside the transaction that moves a checkpoint: refuses when another process has taken the lease. */
export async function ensureLeaseHeld(tx: Tx, name: string, holder: string): Promise<void> {
  if ((await leaseHolder(tx, name)) !== holder) throw new LeaseLost(name);
}
