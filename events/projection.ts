import { getTableName, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Tx } from "./db.ts";
import type { EventOf, EventType, StoredEvent } from "./index.ts";

/**
 * A read model built from the log. `apply` writes only the projection's own `tables`, must leave the same
 * rows when given the same event twice, and may use nothing but the event (never the clock), so that a
 * replay rebuilds exactly what the live server built. Raising `version` rebuilds it at start-up.
 */
export interface Projection {
  name: string;
  version: number;
  tables: SQLiteTable[];
  /** Whether `apply` is given this event; the store passes every other one by. */
  handles(event: StoredEvent): boolean;
  apply(event: StoredEvent, tx: Tx): Promise<void>;
}

/**
 * A projection of the event types named in `on` (as `defineReactor` for reactors): `apply` receives exactly
 * those, typed as their union, so its switch ends with `const unhandled: never = event` and a listed type
 * without its case, or a case for a type not listed, does not compile.
 */
export function projection<const T extends EventType>(definition: {
  name: string;
  version: number;
  tables: SQLiteTable[];
  on: readonly T[];
  apply(event: StoredEvent<EventOf<T>>, tx: Tx): Promise<void>;
}): Projection {
  const wanted = new Set<string>(definition.on);
  const { name, version, tables } = definition;
  return { name, version, tables, handles: (event) => wanted.has(event.type), apply: definition.apply as Projection["apply"] };
}

export async function applyProjections(projections: Projection[], event: StoredEvent, tx: Tx) {
  for (const projection of projections) {
    if (projection.handles(event)) await projection.apply(event, tx);
  }
}

export async function clearProjections(projections: Projection[], tx: Tx) {
  for (const projection of projections) {
    for (const table of projection.tables) await tx.run(sql.raw(`delete from "${getTableName(table)}"`));
  }
}
