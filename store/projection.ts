import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Tx } from "./db.ts";
import type { EventOf, EventType, StoredEvent } from "../events/index.ts";

/**
 * A read model built from the log. `apply` writes only the projection's own `tables`, must leave the same
 * rows when given the same event twice, and may use nothing but the event (never the clock), so that a
 * replay rebuilds exactly what the live server built. Raising `version` rebuilds it at start-up.
 */
export interface Projection {
  name: string;
  version: number;
  tables: SQLiteTable[];
  /** Whether `apply` is given this event, by its type; the store passes every other one by. */
  handles(event: StoredEvent): boolean;
  apply(event: StoredEvent, tx: Tx): Promise<void>;
  /** Optional: events a rebuild may hand over in runs (see `Batch`). */
  batch?: Batch<StoredEvent>;
}

/**
 * How a projection applies a run of consecutive events at once, in a few multi-row statements, when a
 * rebuild replays a long log: `apply(run)` must leave the very rows that `apply` of each event in turn
 * leaves (the replay tests compare the two). The rebuild hands over only events of the types in `on`, in log
 * order, and applies every other event (to any projection) only after the run before it, so a run sees the
 * other projections' tables as they stood when its first event was appended.
 */
export interface Batch<E extends StoredEvent> {
  on: readonly string[];
  /**
   * While a rebuild fills fresh tables it builds their non-unique indexes last, sorted (far cheaper than
   * keeping them row by row), and until then the projection's statements run without them: `apply(run)`
   * always, and `apply` of the event types listed here, whose statements find their rows by a unique key
   * only. Any other of its events builds the indexes first.
   */
  withoutIndexes?: readonly string[];
  apply(run: E[], tx: Tx): Promise<void>;
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
  batch?: {
    on: readonly T[];
    withoutIndexes?: readonly T[];
    apply(run: StoredEvent<EventOf<T>>[], tx: Tx): Promise<void>;
  };
}): Projection {
  const wanted = new Set<string>(definition.on);
  const { name, version, tables, batch } = definition;
  return {
    name,
    version,
    tables,
    handles: (event) => wanted.has(event.type),
    apply: definition.apply as Projection["apply"],
    ...(batch && { batch: batch as Batch<StoredEvent> }),
  };
}

export async function applyProjections(projections: Projection[], event: StoredEvent, tx: Tx) {
  for (const projection of projections) {
    if (projection.handles(event)) await projection.apply(event, tx);
  }
}

/** How the store applies an append's events: `applyEach` or `applyInBatches`. */
export type ApplyAll = (projections: Projection[], events: StoredEvent[], tx: Tx) => Promise<void>;

/** Applies `events` in log order, each to every projection in turn, by their `apply`. */
export async function applyEach(projections: Projection[], events: StoredEvent[], tx: Tx) {
  for (const event of events) await applyProjections(projections, event, tx);
}

/** Called before `projection` is given `event` alone (not in a run) by `applyInBatches`. */
export type BeforeAlone = (projection: Projection, event: StoredEvent, tx: Tx) => Promise<void>;

/**
 * Applies `events` in log order as `applyProjections` does, handing runs of consecutive events that a
 * projection takes in batches to its `batch.apply`. A run ends at the first event some projection must be
 * given alone; the pending runs are applied first, in the projections' order.
 */
export async function applyInBatches(
  projections: Projection[],
  events: StoredEvent[],
  tx: Tx,
  beforeAlone?: BeforeAlone,
) {
  const runs: StoredEvent[][] = projections.map(() => []);
  const flush = async () => {
    for (const [i, projection] of projections.entries()) {
      if (runs[i]!.length > 0) await projection.batch!.apply(runs[i]!, tx);
      runs[i] = [];
    }
  };
  const handlersOf = handlersByType(projections);
  for (const event of events) {
    const { handlers, inRuns } = handlersOf(event);
    if (inRuns) {
      for (const i of handlers) runs[i]!.push(event);
      continue;
    }
    await flush();
    for (const i of handlers) {
      await beforeAlone?.(projections[i]!, event, tx);
      await projections[i]!.apply(event, tx);
    }
  }
  await flush();
}

/**
 * Which projections take an event of its type (their indexes), and whether all of them take it in runs:
 * worked out once per type, not for each of a long log's events.
 */
function handlersByType(projections: Projection[]) {
  const known = new Map<string, { handlers: number[]; inRuns: boolean }>();
  return (event: StoredEvent) => {
    let found = known.get(event.type);
    if (!found) {
      const handlers = projections.flatMap((p, i) => (p.handles(event) ? [i] : []));
      found = { handlers, inRuns: handlers.every((i) => projections[i]!.batch?.on.includes(event.type)) };
      known.set(event.type, found);
    }
    return found;
  };
}
