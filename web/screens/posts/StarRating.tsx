import { useEffect, useId, useRef, useState } from "react";
import type { Rating } from "../../../shared/api/posts.ts";
import { notify } from "../../components/toast.ts";
import type { Stars } from "../../../shared/emoji.ts";
import { lazyComponent } from "../../lazyParts.ts";

// The emoji popup and the sending of a rating are chunks of their own, fetched once the stars are on screen
// in the browser (after the page's first load, before a star is chosen, so they work offline too); until the
// popup is here, Escape on a star closes it.
const EmojiPopup = lazyComponent("screens/posts/EmojiPopup", () =>
  import("./EmojiPopup.tsx").then((module) => module.EmojiPopup),
);

const sending = () => import("./sendRating.ts");

/**
 * The sending's code, which is part of sending: when the network kept it away (the page went offline before it
 * came), the rating waits as one that failed to send does, and the code is asked again after 1, 2, 4… seconds
 * (at most 30). Not through the connection's own watch (web/api/connection.ts): importing it here would split
 * it from the entry's chunk, a file more on every page's first load.
 */
async function sendingWhenReachable(onWaiting: () => void, signal: AbortSignal) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await sending();
    } catch {
      if (attempt === 0) onWaiting();
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** attempt)));
    signal.throwIfAborted();
  }
}

const allStars: Stars[] = [1, 2, 3, 4, 5];

/**
 * A post's 1–5 stars: choosing a star opens the emoji popup for that rating; choosing an emoji closes it
 * and records the rating (one per person and post, a new one replaces the old). Closing the popup without
 * an emoji records the stars alone. Shows the average and how
 * many rated, and the person's own stars and emoji. A rating made while the server is out of reach shows
 * as chosen, says it is not sent yet and goes when the server is back; one the server refuses is given
 * back (the stars return to what the server has) and says so.
 */
export function StarRating({ postId, rating: initial }: { postId: number; rating: Rating }) {
  const [rating, setRating] = useState(initial);
  const [choosing, setChoosing] = useState<Stars | null>(null);
  const [saving, setSaving] = useState(false);
  /** A rating waiting for the server to be reachable again: shown as chosen, and said to be unsent. */
  const [unsent, setUnsent] = useState<{ stars: Stars; emoji: string | null } | null>(null);
  const [givenBack, setGivenBack] = useState<string | null>(null);
  const waiting = useRef<AbortController | null>(null);
  const starButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const popupId = useId();
  const mine = unsent?.stars ?? rating.mine?.stars ?? 0;
  const emoji = unsent ? unsent.emoji : rating.mine?.emoji;
  // A page left with a rating still unsent lets it go on waiting: the rating is still meant.
  useEffect(() => () => void (waiting.current = null), []);
  useEffect(() => {
    EmojiPopup.preload();
    void sending().catch(() => undefined);
  }, []);

  function closePopup(returnFocus: boolean) {
    const stars = choosing;
    setChoosing(null);
    if (stars && returnFocus) starButtons.current[stars - 1]?.focus();
  }

  /** The popup closed without an emoji (Escape, a click elsewhere, the star again): the stars still count. */
  function rateWithoutEmoji(returnFocus: boolean) {
    const stars = choosing;
    if (stars) return rate(stars, null, returnFocus);
  }

  async function rate(stars: Stars, emoji: string | null, returnFocus = true) {
    closePopup(returnFocus);
    // A newer rating replaces one still waiting for the network.
    waiting.current?.abort();
    const controller = new AbortController();
    waiting.current = controller;
    setSaving(true);
    setGivenBack(null);
    let send: Awaited<ReturnType<typeof sending>> | undefined;
    const onWaiting = () => {
      setSaving(false);
      setUnsent({ stars, emoji });
    };
    try {
      send = await sendingWhenReachable(onWaiting, controller.signal);
      const answer = await send.sendRating(postId, stars, emoji, { signal: controller.signal, onWaiting });
      setRating(answer);
      setUnsent(null);
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = send?.budgetRefusal(error) ?? "Could not save your rating. Please try again.";
      setUnsent(null);
      setGivenBack(message);
      notify.error(message);
    } finally {
      if (waiting.current === controller) {
        waiting.current = null;
        setSaving(false);
      }
    }
  }

  return (
    <div className="star-rating" aria-busy={saving}>
      {/* Escape from a star while choosing: the popup's own Escape, for a popup whose code is not here yet. */}
      <div
        className="star-rating-stars"
        role="group"
        aria-label="Rate this post"
        onKeyDown={(e) => {
          if (e.key === "Escape" && choosing) void rateWithoutEmoji(true);
        }}
      >
        {allStars.map((stars) => (
          <button
            key={stars}
            ref={(b) => void (starButtons.current[stars - 1] = b)}
            type="button"
            className={`star ${stars <= (choosing ?? mine) ? "star-on" : ""}`}
            aria-label={`${stars} star${stars === 1 ? "" : "s"}`}
            aria-pressed={mine === stars}
            aria-haspopup="dialog"
            aria-expanded={choosing === stars}
            aria-controls={choosing === stars ? popupId : undefined}
            onClick={() => {
              if (saving) return;
              if (choosing === stars) void rateWithoutEmoji(true);
              else setChoosing(stars);
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="m12 2.8 2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
            </svg>
          </button>
        ))}
        {emoji && (
          <span className="star-rating-mine" title="Your reaction">
            {emoji}
          </span>
        )}
      </div>
      <p className="star-rating-summary">{summary(rating)}</p>
      <p className="star-rating-note" role="status">
        {unsent ? "Your rating is not sent yet. It will be sent when the connection is back." : givenBack}
      </p>
      {choosing && (
        <EmojiPopup
          id={popupId}
          stars={choosing}
          onChoose={(emoji) => rate(choosing, emoji)}
          onClose={(returnFocus) => void rateWithoutEmoji(returnFocus)}
        />
      )}
    </div>
  );
}

/** "4.5 average · 2 ratings": also what a visitor, who cannot rate, sees alone. */
export function summary({ average, count }: Rating): string {
  if (count === 0) return "No ratings yet";
  return `${average.toFixed(1)} average · ${count} rating${count === 1 ? "" : "s"}`;
}
