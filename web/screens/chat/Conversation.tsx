import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { call } from "../../api/http.ts";
import { budgetRefusal } from "../../api/refusal.ts";
import {
  chatDetails,
  sendMedia,
  sendMessage,
  typing,
  type ChatDetails,
  type Message,
} from "../../../shared/api/chat.ts";
import { HISTORY_PAGE, MAX_MESSAGE_LENGTH, TYPING_SHOWN_MS } from "../../../shared/chat.ts";
import {
  openConversation,
  publicKeysOf,
  UnsignedKeyError,
  type Conversation as Opened,
} from "../../chat/conversation.ts";
import { listen } from "../../realtime/channel.ts";
import { useLocation } from "../../router/index.ts";
import { Composer } from "./Composer.tsx";
import { ApiError } from "../../api/apiError.ts";
import { MessageBubble, type ShownMessage } from "./MessageBubble.tsx";
import { ReportButton } from "../reports/ReportButton.tsx";
import { SafetyNumber } from "./SafetyNumber.tsx";
import { receiptStatus, useReceipts } from "./useReceipts.ts";
import { resizeForSending } from "../../chat/resizePicture.ts";
import { useReadWhenSeen } from "./useReadWhenSeen.ts";

/** A line in the history that is not a message: the other person's key changed here. */
interface Notice {
  /** Shown after the message with this id (0: before every message). */
  afterId: number;
  text: string;
}

/** Typing keystrokes are told to the other person at most this often. */
const TYPING_EVERY_MS = 1_000;

interface ConversationProps {
  chatId: number;
  me: number;
  privateKey: CryptoKey;
  details: ChatDetails;
}

/**
 * The history (oldest at the top, newest at the bottom, older pages loaded when scrolled to the top), the
 * other person typing, and the box to write in. Every message is decrypted here, as it arrives.
 */
