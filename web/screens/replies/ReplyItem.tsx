import { useState } from "react";
import { deleteReply, type Reply } from "../../../shared/api/replies.ts";
import { call } from "../../api/http.ts";
import { notify } from "../../components/toast.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { Avatar } from "../../components/Avatar.tsx";
import { PathLink } from "../../components/PathLink.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { useShell } from "../../auth/guards.ts";
import { ReportButton } from "../reports/ReportButton.tsx";

/**
 * One reply: who wrote it (linked to their profile), how long ago, the text (as text, never interpreted),
 * Delete for its author and the post's author, after a confirmation, and Report for anyone else signed in.
 */
export function ReplyItem({ reply, onDeleted }: { reply: Reply; onDeleted: (replyCount: number) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const profile = `/user/${encodeURIComponent(reply.username)}`;
  const { user } = useShell();

  async function remove() {
    setBusy(true);
    try {
      const { reply_count } = await call(deleteReply, { params: { id: reply.post_id, replyId: reply.id } });
      setConfirming(false);
      notify.success("Reply deleted.");
      onDeleted(reply_count);
    } catch {
      notify.error("Could not delete the reply.");
      setBusy(false);
    }
  }

  return (
    <li className="reply" id={`reply-${reply.id}`} aria-labelledby={`reply-${reply.id}-author`}>
      <PathLink to={profile} tabIndex={-1} aria-hidden="true" className="reply-avatar">
        <Avatar src={reply.user_profile} size={36} />
      </PathLink>
      <div className="reply-body">
        <p className="reply-meta">
          <PathLink to={profile} className="reply-author" id={`reply-${reply.id}-author`}>
            {reply.user_name}
          </PathLink>
          <span className="muted">@{reply.username}</span>
          <RelativeTime at={reply.created_at} />
          {/* Only its author and admins read a reply held pending review (as a held post on its profile). */}
          {reply.hidden_pending_review && <span className="held-badge">Hidden pending review</span>}
        </p>
        <p className="reply-text">{reply.text}</p>
      </div>
      {/* One cell of the row: Delete (its author, the post's author) and Report (anyone else). */}
      <div className="reply-actions">
        {reply.can_delete && (
          <button
            type="button"
            className="button small reply-delete"
            aria-label={`Delete reply by ${reply.user_name}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        )}
        {user && user.id !== reply.user_id && (
          <ReportButton target={{ kind: "reply", id: reply.id }} label={`the reply by ${reply.user_name}`} />
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        question="Delete this reply?"
        confirm="Delete"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
