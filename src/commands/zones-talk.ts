import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { zoneMessageStream } from "../../events/zones-talk.ts";
import { requireEnterableZone } from "../../projections/zones.access.ts";
import { blockedWithOf } from "../../projections/blocks.queries.ts";
import type { ZoneSaid } from "../../shared/api/zones-talk.ts";
import { requireBudget } from "../budgets/spend.ts";
import { companyOf } from "../realtime/zones-company.ts";
import { decideSay } from "./zones-talk.decide.ts";

/**
 * The actor says something in a zone they are in: recorded (zone talk is not end-to-end encrypted; the
 * record is what reports attach) with who was near enough to hear it, who then get it live.
 */
export async function sayInZone(ctx: AppContext, actor: Actor, slug: string, text: string): Promise<ZoneSaid> {
  return ctx.store.transact(async (tx) => {
    await requireEnterableZone(tx.db, actor, slug);
    await requireBudget(ctx, tx.db, actor, "zone-talk");
    const company = companyOf(ctx.zonePresence, slug, actor.id);
    const blocked = await blockedWithOf(tx.db, actor.id);
    const id = await tx.nextId("zone-messages");
    const events = decideSay({ id, zone: slug, author: actor.id, name: actor.name, text }, { ...company, blocked });
    const [stored] = await tx.append(zoneMessageStream(id), 0, events);
    const { text: said, name } = events[0]!.data;
    return { id, slug, userId: actor.id, name, text: said, at: stored!.at };
  });
}
