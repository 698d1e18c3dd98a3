import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";
import { chatList, keysOf, type ChatListItem, type OwnKeys } from "../../../shared/api/chat.ts";
import { people as findPeople } from "../../../shared/api/search.ts";
import type { UserSummary } from "../../../shared/api/users.ts";
import { CHAT_LIST_POLL_MS } from "../../../shared/chat.ts";
import { shellOf, useShell } from "../../auth/guards.ts";
import { apiOf } from "../../api/context.ts";
import { storedAuthToken } from "../../auth/storedLogin.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { cacheChats, cachedChats } from "../../chat/chatCache.ts";
import { acknowledgeDelivery } from "../../chat/delivery.ts";
import { chatKeyKeptHere, ownKeysOf } from "../../chat/keyState.ts";
import { listen, type ChannelEvent } from "../../realtime/channel.ts";
import { useChatKey } from "./useChatKey.ts";
import { useStartChat } from "./useStartChat.ts";
import { ApproveDevices } from "./lazyKeyScreens.ts";
import { lazyRendered, rendersParts } from "../../lazyParts.ts";
import "./Chat.css";

// The conversations' crypto opens the previews once the key is read, after the page's first load.
const conversations = () => import("../../chat/conversation.ts");

// The screens that set this device up are drawn by the server where the browser keeps no key, and hydrate once
// their code, preloaded with the page (5 KB, fetched on every visit, shown on few), is in.
const SetUpChatKeys = lazyRendered("screens/chat/SetUpChatKeys", () =>
  import("./SetUpChatKeys.tsx").then((module) => module.SetUpChatKeys),
);

export const handle = rendersParts(SetUpChatKeys);

/** What /chat is drawn with: the chats, the person's keys (not the backup), and whether a key is kept here. */
interface ChatListData {
  chats: ChatListItem[] | null;
  /** Undefined when they could not be asked (the set-up asks again). */
  keys: OwnKeys | null | undefined;
  keptHere: boolean;
}

/**
 * The chats and the keys, so the server draws the page as this browser will show it: the chats where the
 * browser keeps the key (its cookie says so, web/chat/keyState.ts), else the form that sets this device up.
 * Visitors see the landing screen instead, so nothing is loaded for them.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<ChatListData | null> {
  const { user } = await shellOf(context);
  if (!user) return null;
  const api = apiOf(context);
  const [chats, keys] = await Promise.all([
    api.call(chatList, { params: { userId: user.id } }).catch(() => null),
    api.call(keysOf, { params: { userId: user.id } }).then(ownKeysOf, () => undefined),
  ]);
  return { chats, keys, keptHere: chatKeyKeptHere(request, user.id) };
}

/**
 * The chat list: find someone by the start of their username or name and start (or reopen) the chat with them, and every chat one has,
 * most recently active first, with the other person, the last message (decrypted here) and its unread count.
 * Refreshed on load, on every realtime event, and every 30 seconds.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const { user } = useShell();
  const me = user!.id;
  const { key, checked, unlocked } = useChatKey(me, data ? !data.keptHere : false);
  return (
    <main id="main" className="page chat-list-page">
      <title>Chat · Virtual Worlds</title>
      <h1 className="page-title">Chat</h1>
      <UserSearch me={me} />
      {key.state === "ready" && <ApproveDevices userId={me} />}
      {key.state === "locked" ? (
        <Suspense fallback={null}>
          <SetUpChatKeys userId={me} keys={data?.keys} checked={checked} onReady={unlocked} />
        </Suspense>
      ) : (
        <Chats me={me} drawn={data?.chats ?? null} privateKey={key.state === "ready" ? key.privateKey : null} />
      )}
    </main>
  );
}

/**
 * Finds people by the start of their username or name ("bo", "Bob", "@bobs"), best matches first, each with
 * the way to start (or reopen) the chat with them.
 */
