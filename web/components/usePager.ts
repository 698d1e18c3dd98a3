import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** A wheel gesture sends many events: after a page turn, the wheel is ignored this long. */
const WHEEL_PAUSE_MS = 500;
/** A wheel movement smaller than this (a trackpad's drift) turns no page. */
const WHEEL_THRESHOLD = 30;

/**
 * One item at a time out of `count`, paged with wrap-around: the last item's next is the first. Pages with
 * the wheel over `area` (one page per gesture, without scrolling the page) and with PageUp/PageDown anywhere
 * but in a text field. A game frame keeps its keys to itself, so keys typed into a game never page.
 */
export function usePager(count: number, area: RefObject<HTMLElement | null>) {
  const [index, setIndex] = useState(0);
  const step = useCallback((by: 1 | -1) => setIndex((i) => (count === 0 ? 0 : (((i + by) % count) + count) % count)), [count]);
  const lastTurn = useRef(0);

  // A shorter list (another device's) starts over rather than pointing past its end.
  useEffect(() => setIndex((i) => (i < count ? i : 0)), [count]);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (count < 2) return;
      event.preventDefault();
      if (Math.abs(event.deltaY) < WHEEL_THRESHOLD || event.timeStamp - lastTurn.current < WHEEL_PAUSE_MS) return;
      lastTurn.current = event.timeStamp;
      step(event.deltaY > 0 ? 1 : -1);
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [area, count, step]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "PageDown" && event.key !== "PageUp") return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      event.preventDefault();
      step(event.key === "PageDown" ? 1 : -1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [step]);

  return { index: index < count ? index : 0, next: () => step(1), previous: () => step(-1) };
}
