import { useEffect, useRef, type KeyboardEvent } from "react";
import { notify } from "../../components/toast.ts";
import { postLink } from "./postLink.ts";

interface ShareMenuListProps {
  id: string;
  postId: number;
  /** Signed in: "Send in a chat" is offered too. */
  canSend: boolean;
  /** `returnFocus`: back to the Share button (Escape, an item chosen), or not (a click or Tab elsewhere). */
  onClose: (returnFocus: boolean) => void;
  onSend: () => void;
}

/**
 * The Share button's open menu (ShareMenu): focus starts on its first item, the arrow keys move between them,
 * Escape closes it, and a click elsewhere or Tab away closes it as a native menu would.
 */
export function ShareMenuList({ id, postId, canSend, onClose, onSend }: ShareMenuListProps) {
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]") ?? [])];
  useEffect(() => {
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, []);

  function onMenuKey(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape") onClose(true);
    else if (event.key === "ArrowDown") all[(at + 1) % all.length]?.focus();
    else if (event.key === "ArrowUp") all[(at - 1 + all.length) % all.length]?.focus();
    else if (event.key === "Tab") onClose(false);
    else return;
    event.preventDefault();
  }

  async function copy() {
    onClose(true);
    try {
      await navigator.clipboard.writeText(postLink(postId));
      notify.success("Link copied.");
    } catch {
      notify.error("Could not copy the link.");
    }
  }

  return (
    <div ref={menu} id={id} role="menu" aria-label="Share" className="share-menu-list" onKeyDown={onMenuKey}>
      <button type="button" role="menuitem" onClick={copy}>
        Copy link
      </button>
      {canSend && (
        <button type="button" role="menuitem" onClick={onSend}>
          Send in a chat
        </button>
      )}
    </div>
  );
}
