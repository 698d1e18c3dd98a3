import { useEffect, useState } from "react";
import { Link, data, useLoaderData, useParams, type LoaderFunctionArgs } from "../../router/index.ts";
import { chatDetails, type ChatDetails } from "../../../shared/api/chat.ts";
import { apiOf } from "../../api/context.ts";
import { call } from "../../api/http.ts";
import { useConnection } from "../../api/connection.ts";
import { isNetworkFailure } from "../../api/networkFailure.ts";
import { useShell, shellOf } from "../../auth/guards.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { listen } from "../../realtime/channel.ts";
import { useChatKey } from "./useChatKey.ts";
import { ApproveDevices, SetUpChatKeys } from "./lazyKeyScreens.ts";
import { lazyComponent } from "../../lazyParts.ts";
import { BlockActions } from "../blocks/BlockActions.tsx";
import { lastActiveText } from "./times.ts";
import { HISTORY_PAGE } from "../../../shared/chat.ts";
import "./Chat.css";

// The messages show once the browser has read the chat key (never in the server's markup): their code, the
// conversation's crypto with it, comes after the page's first load, while "Loading messages..." shows.
const Conversation = lazyComponent(
  "screens/chat/Conversation",
  () => import("./Conversation.tsx").then((module) => module.Conversation),
  <p className="muted chat-history-status">Loading messages...</p>,
);

type ChatPageData = { details: ChatDetails; error: null } | { details: null; error: string };

export async function loader({ params, context }: LoaderFunctionArgs): Promise<ChatPageData> {
  const chatId = Number(params.chatID);
  if (!Number.isSafeInteger(chatId) || chatId <= 0) throw data("Not found", { status: 404 });
  const { user } = await shellOf(context);
  try {
    const details = await apiOf(context).call(chatDetails, {
      params: { chatID: chatId, userId: user!.id },
      query: { limit: HISTORY_PAGE },
    });
    return { details, error: null };
  } catch (error) {
    // The server out of reach: the page says it could not load, with a way to try again (web/root.tsx).
    if (isNetworkFailure(error)) throw error;
    return { details: null, error: "Could not fetch chat details" };
  }
}

/** One chat: who it is with and whether they are here, the history, and the box to write in. */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const chatId = Number(useParams().chatID);
  const { user } = useShell();
  const me = user!.id;
  const { key, unlocked } = useChatKey(me);
  // Asked for beside the key, not after it: the messages show one round trip sooner.
  useEffect(Conversation.preload, []);

  if (!loaded.details) {
    return (
      <main id="main" className="page chat-page">
        <title>Chat · Virtual Worlds</title>
        <ChatBack />
        <p className="chat-error" role="alert">
          {loaded.error}
        </p>
      </main>
    );
  }
  const details = loaded.details;
  return (
    <main id="main" className="page chat-page">
      <title>{`${details.user} · Chat · Virtual Worlds`}</title>
      <ChatHeader details={details} chatId={chatId} me={me} />
      {key.state === "locked" && <SetUpChatKeys userId={me} onReady={unlocked} />}
      {key.state === "loading" && <p className="muted chat-history-status">Loading messages...</p>}
      {key.state === "ready" && <ApproveDevices userId={me} />}
      {key.state === "ready" && (
        <Conversation key={chatId} chatId={chatId} me={me} privateKey={key.privateKey} details={details} />
      )}
    </main>
  );
}

function ChatBack() {
  return (
    <Link to="/chat" className="chat-back" aria-label="Back to chats">
      <span aria-hidden="true">←</span>
    </Link>
  );
}

/**
 * Back, picture, name and status: Online, else when they were last active, else Offline; live by `presence`.
 * While this page is disconnected, presence events cannot arrive, so "Online" would be a guess: it shows
 * when they were last active, or "Connecting…", and asks anew once the stream is back.
 */
function ChatHeader({ details, chatId, me }: { details: ChatDetails; chatId: number; me: number }) {
  const [status, setStatus] = useState({ online: details.status, lastActive: details.lastActive });
  const [now, setNow] = useState<number | null>(null);
  const connected = useConnection() === "online";
  useEffect(() => {
    setStatus({ online: details.status, lastActive: details.lastActive });
  }, [details]);
  useEffect(() => {
    setNow(Date.now());
    return listen("presence", (presence) => {
      if (presence.userId !== details.other_user_id) return;
      setStatus({ online: presence.online, lastActive: presence.lastActive });
      setNow(Date.now());
    });
  }, [details.other_user_id]);
  useEffect(
    () =>
      listen("open", async () => {
        try {
          const fresh = await call(chatDetails, { params: { chatID: chatId, userId: me }, query: { limit: 1 } });
          setStatus({ online: fresh.status, lastActive: fresh.lastActive });
          setNow(Date.now());
        } catch {
          // Kept as it was: the next presence event, or the next reconnection, tells.
        }
      }),
    [chatId, me],
  );

  // Times are written in the reader's own zone, so only once in the browser.
  const online = connected && status.online;
  const lastActive =
    status.lastActive && now !== null ? lastActiveText(status.lastActive, now) : status.lastActive ? "" : null;
  const text = online ? "Online" : !connected ? (lastActive ?? "Connecting…") : (lastActive ?? "Offline");
  return (
    <header className="chat-header">
      <ChatBack />
      <Link to={`/user/${encodeURIComponent(details.username)}`} className="chat-header-person">
        <Avatar src={details.profile} size={44} />
        <span className="chat-header-names">
          <strong>{details.user}</strong>
          <span className={online ? "chat-status online" : "chat-status"}>{text}</span>
        </span>
      </Link>
      <div className="chat-header-actions">
        <BlockActions
          key={String(details.blocked)}
          username={details.username}
          blocked={details.blocked}
          muted={false}
          mute={false}
        />
      </div>
    </header>
  );
}
