import type { EventOf } from "../../events/index.ts";
import type { FilterRow } from "../../projections/filters.queries.ts";
import { AppError } from "../../shared/errors.ts";
import { MAX_FILTERS, wordSequence, type FilterAction } from "../../shared/filters.ts";

type FilterEvent = EventOf<"KeywordFilterAdded" | "KeywordFilterChanged" | "KeywordFilterRemoved">;

/** A filter's wanted state: the phrase as typed, the action, and when it ends (already a moment: the command read the clock). */
export interface FilterFields {
  phrase: string;
  action: FilterAction;
  expiresAt: string | null;
}

export type FilterCommand =
  | ({ type: "add"; me: number; id: number } & FilterFields)
  | ({ type: "change"; me: number; id: number } & Partial<FilterFields>)
  | { type: "remove"; me: number; id: number };

/** The actor's filters as they stand (expired ones too: they count until removed, as listed). */
export interface FiltersState {
  mine: FilterRow[];
}

/**
 * Adding refuses a 101st filter and a phrase already filtered (case and spacing aside: the same words); a change
 * or a removal names one of the actor's own filters, anyone else's being as absent as an unknown one. A change
 * that changes nothing records nothing.
 */
export function decideFilter(command: FilterCommand, state: FiltersState): FilterEvent[] {
  const { me, id } = command;
  if (command.type === "add") {
    if (state.mine.length >= MAX_FILTERS)
      throw AppError.badRequest(`You can have at most ${MAX_FILTERS} filters.`, "too_many_filters");
    const { phrase, action, expiresAt } = command;
    refuseDuplicate(state.mine, phrase.trim(), undefined);
    return [{ type: "KeywordFilterAdded", data: { id, by: me, phrase: phrase.trim(), action, expiresAt } }];
  }
  const filter = state.mine.find((f) => f.id === id);
  if (!filter) throw AppError.notFound("Filter not found", "filter_not_found");
  if (command.type === "remove") return [{ type: "KeywordFilterRemoved", data: { id, by: me } }];
  const next = {
    phrase: command.phrase?.trim() ?? filter.phrase,
    action: command.action ?? filter.action,
    expiresAt: command.expiresAt === undefined ? filter.expiresAt : command.expiresAt,
  };
  if (next.phrase === filter.phrase && next.action === filter.action && next.expiresAt === filter.expiresAt) return [];
  refuseDuplicate(state.mine, next.phrase, id);
  return [{ type: "KeywordFilterChanged", data: { id, by: me, ...next } }];
}

function refuseDuplicate(mine: FilterRow[], phrase: string, except: number | undefined): void {
  const words = wordSequence(phrase).join(" ");
  if (mine.some((f) => f.id !== except && wordSequence(f.phrase).join(" ") === words))
    throw AppError.conflict("You already filter these words.", "filter_exists");
}
