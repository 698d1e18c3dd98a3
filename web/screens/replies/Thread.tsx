import { useEffect, useRef, useState } from "react";
import { REPLY_PAGE_SIZE, replies as repliesAfter, type Reply } from "../../../shared/api/replies.ts";
import { call } from "../../api/http.ts";
import { listen } from "../../realtime/channel.ts";
import { PathLink } from "../../components/PathLink.tsx";
import { ReplyItem } from "./ReplyItem.tsx";
import { ReplyComposer } from "./ReplyComposer.tsx";

interface ThreadProps {
  postId: number;
  first: Reply[];
  more: boolean;
  signedIn: boolean;
  /** The post's count, as this page now knows it. */
  onCount: (change: (count: number) => number) => void;
}

/**
 * A post's replies, oldest first, then the reply box. It follows the thread live where the channel tells
 * (the post's author and the repliers hear of each change), and reads what came since whenever the tab
 * comes back into view, so everyone else catches up too.
 */
export function Thread({ postId, first, more: firstMore, signedIn, onCount }: ThreadProps) {
  const [replies, setReplies] = useState(first);
  const [more, setMore] = useState(firstMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const shown = useRef(replies);
  shown.current = replies;

  /** Appends what is not shown yet; answers how many were new. */
  function append(fresh: Reply[]) {
    const known = new Set(shown.current.map((r) => r.id));
    const added = fresh.filter((r) => !known.has(r.id));
    if (added.length === 0) return 0;
    // Known at once, before the next render: a live catch-up and the composer's answer may both bring it.
    shown.current = [...shown.current, ...added];
    setReplies((current) => [...current, ...added]);
    return added.length;
  }

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const page = await call(repliesAfter, { params: { id: postId }, query: { after: shown.current.at(-1)?.id } });
      append(page);
      setMore(page.length >= REPLY_PAGE_SIZE);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  /** What was added since the last reply shown; the count follows what the page sees. */
  async function catchUp() {
    if (more) return;
    const page = await call(repliesAfter, { params: { id: postId }, query: { after: shown.current.at(-1)?.id } }).catch(
      () => [],
    );
    const added = append(page);
    if (added > 0) onCount((count) => count + added);
  }

  useEffect(() => {
    const stop = listen("reply", (news) => {
      if (news.postId !== postId) return;
      if (news.change === "added") void catchUp();
      else removed(news.replyId);
    });
    const onVisible = () => document.visibilityState === "visible" && void catchUp();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [postId, more]);

  function removed(replyId: number, count?: number) {
    if (!shown.current.some((r) => r.id === replyId)) return;
    setReplies((current) => current.filter((r) => r.id !== replyId));
    onCount((was) => count ?? was - 1);
  }

  return (
    <>
      {replies.length === 0 ? (
        <p className="muted thread-empty">No replies yet.</p>
      ) : (
        <ol className="thread" aria-label="Replies">
          {replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} onDeleted={(count) => removed(reply.id, count)} />
          ))}
        </ol>
      )}
      {more && (
        <button type="button" className="button" onClick={loadMore} disabled={loading} aria-busy={loading}>
          {loading ? "Loading replies..." : "Show more replies"}
        </button>
      )}
      {failed && <p role="alert">Could not load more replies.</p>}
      {signedIn ? (
        <ReplyComposer
          postId={postId}
          onReplied={(reply) => {
            if (append([reply]) > 0) onCount((count) => count + 1);
          }}
        />
      ) : (
        <p className="thread-sign-in">
          <PathLink to={`/login?next=${encodeURIComponent(`/posts/${postId}`)}`}>Log in</PathLink> to reply.
        </p>
      )}
    </>
  );
}
