import { useId, useRef, useState } from "react";
import { useShell } from "../../auth/guards.ts";
import { postLink } from "./postLink.ts";
import { lazyComponent } from "../../lazyParts.ts";
import "./Replies.css";

// The open menu and the picker of people come with their first use, not with every page that shows a post:
// the menu's code is asked for as soon as a pointer or the focus reaches the button.
const ShareMenuList = lazyComponent("screens/replies/ShareMenuList", () =>
  import("./ShareMenuList.tsx").then((module) => module.ShareMenuList),
);
const SendInChatDialog = lazyComponent("screens/replies/SendInChatDialog", () =>
  import("./SendInChatDialog.tsx").then((module) => module.SendInChatDialog),
);

/**
 * A post's Share control: a menu button (Enter, Space or the arrow keys open it; Escape closes it and gives
 * focus back) with "Copy link", and "Send in a chat" for someone signed in, which opens the picker of people.
 */
export function ShareMenu({ postId }: { postId: number }) {
  const { user } = useShell();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  return (
    <div className="share-menu">
      <button
        ref={button}
        type="button"
        className="button small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={ShareMenuList.preload}
        onFocus={ShareMenuList.preload}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          // Escape here: the menu's own, for a menu whose code is not here yet.
          if (event.key === "Escape" && open) return close(true);
          if (event.key !== "ArrowDown" || open) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        Share
      </button>
      {open && (
        <ShareMenuList
          id={menuId}
          postId={postId}
          canSend={Boolean(user)}
          onClose={close}
          onSend={() => {
            setOpen(false);
            setSending(true);
          }}
        />
      )}
      {user && sending && (
        <SendInChatDialog
          me={user.id}
          link={postLink(postId)}
          onClose={() => {
            setSending(false);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
