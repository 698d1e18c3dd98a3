import { useRef, useState } from "react";
import type { FeedItem } from "../../../shared/api/posts.ts";
import { lazyComponent } from "../../lazyParts.ts";
import { useBlockChange, type BlockChange } from "./useBlockChange.ts";
import "./Blocks.css";

// The question before a block comes with the first "Block" chosen, not with every post of the feed.
const ConfirmBlock = lazyComponent("screens/blocks/ConfirmBlock", () =>
  import("./ConfirmBlock.tsx").then((module) => module.ConfirmBlock),
);

/**
 * A post's menu, on posts by others: mute or block its author. A native disclosure (details/summary), so it
 * opens with Enter or Space and its items are reached with Tab; Escape closes it.
 */
export function PostMenu({ item }: { item: FeedItem }) {
  const menu = useRef<HTMLDetailsElement>(null);
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
    if (menu.current) menu.current.open = false;
  }

  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== "Escape" || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector("summary")?.focus();
  }

  return (
    <>
      <details ref={menu} className="post-menu" onKeyDown={closeOnEscape}>
        <summary className="button small" aria-label={`More actions for the post by ${item.user_name}`}>
          ⋯
        </summary>
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
        </div>
      </details>
      {/* Outside the disclosure: a closed one would hide its dialog. */}
      {asked && (
        <ConfirmBlock
          open={confirming}
          username={item.username}
          busy={busy}
          onConfirm={() => change("block")}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
