import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { filtersStream } from "../../events/filters.ts";
import { filtersOf, type FilterRow } from "../../projections/filters.queries.ts";
import type { FilterAction } from "../../shared/filters.ts";
import { decideFilter, type FilterFields } from "./filters.decide.ts";
import { requireBudget } from "../budgets/spend.ts";

/** What a request asks: `expiresIn` seconds from now, null for never, absent (a change) to keep the expiry. */
export interface FilterRequest {
  phrase?: string;
  action?: FilterAction;
  expiresIn?: number | null;
}

/** Adds a keyword filter for the actor; answers it as stored. */
export async function addFilter(ctx: AppContext, actor: Actor, request: Required<FilterRequest>): Promise<FilterRow> {
  return ctx.store.transact(async (tx) => {
    await requireBudget(ctx, tx.db, actor, "filter");
    const mine = await filtersOf(tx.db, actor.id);
    // Taken before the rule is checked: a refusal rolls the transaction back, and the id with it.
    const id = await tx.nextId("filters");
    const fields = fieldsOf(ctx, request) as FilterFields;
    await tx.append(
      filtersStream(actor.id),
      "any",
      decideFilter({ type: "add", me: actor.id, id, ...fields }, { mine }),
    );
    return (await filtersOf(tx.db, actor.id)).find((f) => f.id === id)!;
  });
}

/** Changes one of the actor's filters; answers it as it stands after. */
export async function changeFilter(
  ctx: AppContext,
  actor: Actor,
  id: number,
  request: FilterRequest,
): Promise<FilterRow> {
  return ctx.store.transact(async (tx) => {
    await requireBudget(ctx, tx.db, actor, "filter");
    const mine = await filtersOf(tx.db, actor.id);
    const events = decideFilter({ type: "change", me: actor.id, id, ...fieldsOf(ctx, request) }, { mine });
    if (events.length > 0) await tx.append(filtersStream(actor.id), "any", events);
    return (await filtersOf(tx.db, actor.id)).find((f) => f.id === id)!;
  });
}

/** Removes one of the actor's filters. */
export async function removeFilter(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await requireBudget(ctx, tx.db, actor, "filter");
    const mine = await filtersOf(tx.db, actor.id);
    await tx.append(filtersStream(actor.id), "any", decideFilter({ type: "remove", me: actor.id, id }, { mine }));
  });
}

/** The expiry as a moment on the context's clock (a test moves it), so the log says when, not how long. */
function fieldsOf(ctx: AppContext, { phrase, action, expiresIn }: FilterRequest): Partial<FilterFields> {
  const fields: Partial<FilterFields> = { phrase, action };
  if (expiresIn !== undefined)
    fields.expiresAt = expiresIn === null ? null : new Date(ctx.clock.now().getTime() + expiresIn * 1000).toISOString();
  return fields;
}
