import type { AppContext } from "../context.ts";
import type { Reader } from "../../store/db.ts";
import type { AppEvent } from "../../events/index.ts";
import type { Sequence } from "../../store/store.ts";
import { planSync, type Definition, type Recorded } from "./games.decide.ts";

/** How one catalogue (games, videos) is recorded: its ids, its streams, its events and its recorded entries. */
export interface CatalogueKind<D extends Definition> {
  sequence: Sequence;
  stream(id: number): string;
  added(id: number, definition: D): AppEvent;
  changed(id: number, definition: D): AppEvent;
  removed(id: number): AppEvent;
  recorded(db: Reader): Promise<Recorded<D>[]>;
}

/** What a sync did, by key, for the start-up log. */
export interface SyncReport {
  added: string[];
  changed: string[];
  removed: string[];
  /** Keys the source lists that another source holds: left as they are. */
  conflicts: string[];
}

/**
 * Makes a catalogue's entries from `source` what the source lists now, in one transaction. Two processes
 * starting together both sync: the second's append may meet the first's (a key taken meanwhile), so a failed
 * sync is planned again once from what is recorded by then, which is then nothing more to do.
 */
export async function syncCatalogue<D extends Definition>(
  ctx: AppContext,
  kind: CatalogueKind<D>,
  source: "shipped" | "settings",
  wanted: D[],
): Promise<SyncReport> {
  try {
    return await syncOnce(ctx, kind, source, wanted);
  } catch {
    return syncOnce(ctx, kind, source, wanted);
  }
}

function syncOnce<D extends Definition>(
  ctx: AppContext,
  kind: CatalogueKind<D>,
  source: "shipped" | "settings",
  wanted: D[],
) {
  return ctx.store.transact(async (tx) => {
    const report: SyncReport = { added: [], changed: [], removed: [], conflicts: [] };
    for (const step of planSync({ source, wanted }, await kind.recorded(tx.db))) {
      switch (step.kind) {
        case "add": {
          const id = await tx.nextId(kind.sequence);
          await tx.append(kind.stream(id), 0, [kind.added(id, step.definition)]);
          report.added.push(step.definition.key);
          break;
        }
        case "restore":
          await tx.append(kind.stream(step.id), "any", [kind.added(step.id, step.definition)]);
          report.added.push(step.definition.key);
          break;
        case "change":
          await tx.append(kind.stream(step.id), "any", [kind.changed(step.id, step.definition)]);
          report.changed.push(step.definition.key);
          break;
        case "remove":
          await tx.append(kind.stream(step.id), "any", [kind.removed(step.id)]);
          report.removed.push(step.key);
          break;
        case "conflict":
          report.conflicts.push(step.key);
          break;
      }
    }
    return report;
  });
}
