import { eq, lt, or } from "drizzle-orm";
import type { Reader } from "./db.ts";
import { rebuildLease } from "./schema.ts";

/** How long a claim holds without being renewed: a process that died mid-rebuild blocks no one longer. */
const LEASE_MS = 60_000;

/** The claim of one process to rebuild projections; renewed while it builds, released when it is done. */
export class RebuildLease {
  readonly owner = crypto.randomUUID();

  /** Takes the claim if no one else holds it (or theirs has run out); whether this process holds it now. */
  async take(db: Reader): Promise<boolean> {
    const now = Date.now();
    const [row] = await db
      .insert(rebuildLease)
      .values({ id: 1, owner: this.owner, expiresAt: now + LEASE_MS })
      .onConflictDoUpdate({
        target: rebuildLease.id,
        set: { owner: this.owner, expiresAt: now + LEASE_MS },
        setWhere: or(lt(rebuildLease.expiresAt, now), eq(rebuildLease.owner, this.owner)),
      })
      .returning({ owner: rebuildLease.owner });
    return row?.owner === this.owner;
  }

  async renew(db: Reader) {
    await db
      .update(rebuildLease)
      .set({ expiresAt: Date.now() + LEASE_MS })
      .where(eq(rebuildLease.owner, this.owner));
  }

  async release(db: Reader) {
    await db.delete(rebuildLease).where(eq(rebuildLease.owner, this.owner));
  }
}
