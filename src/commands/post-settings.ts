import { userStream } from "../../events/users.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { remindsOfAltText } from "../../projections/posts.queries.ts";
import { decideAltTextReminder } from "./posts.decide.ts";

/** PUT /api/post-settings: the caller's reminder of a picture's missing alt text on or off (issue 27 item 6). */
export async function setAltTextReminder(ctx: AppContext, actor: Actor, remind: boolean): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const events = decideAltTextReminder({ actor, remind }, { current: await remindsOfAltText(tx.db, actor.id) });
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
  });
}
