import { useEffect, useRef } from "react";
import { RATING_EMOJI, type Stars } from "../../../shared/emoji.ts";

interface EmojiPopupProps {
  id: string;
  stars: Stars;
  onChoose: (emoji: string) => void;
  /** `returnFocus`: back to the star (Escape), or not (the person clicked or tabbed elsewhere). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The emoji that go with a rating of `stars` (3, 3, 3, 4 and 4 of them). Focus moves to the first; the
 * arrow keys move between them; Escape, Tab away or a click elsewhere closes it without an emoji.
 */
export function EmojiPopup({ id, stars, onChoose, onClose }: EmojiPopupProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector("button")?.focus();
    const closeOutside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node) && !onAStar(e.target)) onClose(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [stars]);

  function keys(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.stopPropagation();
      return onClose(true);
    }
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const buttons = [...(root.current?.querySelectorAll("button") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = (at + (e.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
    e.preventDefault();
  }

  return (
    <div
      id={id}
      ref={root}
      className="emoji-popup"
      role="dialog"
      aria-label={`Choose an emoji for ${stars} star${stars === 1 ? "" : "s"}`}
      onKeyDown={keys}
      onBlur={(e) => {
        const to = e.relatedTarget;
        if (to && !root.current?.contains(to) && !onAStar(to)) onClose(false);
      }}
    >
      {RATING_EMOJI[stars].map((emoji) => (
        <button key={emoji} type="button" className="emoji-choice" onClick={() => onChoose(emoji)}>
          {emoji}
        </button>
      ))}
    </div>
  );
}

/** A star of the same rating: clicking it is its own business (it opens another popup, or closes this one). */
function onAStar(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(".star-rating-stars") !== null;
}
