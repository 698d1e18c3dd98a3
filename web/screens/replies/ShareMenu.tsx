import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useShell } from "../../auth/guards.ts";
import { notify } from "../../components/toast.ts";
import { postLink } from "./postLink.ts";
import { lazyComponent } from "../../lazyParts.ts";
import "./Replies.css";

// The picker of people comes with its first use, not with every page that shows a post.
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
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]") ?? [])];
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    // A click anywhere else closes the menu, as a native one would.
    const outside = (event: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape") close();
    else if (event.key === "ArrowDown") all[(at + 1) % all.length]?.focus();
    else if (event.key === "ArrowUp") all[(at - 1 + all.length) % all.length]?.focus();
    else if (event.key === "Tab") setOpen(false);
    else return;
    event.preventDefault();
  }

  async function copy() {
    close();
    try {
      await navigator.clipboard.writeText(postLink(postId));
      notify.success("Link copied.");
    } catch {
      notify.error("Could not copy the link.");
    }
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
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" || open) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        Share
      </button>
      {open && (
        <div ref={menu} id={menuId} role="menu" aria-label="Share" className="share-menu-list" onKeyDown={onMenuKey}>
          <button type="button" role="menuitem" onClick={copy}>
            Copy link
          </button>
          {user && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setSending(true);
              }}
            >
              Send in a chat
            </button>
          )}
        </div>
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
