import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Reader } from "../../store/db.ts";
import type { ChatSettings } from "../../shared/api/chat.ts";
import { membershipOf, sendsReadReceipts } from "../../projections/chat.queries.ts";

/**
 * What the caller sees of the other person's receipts in a chat: how far the other's browsers have received
 * it, and, unless the caller has read receipts off, how far the other has told they read it.
 */
export async function receiptsOf(
  db: Reader,
  caller: number,
  other: number,
  chatId: number,
): Promise<{ delivered_up_to: number; read_up_to: number }> {
  const [theirs, seesReads] = await Promise.all([membershipOf(db, other, chatId), sendsReadReceipts(db, caller)]);
  return { delivered_up_to: theirs?.deliveredUpTo ?? 0, read_up_to: seesReads ? (theirs?.readReceiptUpTo ?? 0) : 0 };
}

/** GET /api/chat-settings: the caller's own. */
export async function chatSettingsOf(ctx: AppContext, actor: Actor): Promise<ChatSettings> {
  return { read_receipts: await sendsReadReceipts(ctx.db, actor.id) };
}
