import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { WriteTx } from "../../store/store.ts";
import type { AcceptedMedia } from "../media/accept.ts";
import { saveMedia } from "../media/save.ts";
import { chatStream } from "../../events/chat.ts";
import { chatNotFound, chatOfPair, membershipOf, unreadTotal } from "../../projections/chat.queries.ts";
import { bothSendReadReceipts } from "./chat-receipts.ts";
import { profileById } from "../../projections/profiles.queries.ts";
import { requireBudget } from "../budgets/spend.ts";
import { requireUploadRoom } from "./media.ts";
import { chatClosed, decideChatStart, decideRead, decideSend, type Send } from "./chat.decide.ts";
import { blockedEitherWay } from "../../projections/blocks.queries.ts";

/** Chat media is stored private under this scope: `/media/private/chat/…`, readable by the chat's two people. */
export const CHAT_MEDIA_SCOPE = "chat";

/** POST /api/chat/create: the pair's chat, started now if they have none. */
export async function startChat(ctx: AppContext, actor: Actor, users: [number, number]): Promise<number> {
  const other = users[0] === actor.id ? users[1] : users[0];
  return ctx.store.transact(async (tx) => {
    const [otherProfile, existing, blocked] = await Promise.all([
      profileById(tx.db, other),
      chatOfPair(tx.db, users[0], users[1]),
      blockedEitherWay(tx.db, actor.id, other),
    ]);
    const decision = decideChatStart(
      { caller: actor.id, users },
      { otherExists: otherProfile !== undefined, existing, blocked },
    );
    if ("existing" in decision) return decision.existing;
    await requireBudget(ctx, tx.db, actor, "chat-start");
    const chatId = await tx.nextId("chats");
    await tx.append(chatStream(chatId), 0, [
      { type: "ChatStarted", data: { chatId, users: decision.start, by: actor.id } },
    ]);
    return chatId;
  });
}

/** The recorded message's id and time. */
export interface Sent {
  id: number;
  createdAt: string;
}

/**
 * Records a message (decideSend) in the chat's stream under a new id from the store; a refusal rolls the
 * transaction back, and the id with it.
 */
async function send(
  ctx: AppContext,
  tx: WriteTx,
  actor: Actor,
  chatId: number,
  senderId: number,
  body: Send["body"],
): Promise<Sent> {
  const member = await membershipOf(tx.db, actor.id, chatId);
  const state = {
    otherId: member?.otherId,
    recipientUnread: member ? await unreadTotal(tx.db, member.otherId) : 0,
    blocked: member ? await blockedEitherWay(tx.db, actor.id, member.otherId) : false,
  };
  const messageId = await tx.nextId("chat-messages");
  const events = decideSend({ caller: actor, senderId, chatId, messageId, body }, state);
  // A text spends the message budget; a picture the media budget, quota and hourly allowance, as a post's does.
  if ("content" in body) await requireBudget(ctx, tx.db, actor, "chat-message");
  else await requireUploadRoom(tx.db, ctx, actor, body.media.size);
  const [stored] = await tx.append(chatStream(chatId), "any", events);
  return { id: messageId, createdAt: stored!.at };
}

/** POST /api/chat/send-message: the browser's sealed envelope, as it came. */
export function sendMessage(
  ctx: AppContext,
  actor: Actor,
  input: { chatId: number; senderId: number; content: string },
): Promise<Sent> {
  return ctx.store.transact((tx) => send(ctx, tx, actor, input.chatId, input.senderId, { content: input.content }));
}

/**
 * POST /api/chat/send-media: a sealed picture, stored first under a new private key so the event can name
 * it; should the append be refused (not in the chat), the file is removed again.
 */
export async function sendMedia(
  ctx: AppContext,
  actor: Actor,
  chatId: number,
  sealed: AcceptedMedia,
): Promise<Sent & { url: string }> {
  const member = await membershipOf(ctx.db, actor.id, chatId);
  if (!member) throw chatNotFound();
  if (await blockedEitherWay(ctx.db, actor.id, member.otherId)) throw chatClosed();
  // Refused before the file is written when the budget is spent already; checked again as it is recorded.
  await requireUploadRoom(ctx.db, ctx, actor, sealed.size);
  const saved = await saveMedia(ctx, sealed, CHAT_MEDIA_SCOPE);
  try {
    const media = { key: saved.key, url: saved.url, size: saved.size };
    const sent = await ctx.store.transact((tx) => send(ctx, tx, actor, chatId, actor.id, { media }));
    return { ...sent, url: saved.url };
  } catch (error) {
    await ctx.media.delete(saved.key);
    throw error;
  }
}

/** POST /api/chat/read: the caller has read the chat up to its last message (told to the other only if both send read receipts). */
export async function readChat(ctx: AppContext, actor: Actor, chatId: number): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const [member, readerUnread] = await Promise.all([
      membershipOf(tx.db, actor.id, chatId),
      unreadTotal(tx.db, actor.id),
    ]);
    const receipts = member !== undefined && (await bothSendReadReceipts(tx.db, actor.id, member.otherId));
    const events = decideRead({ reader: actor.id, chatId }, { member, readerUnread, receipts });
    if (events.length > 0) await tx.append(chatStream(chatId), "any", events);
  });
}

/**
 * POST /api/chat/typing: the other person sees "Typing..." for a moment. A signal, not an event: typing
 * changes nothing that lasts, so it never enters the log.
 */
export async function announceTyping(ctx: AppContext, actor: Actor, chatId: number): Promise<void> {
  const member = await membershipOf(ctx.db, actor.id, chatId);
  if (!member) throw chatNotFound();
  if (await blockedEitherWay(ctx.db, actor.id, member.otherId)) throw chatClosed();
  ctx.realtime.signal([{ userId: member.otherId, event: "typing", data: { chatID: chatId, userId: actor.id } }]);
}
