import { useState } from "react";
import { createPortal } from "react-dom";
import type { FeedItem } from "../../../shared/api/posts.ts";
import { ConfirmBlock } from "./ConfirmBlock.tsx";
import { useBlockChange, type BlockChange } from "./useBlockChange.ts";

/**
 * The open post menu's items (PostMenu): mute the author, or block them after a question. The question is a
 * modal dialog in the body, outside the disclosure: a closed one would hide it.
 */
export function PostMenuItems({ item, closeMenu }: { item: FeedItem; closeMenu: () => void }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Once asked, the dialog stays mounted, so closing it gives focus back as it always did.
  const [asked, setAsked] = useState(false);
  const changeBlock = useBlockChange();

  async function change(what: BlockChange) {
    setBusy(true);
    await changeBlock(what, item.username);
    setBusy(false);
    setConfirming(false);
    closeMenu();
  }

  return (
    <div className="post-menu-items">
      <button type="button" className="button small" disabled={busy} onClick={() => change("mute")}>
        Mute @{item.username}
      </button>
      <button
        type="button"
        className="button small danger"
        disabled={busy}
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
      >
        Block @{item.username}
      </button>
      {asked &&
        createPortal(
          <ConfirmBlock
            open={confirming}
            username={item.username}
            busy={busy}
            onConfirm={() => change("block")}
            onCancel={() => setConfirming(false)}
          />,
          document.body,
        )}
    </div>
  );
}
