import { defineReactor, nothingDone } from "./runner/reactor.ts";
import { settingsOf } from "../../projections/notifications.queries.ts";
import { mayPush } from "../../shared/notifications.ts";

/**
 * A push notification for a message to someone with no realtime stream open anywhere (their browser is
 * closed): it names the sender and opens the chat, and never carries the text (the server cannot read it
 * anyway). Tagged by chat, so a repeat of the same delivery (at least once) replaces the notification on the
 * device instead of adding a second one, and a newer message of the same chat replaces an older one. A
 * message to someone online is nothing done: no checkpoint write of its own. Should the process die before
 * the position is saved (within seconds), the message is looked at again, and pushed if its recipient has
 * gone offline meanwhile: a late notification at worst, never a second one (the tag), never none. Nothing
 * goes to someone who chose no push for chat messages, or during their quiet hours (Settings, Notifications).
 */
export const chatReactor = defineReactor({
  name: "chat",
  version: 1,
  on: ["ChatMessageSent", "ChatMediaSent"],
  async react(event, { db, push, realtime, clock }) {
    const { chatId, to, senderName } = event.data;
    if (await realtime.isOnline(to)) return nothingDone;
    if (!mayPush(await settingsOf(db, to), "message", clock.now())) return nothingDone;
    await push.notify(to, {
      title: senderName,
      body: event.type === "ChatMediaSent" ? "Sent you a picture" : "Sent you a message",
      url: `/chat/${chatId}`,
      tag: `chat-${chatId}`,
    });
  },
});
