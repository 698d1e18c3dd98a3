import type { EventOf } from "../../events/index.ts";

/**
 * A catalogue entry as a source defines it (games and videos alike): its key names it at the source, and
 * `source` says which source keeps it.
 */
export interface Definition {
  key: string;
  source: "shipped" | "settings" | "cli";
}

/** An entry as the catalogue recorded it: its id, and whether it was removed since. */
export type Recorded<D extends Definition> = D & { id: number; removed: boolean };

/** One step of bringing the catalogue in line with a source. `add` has no id yet: the store gives it one. */
export type SyncStep<D extends Definition> =
  | { kind: "add"; definition: D }
  | { kind: "restore"; id: number; definition: D }
  | { kind: "change"; id: number; definition: D }
  | { kind: "remove"; id: number; key: string }
  | { kind: "conflict"; key: string; heldBy: Definition["source"] };

/**
 * What makes the catalogue equal to what a source lists now (the shipped files, the settings file): entries
 * it lists that are not recorded are added (a removed one comes back under its old id), those whose
 * definition differs are changed, and those it recorded once but lists no more are removed. An entry
 * another source holds under the same key stays as it is: the two sources would otherwise undo each other
 * at every start.
 */
export function planSync<D extends Definition>(
  command: { source: Definition["source"]; wanted: D[] },
  recorded: Recorded<D>[],
): SyncStep<D>[] {
  const { source, wanted } = command;
  const byKey = new Map(recorded.map((entry) => [entry.key, entry]));
  const steps: SyncStep<D>[] = [];
  for (const definition of wanted) {
    const entry = byKey.get(definition.key);
    if (!entry) steps.push({ kind: "add", definition });
    else if (entry.removed) steps.push({ kind: "restore", id: entry.id, definition });
    else if (entry.source !== source) steps.push({ kind: "conflict", key: definition.key, heldBy: entry.source });
    else if (!sameDefinition(entry, definition)) steps.push({ kind: "change", id: entry.id, definition });
  }
  const listed = new Set(wanted.map((definition) => definition.key));
  for (const entry of recorded) {
    if (entry.source === source && !entry.removed && !listed.has(entry.key))
      steps.push({ kind: "remove", id: entry.id, key: entry.key });
  }
  return steps;
}

/** Field by field, over the fields the definition has (lists compared as sets: a device order means nothing). */
function sameDefinition(entry: Definition, definition: Definition): boolean {
  return Object.entries(definition).every(([field, value]) => {
    const recorded = (entry as unknown as Record<string, unknown>)[field];
    if (Array.isArray(value) && Array.isArray(recorded))
      return value.length === recorded.length && value.every((v) => recorded.includes(v));
    return recorded === value;
  });
}

/** A score a game's frame reported for a person, and their best so far (null before their first). */
export interface ScoreCommand {
  userId: number;
  gameId: number;
  score: number;
}

export interface ScoreDecision {
  events: EventOf<"ScoreRecorded">[];
  best: number;
  improved: boolean;
}

/** Only a new best is recorded: the log keeps each person's progress, not every round they played. */
export function decideScore(command: ScoreCommand, best: number | null): ScoreDecision {
  if (best !== null && command.score <= best) return { events: [], best, improved: false };
  // A first round of 0 is still a first best: the page then shows "0" rather than nothing.
  return { events: [{ type: "ScoreRecorded", data: command }], best: command.score, improved: true };
}
