import { handler } from "./handler.ts";
import { UsernameParam } from "./params.ts";
import * as blocks from "../../shared/api/blocks.ts";
import { changeBlock } from "../commands/blocks.ts";
import { blockLists } from "../reads/blocks.ts";
import type { BlockState } from "../../projections/blocks.queries.ts";

/** Only the caller's own choices: whether the other blocked them is not theirs to be told here. */
const standing = (state: BlockState) => ({ blocked: state.blocked, muted: state.muted });

/** Blocking and muting other members, and the caller's list of both. */
export const blocksHandlers = [
  handler(blocks.blockLists, {}, (_, { ctx, actor }) => blockLists(ctx, actor)),
  handler(blocks.block, { params: UsernameParam }, async ({ params }, { ctx, actor }) =>
    standing(await changeBlock(ctx, actor, params.username, "block")),
  ),
  handler(blocks.unblock, { params: UsernameParam }, async ({ params }, { ctx, actor }) =>
    standing(await changeBlock(ctx, actor, params.username, "unblock")),
  ),
  handler(blocks.mute, { params: UsernameParam }, async ({ params }, { ctx, actor }) =>
    standing(await changeBlock(ctx, actor, params.username, "mute")),
  ),
  handler(blocks.unmute, { params: UsernameParam }, async ({ params }, { ctx, actor }) =>
    standing(await changeBlock(ctx, actor, params.username, "unmute")),
  ),
];
