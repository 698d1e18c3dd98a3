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
  /** The event types `apply` is given; the store passes every other one by. */
  handles: ReadonlySet<EventType>;
  apply(event: StoredEvent, tx: Tx): Promise<void>;
}

/**
 * Defines a projection over the event types it lists. `apply` receives exactly those, typed as their union,
 * so its switch ends with `exhaustive(event)`: a listed type without its case, or a case for a type not
 * listed, does not compile.
 */
export function projection<const Types extends EventType>(definition: {
  name: string;
  version: number;
  tables: SQLiteTable[];
  handles: readonly Types[];
  apply(event: StoredEvent<EventOf<Types>>, tx: Tx): Promise<void>;
}): Projection {
  return { ...definition, handles: new Set<EventType>(definition.handles), apply: definition.apply as Projection["apply"] };
}

/** The end of an exhaustive switch over events: it compiles only where no type is left unhandled. */
export function exhaustive(_event: never): void {}

export async function applyProjections(projections: Projection[], event: StoredEvent, tx: Tx) {
  for (const projection of projections) {
    if (projection.handles.has(event.type)) await projection.apply(event, tx);
  }
}

export async function clearProjections(projections: Projection[], tx: Tx) {
  for (const projection of projections) {
    for (const table of projection.tables) await tx.run(sql.raw(`delete from "${getTableName(table)}"`));
  }
}
