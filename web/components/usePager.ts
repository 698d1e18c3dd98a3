import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { swipeOf } from "../zones/device.ts";

/** A wheel gesture sends many events: after a page turn, the wheel is ignored this long. */
const WHEEL_PAUSE_MS = 500;
/** A wheel movement smaller than this (a trackpad's drift) turns no page. */
const WHEEL_THRESHOLD = 30;

/**
 * What one wheel event does: "turn" a page, "hold" the page still (a drift, or the tail of a gesture that
 * already turned one), given when the last page turned. Event times count from the page's load, so the first
 * gesture may come sooner than the pause: before any turn, nothing is held back.
 */
export function wheelEffect(deltaY: number, at: number, lastTurn: number | null): "turn" | "hold" {
  if (Math.abs(deltaY) < WHEEL_THRESHOLD) return "hold";
  if (lastTurn !== null && at - lastTurn < WHEEL_PAUSE_MS) return "hold";
  return "turn";
}

export interface PagerOptions {
  /** ArrowUp/ArrowDown page too (videos: nothing on the page uses the arrows; a game would). */
  arrows?: boolean;
  /** A vertical swipe over `area` of more than the spec's 50 px pages, and the page does not scroll instead. */
  swipe?: boolean;
}

const PAGE_KEYS: Record<string, 1 | -1> = { PageDown: 1, PageUp: -1 };
const ARROW_KEYS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * One item at a time out of `count`, paged with wrap-around: the last item's next is the first. Pages with
 * the wheel over `area` (one page per gesture, without scrolling the page), with PageUp/PageDown anywhere
 * but in a text field, and, when asked, with the arrows and with vertical swipes. A game frame keeps its
 * keys to itself, so keys typed into a game never page; its wheel reaches the page through `wheel`.
 */
export function usePager(count: number, area: RefObject<HTMLElement | null>, options: PagerOptions = {}) {
  const { arrows = false, swipe = false } = options;
  const [index, setIndex] = useState(0);
  const step = useCallback(
    (by: 1 | -1) => setIndex((i) => (count === 0 ? 0 : (((i + by) % count) + count) % count)),
    [count],
  );
  const lastTurn = useRef<number | null>(null);

  // A shorter list (another device's) starts over rather than pointing past its end.
  useEffect(() => setIndex((i) => (i < count ? i : 0)), [count]);

  /** One wheel event (from the page, or forwarded by a game's frame): true when the page should not scroll. */
  const wheel = useCallback(
    (deltaY: number, at: number): boolean => {
      if (count < 2) return false;
      if (wheelEffect(deltaY, at, lastTurn.current) === "hold") return true;
      lastTurn.current = at;
      step(deltaY > 0 ? 1 : -1);
      return true;
    },
    [count, step],
  );

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (wheel(event.deltaY, event.timeStamp)) event.preventDefault();
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [area, wheel]);

  useEffect(() => {
    const element = area.current;
    if (!element || !swipe) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    // Vertical travel is a page turn, not a scroll: the page is held still while the finger moves up or down.
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch || count < 2) return;
      if (Math.abs(touch.clientY - start.y) > Math.abs(touch.clientX - start.x) && event.cancelable)
        event.preventDefault();
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch || count < 2) return;
      const direction = swipeOf(touch.clientX - start.x, touch.clientY - start.y);
      start = null;
      // A finger moving up the screen brings the next item, as in a feed of short videos.
      if (direction) step(direction === "forward" ? 1 : -1);
    };
    const onCancel = () => {
      start = null;
    };
    element.addEventListener("touchstart", onStart, { passive: true });
    element.addEventListener("touchmove", onMove, { passive: false });
    element.addEventListener("touchend", onEnd);
    element.addEventListener("touchcancel", onCancel);
    return () => {
      element.removeEventListener("touchstart", onStart);
      element.removeEventListener("touchmove", onMove);
      element.removeEventListener("touchend", onEnd);
      element.removeEventListener("touchcancel", onCancel);
    };
  }, [area, swipe, count, step]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const by = PAGE_KEYS[event.key] ?? (arrows ? ARROW_KEYS[event.key] : undefined);
      if (!by || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true'], video[controls]")) return;
      event.preventDefault();
      step(by);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [step, arrows]);

  return { index: index < count ? index : 0, next: () => step(1), previous: () => step(-1), wheel };
}
