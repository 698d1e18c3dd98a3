import { gt } from "drizzle-orm";
import type { Reader } from "../../store/db.ts";
import { rebuildLease } from "../../store/schema.ts";
import { reactorLeases } from "../reactors/runner/schema.ts";
import { databaseNow } from "../reactors/runner/leases.ts";

/**
 * The processes that hold the database now, as its leases tell. Every server runs a reactor runner, which
 * keeps each reactor's lease renewed while it lives and hands them back when it stops; so a live server
 * shows as an unexpired reactor lease, and one killed outright lapses within REACTOR_LEASE_MS. A rebuild
 * (a replay, or a start-up after a projection's version changed) holds `rebuild_lease` while it runs.
 * The CLI itself runs no reactor, so it never counts itself.
 */
export async function liveHolders(db: Reader): Promise<string[]> {
  const now = await databaseNow(db);
  const leases = await db.select().from(reactorLeases).where(gt(reactorLeases.expiresAt, now));
  const holders = new Map<string, string[]>();
  for (const lease of leases) holders.set(lease.holder, [...(holders.get(lease.holder) ?? []), lease.name]);
  const found = [...holders].map(([holder, names]) => `server ${holder} (runs ${names.join(", ")})`);
  // The rebuild lease counts on the process's clock, as RebuildLease writes it.
  const rebuild = await db.select().from(rebuildLease).where(gt(rebuildLease.expiresAt, Date.now())).get();
  if (rebuild) found.push(`a projection rebuild (${rebuild.owner})`);
  return found;
}
