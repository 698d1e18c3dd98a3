import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { addReply, type Reply } from "../../../shared/api/replies.ts";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";

/** A post's limit, which a reply shares. */
const MAX_REPLY = 5000;

/**
 * The reply box under a post's thread: Reply (or Ctrl+Enter) sends; the box empties once the server has the
 * reply, and keeps the text with the reason beside it when it does not.
 */
export function ReplyComposer({ postId, onReplied }: { postId: number; onReplied: (reply: Reply) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending || !text.trim()) return;
    setSending(true);
    setError(null);
    try {
      onReplied(await call(addReply, { params: { id: postId }, body: { text } }));
      setText("");
    } catch (failure) {
      // The server's words where it gave a reason (a budget spent, a post gone); the network's otherwise.
      setError(failure instanceof ApiError ? failure.message : "Could not send your reply. Please try again.");
    } finally {
      setSending(false);
    }
  }

  function onKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
  }

  return (
    <form className="reply-composer" onSubmit={send}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        Write a reply
      </label>
      <textarea
        id={`${id}-text`}
        placeholder="Write a reply..."
        maxLength={MAX_REPLY}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button primary" disabled={sending || !text.trim()} aria-busy={sending}>
        Reply
      </button>
      {error && (
        <p id={`${id}-error`} className="reply-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
