import { userStream } from "../../events/users.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { alwaysShowsSensitive, remindsOfAltText } from "../../projections/posts.queries.ts";
import { decideAltTextReminder, decideSensitiveDisplay } from "./posts.decide.ts";

/** PUT /api/post-settings: the caller's reminder of a picture's missing alt text on or off (issue 27 item 6). */
export async function setAltTextReminder(ctx: AppContext, actor: Actor, remind: boolean): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const events = decideAltTextReminder({ actor, remind }, { current: await remindsOfAltText(tx.db, actor.id) });
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
  });
}

/** PUT /api/post-settings: content warnings and sensitive media always shown to the caller, or not (issue 27 item 5). */
export async function setSensitiveDisplay(ctx: AppContext, actor: Actor, alwaysShow: boolean): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const current = await alwaysShowsSensitive(tx.db, actor.id);
    const events = decideSensitiveDisplay({ actor, alwaysShow }, { current });
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
  });
}
