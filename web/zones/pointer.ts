import { useEffect, type RefObject } from "react";
import { swipeOf } from "./device.ts";
import type { ZoneInput } from "./input.ts";
import type { MobileControls, Movement } from "./scene.ts";

/** Radians per pixel: dragging the view, and moving the mouse while it is captured. */
const DRAG_TURN = 0.005;
const LOCKED_TURN = 0.0025;
/** A press that moves less than this is a click (it captures the mouse), not a drag. */
const CLICK_SLOP = 5;

interface PointerOptions {
  movement: Movement;
  mobile: MobileControls;
  phone: boolean;
  input: ZoneInput;
  /** True when the scene itself took the click (a book was chosen): do not capture the mouse for it. */
  consumeSceneClick: () => boolean;
  /** Mouse capture is refused while an overlay (the reader) is open. */
  canLock: () => boolean;
}

/**
 * Looking around with the pointer on the stage. Desktop walk scenes capture the mouse on a click (pointer
 * lock; Escape releases it) and fall back to dragging where the lock is refused. Touch: a sideways drag
 * turns; in zones with swipes, a vertical swipe over 50 px steps 5 units forward (up) or back (down).
 * Look scenes turn and tilt with any drag, and zoom with the wheel.
 */
export function usePointerLook(stage: RefObject<HTMLElement | null>, options: PointerOptions) {
  const { movement, mobile, phone, input, consumeSceneClick, canLock } = options;
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const swipes = movement === "walk" && (mobile === "swipe" || mobile === "scroll-gravity");
    let pressWasClick = false;
    let press: { id: number; touch: boolean; startX: number; startY: number; lastX: number; lastY: number } | null =
      null;

    const locked = () => document.pointerLockElement !== null && element.contains(document.pointerLockElement);

    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || locked()) return;
      const touch = event.pointerType === "touch" || event.pointerType === "pen";
      press = {
        id: event.pointerId,
        touch,
        startX: event.clientX,
        startY: event.clientY,
        lastX: event.clientX,
        lastY: event.clientY,
      };
    };

    const onMove = (event: PointerEvent) => {
      if (locked()) {
        input.turn(-event.movementX * LOCKED_TURN, -event.movementY * LOCKED_TURN);
        return;
      }
      if (!press || event.pointerId !== press.id) return;
      const dx = event.clientX - press.lastX;
      const dy = event.clientY - press.lastY;
      press.lastX = event.clientX;
      press.lastY = event.clientY;
      // With swipes, vertical travel is a step, so only sideways travel turns the view.
      input.turn(dx * DRAG_TURN, swipes && press.touch ? 0 : dy * DRAG_TURN);
    };

    const onUp = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id) return;
      const dx = event.clientX - press.startX;
      const dy = event.clientY - press.startY;
      const wasTouch = press.touch;
      press = null;
      if (wasTouch) {
        const swipe = swipes ? swipeOf(dx, dy) : null;
        if (swipe) input.step(swipe === "forward" ? 1 : -1);
        return;
      }
      pressWasClick = Math.hypot(dx, dy) < CLICK_SLOP;
    };

    // On `click`, after the canvas's own handlers: by then a click on a book has been taken by the scene.
    const onClick = () => {
      const usedByScene = consumeSceneClick();
      if (pressWasClick && !usedByScene && movement === "walk" && !phone && canLock()) lockPointer(element);
      pressWasClick = false;
    };

    const onCancel = () => {
      press = null;
    };

    const onWheel = (event: WheelEvent) => {
      if (movement !== "look") return;
      event.preventDefault();
      input.zoom(Math.sign(event.deltaY) * 4);
    };

    element.addEventListener("pointerdown", onDown);
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    element.addEventListener("wheel", onWheel, { passive: false });
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      element.removeEventListener("wheel", onWheel);
    };
  }, [stage, movement, mobile, phone, input, consumeSceneClick, canLock]);
}

function lockPointer(element: HTMLElement) {
  const canvas = element.querySelector("canvas");
  if (!canvas) return;
  try {
    // Chromium returns a promise that rejects when the lock is refused (headless, iframes); dragging still works.
    const request = canvas.requestPointerLock() as unknown as Promise<void> | undefined;
    request?.catch?.(() => {});
  } catch {
    // Older browsers throw instead; dragging still works.
  }
}
