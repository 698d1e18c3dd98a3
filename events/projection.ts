import { getTableName, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Tx } from "./db.ts";
import type { StoredEvent } from "./index.ts";

/**
 * A read model built from the log. `apply` writes only the projection's own `tables`, must leave the same
 * rows when given the same event twice, and may use nothing but the event (never the clock), so that a
 * replay rebuilds exactly what the live server built. Raising `version` rebuilds it at start-up.
 */
export interface Projection {
  name: string;
  version: number;
  tables: SQLiteTable[];
  apply(event: StoredEvent, tx: Tx): Promise<void>;
}

export async function applyProjections(projections: Projection[], event: StoredEvent, tx: Tx) {
  for (const projection of projections) await projection.apply(event, tx);
}

export async function clearProjections(projections: Projection[], tx: Tx) {
  for (const projection of projections) {
    for (const table of projection.tables) await tx.run(sql.raw(`delete from "${getTableName(table)}"`));
  }
}
