import { useRef, useState } from "react";
import type { FeedItem } from "../../../shared/api/posts.ts";
import { lazyComponent } from "../../lazyParts.ts";
import "./Blocks.css";

// The menu's items (and the block's question and changes) come with its first opening, not with every post
// of the feed: their code is asked for as soon as a pointer or the focus reaches the menu.
const PostMenuItems = lazyComponent("screens/blocks/PostMenuItems", () =>
  import("./PostMenuItems.tsx").then((module) => module.PostMenuItems),
);

/**
 * A post's menu, on posts by others: mute or block its author. A native disclosure (details/summary), so it
 * opens with Enter or Space and its items are reached with Tab; Escape closes it.
 */
export function PostMenu({ item }: { item: FeedItem }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);

  function closeOnEscape(event: React.KeyboardEvent) {
    // Not the block's question (a dialog in the body, whose events still pass here): Escape closes that alone.
    if (event.key !== "Escape" || !menu.current?.open || !menu.current.contains(event.target as Node)) return;
    menu.current.open = false;
    menu.current.querySelector("summary")?.focus();
  }

  return (
    <details
      ref={menu}
      className="post-menu"
      onKeyDown={closeOnEscape}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details' button, focusable and pressed like one */}
      <summary
        className="button small"
        aria-label={`More actions for the post by ${item.user_name}`}
        onPointerEnter={PostMenuItems.preload}
        onFocus={PostMenuItems.preload}
      >
        ⋯
      </summary>
      {opened && (
        <PostMenuItems
          item={item}
          closeMenu={() => {
            if (menu.current) menu.current.open = false;
          }}
        />
      )}
    </details>
  );
}