export function Conversation({ chatId, me, privateKey, details }: ConversationProps) {
  const other = details.other_user_id;
  const location = useLocation();
  const draft = draftOf(location.state);
  // Once the draft is in the box, it leaves the history entry (written as web/router/history.ts writes it):
  // reloading or coming back to the chat later does not write it in again.
  useEffect(() => {
    if (draft !== undefined) window.history.replaceState({ ...window.history.state, usr: null }, "");
  }, [draft]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [messages, setMessages] = useState<ShownMessage[]>(() => shown(details.messages).reverse());
  // A block either way closes the chat: known when the page loads, or when a send is refused for it.
  const [closed, setClosed] = useState(details.closed);
  useEffect(() => setClosed(details.closed), [details.closed]);
  const [hasOlder, setHasOlder] = useState(details.messages.length >= HISTORY_PAGE);
  const [typingUntil, setTypingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const list = useRef<HTMLOListElement>(null);
  const top = useRef<HTMLLIElement>(null);
  const stickToBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const lastTyping = useRef(0);
  const pendingId = useRef(-1);
  // What the realtime listeners read when an event comes, without listening anew on every render.
  const latest = useRef({ opened, messages });
  latest.current = { opened, messages };

  useEffect(() => {
    let live = true;
    openConversation(me, privateKey, other, chatId).then(
      (conversation) => live && setOpened(conversation),
      (error) => live && setFailure(notOpened(details.user, error)),
    );
    return () => {
      live = false;
    };
  }, [me, privateKey, other, chatId]);

  // Decrypt whatever is shown and not yet opened.
  useEffect(() => {
    if (!opened) return;
    const waiting = messages.filter((m) => m.text === undefined && m.picture === undefined && !m.pending);
    if (waiting.length === 0) return;
    let live = true;
    for (const message of waiting) {
      const opening = message.is_image
        ? opened
            .openPicture(message.content, message.sender_id, message.created_at)
            .then((r) =>
              "failure" in r ? { picture: null, failure: r.failure } : { picture: r.value, unverified: r.unverified },
            )
        : opened
            .open(message.content, message.sender_id, message.created_at)
            .then((r) =>
              "failure" in r ? { text: null, failure: r.failure } : { text: r.value, unverified: r.unverified },
            );
      void opening.then((done) => live && update(message.id, done));
    }
    return () => {
      live = false;
    };
  }, [opened, messages]);

  // Live: new messages of this chat, the other person typing. After a reconnect, the newest page again.
  useEffect(() => {
    const stops = [
      listen("new-message", (m) => {
        if (m.chatID !== chatId) return;
        add([{ id: m.id, content: m.message, sender_id: m.sender_id, is_image: m.is_image, created_at: m.created_at }]);
        if (m.sender_id === other) setTypingUntil(0);
      }),
      listen("typing", (t) => {
        if (t.chatID === chatId && t.userId === other) setTypingUntil(Date.now() + TYPING_SHOWN_MS);
      }),
      // Their new key pair (a new device, a password reset), told live: seal for it from now on, say so here,
      // and let the safety number warn. Someone who had no key yet can now be written to.
      listen("key-changed", (changed) => {
        if (changed.userId !== other) return;
        openConversation(me, privateKey, other, chatId, true).then(
          (fresh) => {
            if (fresh.theirs.publicKey !== changed.publicKey) return;
            const hadKey = latest.current.opened !== null;
            const afterId = latest.current.messages.findLast((m) => m.id > 0)?.id ?? 0;
            const text = hadKey
              ? `${details.user}'s security key changed just now (they started over with new chat keys). What you send from now on is sealed for the new key; compare your safety number again.`
              : `${details.user} has set up encrypted chat: you can write now.`;
            setOpened(fresh);
            setFailure(null);
            setNotices((shown) => [...shown, { afterId, text }]);
          },
          () => undefined,
        );
      }),
      listen("open", () => {
        call(chatDetails, { params: { chatID: chatId, userId: me }, query: { limit: HISTORY_PAGE } }).then(
          (fresh) => add(fresh.messages),
          () => undefined,
        );
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [chatId, me, other, privateKey, details.user]);

  // "Typing..." goes 2 seconds after the last keystroke heard.
  useEffect(() => {
    if (typingUntil <= Date.now()) return;
    const timer = setTimeout(() => setNow(Date.now()), typingUntil - Date.now() + 10);
    return () => clearTimeout(timer);
  }, [typingUntil]);

  // Whatever the other person sent and is shown here has been read, once the page is in view.
  useReadWhenSeen(chatId, messages.findLast((m) => m.sender_id === other && m.id > 0)?.id);
  const receipts = useReceipts(chatId, me, details);

  // Stay at the bottom as messages arrive (unless reading further up); keep one's place when older ones load.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (keepFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages]);

  // Older pages when the top of the history comes into view.
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasOlder) return;
    let loading = false;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (loading || !entries.some((e) => e.isIntersecting)) return;
        const oldest = messages.find((m) => m.id > 0);
        if (!oldest) return;
        loading = true;
        try {
          const page = await call(chatDetails, {
            params: { chatID: chatId, userId: me },
            query: { before: oldest.id, limit: HISTORY_PAGE },
          });
          const element = list.current;
          if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
          setHasOlder(page.messages.length >= HISTORY_PAGE);
          add(page.messages);
        } catch {
          setError("Could not fetch chat details");
        } finally {
          loading = false;
        }
      },
      { root: list.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, messages, chatId, me]);

  function update(id: number, change: Partial<ShownMessage>) {
    setMessages((current) => current.map((m) => (m.id === id ? { ...m, ...change } : m)));
  }

  /**
   * Messages from the server, merged in by id, in order. One's own text can come back (the realtime echo,
   * a refetch) before its send has answered: it takes its sending bubble's place (the same envelope), so
   * it never shows twice.
   */
  function add(incoming: Message[]) {
    setMessages((current) => {
      const known = new Set(current.map((m) => m.id));
      const fresh = shown(incoming.filter((m) => !known.has(m.id)));
      if (fresh.length === 0) return current;
      const sending = new Map(current.filter((m) => m.pending && m.content).map((m) => [m.content, m]));
      const echoed = new Set<number>();
      const merged = fresh.map((m) => {
        const bubble = sending.get(m.content);
        if (!bubble) return m;
        echoed.add(bubble.id);
        return { ...m, text: bubble.text };
      });
      return [...current.filter((m) => !echoed.has(m.id)), ...merged].sort((a, b) => order(a) - order(b));
    });
  }

  function onScroll() {
    const element = list.current;
    if (element) stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
  }

  function typed() {
    const at = Date.now();
    if (at - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = at;
    call(typing, { body: { chat_id: chatId } }).catch(() => undefined);
  }

  /** A pending message's id. The other side stops showing "Typing..." when a message arrives, so the next keystroke is announced at once. */
  function beginSending(): number {
    stickToBottom.current = true;
    lastTyping.current = 0;
    setError(null);
    return pendingId.current--;
  }

  /**
   * The conversation to seal with now. The other person's key is asked for again first: a password reset
   * gives them a new one, and what is sealed for the old one they can never open. A changed key opens the
   * conversation again, so the warning shows at once; if asking fails, the key already known is used.
   */
  async function forSealing(conversation: Opened): Promise<Opened> {
    const theirs = await publicKeysOf(other, true).then(
      (keys) => keys.publicKey,
      () => conversation.theirs.publicKey,
    );
    if (theirs === conversation.theirs.publicKey) return conversation;
    const fresh = await openConversation(me, privateKey, other, chatId);
    setOpened(fresh);
    return fresh;
  }

  /** True once the server has the message; false when it did not go (the composer gives the text back). */
  async function sendText(text: string): Promise<boolean> {
    if (!opened) return false;
    const id = beginSending();
    setMessages((current) => [
      ...current,
      { id, content: "", sender_id: me, is_image: false, created_at: new Date().toISOString(), text, pending: true },
    ]);
    try {
      const content = await (await forSealing(opened)).seal(text);
      // Its envelope, so that an echo arriving before the answer is known for this bubble (add).
      update(id, { content });
      const sent = await call(sendMessage, { body: { content, sender_id: me, chat_id: chatId } });
      setMessages((current) =>
        current.some((m) => m.id === sent.id)
          ? current.filter((m) => m.id !== id)
          : current.map((m) =>
              m.id === id ? { ...m, id: sent.id, content, created_at: sent.created_at, pending: false } : m,
            ),
      );
      return true;
    } catch (error) {
      setMessages((current) => current.filter((m) => m.id !== id));
      if (isChatClosed(error)) setClosed(true);
      else setError(whyNotSent("Could not send message", error));
      return false;
    }
  }

  /** True once the server has the picture; false when it did not go (the composer puts it back in the picker). */
  async function sendPicture(file: File): Promise<boolean> {
    if (!opened) return false;
    const id = beginSending();
    const preview = URL.createObjectURL(file);
    setMessages((current) => [
      ...current,
      {
        id,
        content: "",
        sender_id: me,
        is_image: true,
        created_at: new Date().toISOString(),
        picture: preview,
        pending: true,
      },
    ]);
    let conversation: Opened;
    let sent: { id: number; content: string };
    try {
      conversation = await forSealing(opened);
      // At most 2048 px, orientation applied, metadata gone: the server cannot do it for a sealed picture.
      const sealed = await conversation.sealPicture(await resizeForSending(file));
      sent = await call(sendMedia, { query: { chat_id: chatId }, body: { media: sealed } });
    } catch (error) {
      URL.revokeObjectURL(preview);
      setMessages((current) => current.filter((m) => m.id !== id));
      if (isChatClosed(error)) setClosed(true);
      else setError(whyNotSent("Could not send media", error));
      return false;
    }
    // Sent, so whatever happens now it is not given back. The server's copy replaces the preview once it has
    // been fetched and opened.
    const reopened = await conversation.openPicture(sent.content, me, new Date().toISOString()).catch(() => null);
    const picture = reopened && "value" in reopened ? reopened.value : null;
    URL.revokeObjectURL(preview);
    setMessages((current) =>
      current.some((m) => m.id === sent.id)
        ? current.filter((m) => m.id !== id)
        : current.map((m) => (m.id === id ? { ...m, id: sent.id, content: sent.content, picture, pending: false } : m)),
    );
    return true;
  }

  /** The person accepted the other's changed key: it is the one to expect, and what came under it is no longer marked. */
  function accepted() {
    openConversation(me, privateKey, other, chatId, true).then(
      (fresh) => {
        setOpened(fresh);
        setMessages((current) => current.map((m) => ({ ...m, unverified: false })));
      },
      () => undefined,
    );
  }

  // After one's keys were replaced, the history they cannot open says so once, above its first message.
  const firstBeforeMyKeys = messages.find((m) => m.failure === "before-my-keys")?.id;
  const typingShown = typingUntil > now || typingUntil > Date.now();
  return (
    <>
      {opened && <SafetyNumber me={me} other={other} name={details.user} conversation={opened} onAccepted={accepted} />}
      {failure && (
        <p className="chat-error" role="alert">
          {failure}
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus so a keyboard can scroll it */}
      <ol className="chat-history" ref={list} onScroll={onScroll} aria-label="Messages" tabIndex={0}>
        {hasOlder && (
          <li ref={top} className="chat-history-top muted">
            Loading older messages...
          </li>
        )}
        {noticesAfter(notices, 0)}
        {messages.map((message) => (
          <Fragment key={message.id}>
            {message.id === firstBeforeMyKeys && (
              <li className="chat-notice">
                <span role="status">{BEFORE_MY_KEYS_NOTICE}</span>
              </li>
            )}
            <MessageBubble
              message={message}
              mine={message.sender_id === me}
              otherName={details.user}
              status={message.sender_id === me && message.id > 0 ? receiptStatus(message.id, receipts) : undefined}
            />
            {message.id > 0 && noticesAfter(notices, message.id)}
          </Fragment>
        ))}
      </ol>
      <p className="chat-typing" aria-live="polite">
        {typingShown ? "Typing..." : ""}
      </p>
      <ReportButton
        target={{ kind: "chat", id: chatId }}
        label={`messages from ${details.user}`}
        messages={() => reportable(messages, me, details.user)}
      />
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      {closed ? (
        <p className="chat-closed" role="status">
          This chat is closed: you can no longer message each other.
        </p>
      ) : (
        <Composer
          initialText={draft}
          disabled={!opened}
          maxLength={MAX_MESSAGE_LENGTH}
          onText={sendText}
          onPicture={sendPicture}
          onTyping={typed}
        />
      )}
    </>
  );
}

/**
 * A text another page wrote for this chat ("Send in a chat" of a post: its link), passed in the history's
 * state so that no address or request carries it: it waits in the box to be sent as any message is.
 */
function draftOf(state: unknown): string | undefined {
  const draft = (state as { draft?: unknown } | null)?.draft;
  return typeof draft === "string" ? draft : undefined;
}

/** Said once in the history, above the first message sealed for one's earlier keys. */
const BEFORE_MY_KEYS_NOTICE =
  "Your chat keys were replaced (you started over without your recovery key): the messages below marked [Decryption Error] were sealed for your earlier keys, which this account no longer has, and cannot be read. Ask for anything you still need to be sent again.";

/** Why nothing can be sealed for the other person. */
function notOpened(name: string, error: unknown): string {
  if (error instanceof UnsignedKeyError)
    return `${name}'s chat key could not be verified (its signature does not check), so nothing can be sealed for them. Try again later.`;
  return `${name} has not set up encrypted chat yet: you can write once they have opened the chat.`;
}

function noticesAfter(notices: Notice[], afterId: number) {
  return notices
    .filter((notice) => notice.afterId === afterId)
    .map((notice, i) => (
      <li key={`notice-${afterId}-${i}`} className="chat-notice">
        <span role="status">{notice.text}</span>
      </li>
    ));
}

/**
 * The other person's newest messages this browser could open, to choose from in a report: the server cannot
 * read them, so the text attached is this browser's reading.
 */
function reportable(messages: ShownMessage[], me: number, name: string) {
  return messages
    .filter((m) => m.sender_id !== me && m.id > 0 && typeof m.text === "string")
    .slice(-20)
    .map((m) => ({ id: m.id, text: m.text as string, from: name }));
}

/** Server messages as shown, not yet decrypted. */
function shown(messages: Message[]): ShownMessage[] {
  return messages.map((m) => ({ ...m }));
}

/** Sent messages by id; one still being sent goes after them all, in the order it was written. */
function order(m: ShownMessage): number {
  return m.id > 0 ? m.id : Number.MAX_SAFE_INTEGER + m.id;
}

/** The specification's words for a failed send, followed by the server's reason when waiting or deleting helps. */
/** The server refused because one of the two blocked the other. */
function isChatClosed(error: unknown): boolean {
  return error instanceof ApiError && error.code === "chat_closed";
}

function whyNotSent(words: string, error: unknown): string {
  const reason = budgetRefusal(error);
  return reason ? `${words}. ${reason}` : words;
}
