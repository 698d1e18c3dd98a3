import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { blocksStream } from "../../events/blocks.ts";
import { friendshipStream } from "../../events/friends.ts";
import { blockStateOf, type BlockState } from "../../projections/blocks.queries.ts";
import { friendshipOf } from "../../projections/friends.queries.ts";
import { profileByUsername, userNotFound } from "../../projections/profiles.queries.ts";
import { decideBlock, type BlockCommand } from "./blocks.decide.ts";

/**
 * Blocks, unblocks, mutes or unmutes `username`, reading the pair's state inside the write transaction so
 * that two presses at once record one change; answers how the actor stands with them afterwards.
 */
export async function changeBlock(
  ctx: AppContext,
  actor: Actor,
  username: string,
  type: BlockCommand["type"],
): Promise<BlockState> {
  const other = await profileByUsername(ctx.db, username);
  if (!other) throw userNotFound();
  return ctx.store.transact(async (tx) => {
    const state = {
      block: await blockStateOf(tx.db, actor.id, other.id),
      friendship: await friendshipOf(tx.db, actor.id, other.id),
    };
    const decision = decideBlock({ type, me: actor.id, other: other.id }, state);
    if (decision.events.length > 0) await tx.append(blocksStream(actor.id), "any", decision.events);
    if (decision.friendship.length > 0)
      await tx.append(friendshipStream(actor.id, other.id), "any", decision.friendship);
    return blockStateOf(tx.db, actor.id, other.id);
  });
}
