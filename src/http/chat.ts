import { z } from "zod";
import { handler } from "./handler.ts";
import { UsernameParam } from "./params.ts";
import { PageQuery } from "./paging.ts";
import * as chat from "../../shared/api/chat.ts";
import { MAX_ENVELOPE_LENGTH, MESSAGE_ENVELOPE } from "../../shared/chat.ts";
import { KeyBundle, PublicKeyText, base64url } from "../../shared/chat-keys.ts";
import { acceptSealedUpload, MAX_SEALED_PICTURE_BYTES } from "../media/sealed.ts";
import { uploadBodyLimit } from "../media/upload-limit.ts";
import { uploadAllowance } from "./upload-allowance.ts";
import { announceTyping, readChat, sendMedia, sendMessage, startChat } from "../commands/chat.ts";
import { openKeyBackup, publishKeys, publishPrekey, relayDeviceLink } from "../commands/chat-keys.ts";
import { chatDetailsOf, chatListOf, findChatUser, keyHistory, keysOf, unreadOf } from "../reads/chat.ts";
import { acknowledgeDelivery, setReadReceipts } from "../commands/chat-receipts.ts";
import { chatSettingsOf } from "../reads/chat-receipts.ts";
import { AppError } from "../../shared/errors.ts";

const Id = z.coerce.number().int().positive();
const UserIdParam = z.object({ userId: Id });
const ChatBody = z.object({ chat_id: z.number().int().positive() });
const DeliveredBody = z.object({ chat_id: z.number().int().positive(), up_to_id: z.number().int().positive() });
const SettingsBody = z.object({ read_receipts: z.boolean() });

/** Ciphertext only: the browser's envelope, never text a person wrote (shared/chat.ts). */
const Envelope = z
  .string()
  .max(MAX_ENVELOPE_LENGTH, "The message is too long.")
  .regex(MESSAGE_ENVELOPE, "Messages are sealed in the browser before they are sent.");

export const MessageBody = z.object({
  content: Envelope,
  sender_id: z.number().int().positive(),
  chat_id: z.number().int().positive(),
});
export const CreateBody = z.object({ user_1_id: z.number().int().positive(), user_2_id: z.number().int().positive() });
/** The proof of a backup secret: 32 bytes, base64url (web/chat/crypto/backup.ts). */
export const BackupProof = z.object({
  verifier: z
    .string()
    .length(43)
    .regex(/^[A-Za-z0-9_-]+$/),
});
/** A step of approving a device: ids, keys and a sealed secret, all short base64url or an envelope. */
export const DeviceLinkBody = z.object({
  requestId: z
    .string()
    .length(22)
    .regex(/^[A-Za-z0-9_-]+$/),
  step: z.enum(["request", "answer", "reveal", "approve", "decline"]),
  payload: z
    .string()
    .max(1000)
    .regex(/^[A-Za-z0-9_.-]*$/),
});
/**
 * Keys, with the login password when they replace keys of the current design (re-authentication), or the
 * current backup's verifier when they are a new backup of the same keys.
 */
export const NewKeysBody = KeyBundle.extend({
  password: z.string().min(1).max(1024).optional(),
  currentVerifier: base64url({ min: 43, max: 43 }).optional(),
});
/** A session key (prekey) and its ECDSA signature (r‖s, 64 bytes). */
export const PrekeyBody = z.object({ prekey: PublicKeyText, signature: base64url({ min: 86, max: 86 }) });
export const MediaForm = z.object({ media: z.instanceof(Blob, { message: "Choose an image." }) });

