import { useState } from "react";
import { Link } from "../../router/index.ts";
import { deletePost, type FeedItem } from "../../../shared/api/posts.ts";
import { call } from "../../api/http.ts";
import { notify } from "../../components/toast.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";

/** Edit (its own page) and delete (after a confirmation) for a post on the owner's profile. */
export function OwnPostActions({ item, onDeleted }: { item: FeedItem; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await call(deletePost, { params: { id: item.ID } });
      setConfirming(false);
      notify.success("Your post has been deleted.");
      onDeleted();
    } catch {
      notify.error("Failed to delete content.");
      setBusy(false);
    }
  }

  return (
    <>
      <Link to={`/edit-content/${item.ID}`} className="button small" aria-label="Edit post">
        Edit
      </Link>
      <button type="button" className="button small" aria-label="Delete post" onClick={() => setConfirming(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        question="Are you sure you want to delete this post?"
        confirm="Delete"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