function UserSearch({ me }: { me: number }) {
  const startChat = useStartChat(me);
  const [username, setUsername] = useState("");
  const [found, setFound] = useState<UserSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFound(null);
    const wanted = username.trim();
    if (!wanted) return setError("Please enter a username");
    if (!storedAuthToken()) return setError("User is not authenticated");
    setBusy(true);
    setError(null);
    try {
      const people = await call(findPeople, { query: { q: wanted } });
      if (people.length === 0) setError("User not found");
      else setFound(people);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 401 ? "User is not authenticated" : "User not found");
    } finally {
      setBusy(false);
    }
  }

  async function start(other: UserSummary) {
    setBusy(true);
    const failed = await startChat(other.id);
    if (failed) {
      setError(failed);
      setBusy(false);
    }
  }

  return (
    <section className="chat-search" aria-label="Find someone to chat with">
      <form role="search" onSubmit={search} className="chat-search-form">
        <label htmlFor="chat-search-username" className="visually-hidden">
          Username
        </label>
        <input
          className="pill-input"
          id="chat-search-username"
          type="search"
          placeholder="Search for a user"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <button type="submit" className="button primary" disabled={busy}>
          Search
        </button>
      </form>
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      {found && (
        <ul className="chat-found-list" aria-label="People found">
          {found.map((person) => (
            <li key={person.id} className="chat-found">
              <Avatar src={person.profile} size={40} />
              <span className="chat-found-name">
                {person.username} <span className="muted">{person.name}</span>
              </span>
              {person.id !== me && (
                <button
                  type="button"
                  className="button primary"
                  onClick={() => start(person)}
                  disabled={busy}
                  aria-label={`Start Chat with ${person.username}`}
                >
                  Start Chat
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A chat as the list shows it: the last message decrypted (undefined while it is being decrypted). */
type ShownChat = ChatListItem & { preview?: string };

function Chats({
  me,
  drawn,
  privateKey,
}: {
  me: number;
  /** The chats the page was loaded with (null: not loaded). */
  drawn: ChatListItem[] | null;
  privateKey: CryptoKey | null;
}) {
  const [chats, setChats] = useState<ShownChat[] | null>(drawn);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  // Where the page came without them (offline), the cache shows the list at once; the fetch follows.
  useEffect(() => {
    const cached = cachedChats(me);
    if (cached) setChats((current) => current ?? cached);
  }, [me]);

  useEffect(() => {
    let live = true;
    async function refresh() {
      const run = ++latest.current;
      try {
        const fresh = await call(chatList, { params: { userId: me } });
        if (!live || run !== latest.current) return;
        cacheChats(me, fresh);
        // Each chat's messages up to its last have reached this browser (the server counts only theirs).
        for (const chat of fresh)
          if (chat.last_message_id !== null) acknowledgeDelivery(me, chat.chat_id, chat.last_message_id);
        setError(null);
        setChats((current) =>
          fresh.map((chat) => ({
            ...chat,
            preview: current?.find((c) => c.chat_id === chat.chat_id && c.last_message === chat.last_message)?.preview,
          })),
        );
      } catch {
        if (live) setError("Could not fetch chats");
      }
    }
    void refresh();
    const timer = setInterval(refresh, CHAT_LIST_POLL_MS);
    const refreshOn: ChannelEvent[] = ["open", "new-message", "read", "unread"];
    const stops = refreshOn.map((event) => listen(event, () => void refresh()));
    // Someone's new key pair: forget the one this tab knew, so their messages are opened with the right keys.
    stops.push(
      listen(
        "key-changed",
        (changed) =>
          void conversations()
            .then(({ publicKeysOf }) => publicKeysOf(changed.userId, true))
            .catch(() => undefined)
            .then(refresh),
      ),
    );
    return () => {
      live = false;
      clearInterval(timer);
      for (const stop of stops) stop();
    };
  }, [me]);

  // Each last message not yet decrypted, with its chat's key.
  useEffect(() => {
    if (!privateKey || !chats) return;
    const waiting = chats.filter((chat) => chat.preview === undefined);
    if (waiting.length === 0) return;
    let live = true;
    void Promise.all(
      waiting.map(async (chat) => [chat.chat_id, chat.last_message, await previewOf(me, privateKey, chat)] as const),
    ).then((previews) => {
      if (!live) return;
      setChats(
        (current) =>
          current?.map((chat) => {
            const done = previews.find(([id, message]) => id === chat.chat_id && message === chat.last_message);
            return done ? { ...chat, preview: done[2] } : chat;
          }) ?? null,
      );
    });
    return () => {
      live = false;
    };
  }, [chats, privateKey, me]);

  return (
    <section className="chat-list" aria-label="Your chats">
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      {chats === null ? (
        !error && <p className="muted">Loading chats...</p>
      ) : chats.length === 0 ? (
        <p className="chat-empty">No existing chats.</p>
      ) : (
        <ul>
          {chats.map((chat) => (
            <li key={chat.chat_id}>
              <Link to={`/chat/${chat.chat_id}`} className="chat-item">
                <Avatar src={chat.profile} size={48} />
                <span className="chat-item-text">
                  <strong>{chat.username}</strong>
                  <span className="chat-item-last">{chat.preview ?? (chat.last_message ? "…" : "")}</span>
                </span>
                {chat.unread_count > 0 && (
                  <span className="chat-badge" aria-label={`${chat.unread_count} unread`}>
                    {chat.unread_count > 99 ? "99+" : chat.unread_count}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the list says of a chat's last message: its text, "Photo" for a picture, or the spec's error. */
async function previewOf(me: number, privateKey: CryptoKey, chat: ChatListItem): Promise<string> {
  const last = chat.last_message;
  if (!last) return "";
  if (last.startsWith("/media/")) return "Photo";
  try {
    const { openConversation } = await conversations();
    const conversation = await openConversation(me, privateKey, chat.chatter_id, chat.chat_id);
    // Either person may have sent it: the sender is bound into the message, so try both.
    for (const sender of [chat.chatter_id, me]) {
      const opened = await conversation.open(last, sender, chat.updated_at);
      if ("value" in opened) return opened.value;
    }
    return "Error decrypting message";
  } catch {
    return "Error decrypting message";
  }
}