/** One-to-one chats and end-to-end keys (API.md "Chat"). */
export const chatHandlers = [
  handler(chat.chatList, { params: UserIdParam }, ({ params }, { ctx, actor }) =>
    chatListOf(ctx, actor, params.userId),
  ),
  handler(chat.findChatUser, { params: UsernameParam }, ({ params }, { ctx, actor }) =>
    findChatUser(ctx, actor, params.username),
  ),
  handler(chat.createChat, { body: CreateBody }, async ({ body }, { ctx, actor }) => ({
    id: await startChat(ctx, actor, [body.user_1_id, body.user_2_id]),
  })),
  handler(
    chat.chatDetails,
    { params: z.object({ chatID: Id, userId: Id }), query: PageQuery },
    ({ params, query }, { ctx, actor }) => chatDetailsOf(ctx, actor, params.chatID, params.userId, query),
  ),
  handler(chat.sendMessage, { body: MessageBody }, async ({ body }, { ctx, actor }) => {
    const sent = await sendMessage(ctx, actor, {
      chatId: body.chat_id,
      senderId: body.sender_id,
      content: body.content,
    });
    return { id: sent.id, created_at: sent.createdAt };
  }),
  handler(
    chat.sendMedia,
    { query: z.object({ chat_id: Id }), body: MediaForm },
    async ({ query, body }, { ctx, actor }) => {
      const sealed = await acceptSealedUpload(body.media);
      const sent = await sendMedia(ctx, actor, query.chat_id, sealed);
      return { id: sent.id, content: sent.url };
    },
    { before: [uploadBodyLimit(MAX_SEALED_PICTURE_BYTES), uploadAllowance] },
  ),
  handler(
    chat.typing,
    { body: ChatBody },
    async ({ body }, { ctx, actor }) => {
      await announceTyping(ctx, actor, body.chat_id);
      return null;
    },
    { status: 204 },
  ),
  handler(
    chat.readChat,
    { body: ChatBody },
    async ({ body }, { ctx, actor }) => {
      await readChat(ctx, actor, body.chat_id);
      return null;
    },
    { status: 204 },
  ),
  handler(
    chat.deliveredChat,
    { body: DeliveredBody },
    async ({ body }, { ctx, actor }) => {
      await acknowledgeDelivery(ctx, actor, body.chat_id, body.up_to_id);
      return null;
    },
    { status: 204 },
  ),
  handler(chat.chatSettings, {}, (_, { ctx, actor }) => chatSettingsOf(ctx, actor)),
  handler(chat.putChatSettings, { body: SettingsBody }, async ({ body }, { ctx, actor }) => {
    await setReadReceipts(ctx, actor, body.read_receipts);
    return chatSettingsOf(ctx, actor);
  }),
  handler(chat.unreadCount, { params: UserIdParam }, ({ params }, { ctx, actor }) =>
    unreadOf(ctx, actor, params.userId),
  ),
  handler(chat.putKeys, { body: NewKeysBody }, async ({ body }, { ctx, actor, sessionId, address }) => {
    const { password, currentVerifier, ...bundle } = body;
    await publishKeys(ctx, actor, bundle, { password, currentVerifier, sessionId, address });
    return keysOf(ctx, actor, actor.id) as Promise<chat.OwnKeys>;
  }),
  handler(chat.putPrekey, { body: PrekeyBody }, async ({ body }, { ctx, actor }) => {
    await publishPrekey(ctx, actor, body);
    return keysOf(ctx, actor, actor.id) as Promise<chat.OwnKeys>;
  }),
  handler(chat.keyBackup, { body: BackupProof }, ({ body }, { ctx, actor }) =>
    openKeyBackup(ctx, actor, body.verifier),
  ),
  handler(
    chat.deviceLink,
    { body: DeviceLinkBody },
    async ({ body }, { ctx, actor }) => {
      relayDeviceLink(ctx, actor, body);
      return null;
    },
    { status: 204 },
  ),
  handler(chat.keysOf, { params: UserIdParam }, ({ params }, { ctx, actor }) => keysOf(ctx, actor, params.userId)),
  handler(chat.keyHistory, { params: UserIdParam }, ({ params }, { ctx }) => keyHistory(ctx, params.userId)),
];
