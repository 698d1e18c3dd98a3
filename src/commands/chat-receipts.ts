import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Reader } from "../../store/db.ts";
import { chatStream } from "../../events/chat.ts";
import { userStream } from "../../events/users.ts";
import { membershipOf, sendsReadReceipts } from "../../projections/chat.queries.ts";
import { decideDelivered, decideReadReceipts } from "./chat.decide.ts";

/**
 * Receipts (README "Chat"): a message is delivered once a browser of its recipient has it, and read once they
 * have opened the chat; the sender sees both, live. Read receipts are a setting, on by default; off, one's
 * reads are not told and one sees nobody else's, as in WhatsApp and Signal. Delivery is always told.
 */

/** A read is told only when both people send read receipts. */
export async function bothSendReadReceipts(db: Reader, a: number, b: number): Promise<boolean> {
  const [first, second] = await Promise.all([sendsReadReceipts(db, a), sendsReadReceipts(db, b)]);
  return first && second;
}

/** POST /api/chat/delivered: a browser of the caller has received the chat's messages up to `upTo`. */
export async function acknowledgeDelivery(ctx: AppContext, actor: Actor, chatId: number, upTo: number): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const member = await membershipOf(tx.db, actor.id, chatId);
    const events = decideDelivered({ recipient: actor.id, chatId, upTo }, { member });
    if (events.length > 0) await tx.append(chatStream(chatId), "any", events);
  });
}

/** PUT /api/chat-settings: the caller's read receipts on or off. */
export async function setReadReceipts(ctx: AppContext, actor: Actor, send: boolean): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const events = decideReadReceipts(
      { userId: actor.id, send },
      { current: await sendsReadReceipts(tx.db, actor.id) },
    );
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
  });
}
