import type { Tx } from "./db.ts";
import { appliedPosition } from "./schema.ts";

/** Records that the live read models have had the log up to `position` (see `appliedPosition`). */
export async function markApplied(db: Tx, position: number): Promise<void> {
  await db
    .insert(appliedPosition)
    .values({ id: 1, position })
    .onConflictDoUpdate({ target: appliedPosition.id, set: { position } });
}
