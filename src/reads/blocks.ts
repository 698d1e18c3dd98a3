import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { BlockLists } from "../../shared/api/blocks.ts";
import { chosenBy } from "../../projections/blocks.queries.ts";
import { userSummary } from "./profiles.ts";

/** GET /api/blocks: whom the caller blocked and muted, each undoable from Settings. */
export async function blockLists(ctx: AppContext, viewer: Actor): Promise<BlockLists> {
  const [blocked, muted] = await Promise.all([
    chosenBy(ctx.db, viewer.id, "block"),
    chosenBy(ctx.db, viewer.id, "mute"),
  ]);
  return {
    // A blocked person's picture is a detail the block hides, from the blocker too.
    blocked: blocked.map((person) => ({ ...userSummary(person), profile: null })),
    muted: muted.map(userSummary),
  };
}
