import { useEffect } from "react";
import { ZONE_KEYS, type ZoneInput } from "./input.ts";

/**
 * Held keys for the zone, listened to on the whole page so walking works without first clicking the view.
 * Typing in a text box (the library's notes) never moves anyone, and Space or Enter on a button presses it.
 */
export function useZoneKeys(input: ZoneInput) {
  useEffect(() => {
    const onDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || !ZONE_KEYS.has(event.code)) return;
      if (typesText(event.target) || (event.code === "Space" && isControl(event.target))) return;
      input.keys.add(event.code);
      event.preventDefault();
    };
    const onUp = (event: KeyboardEvent) => {
      input.keys.delete(event.code);
    };
    // A key released while the window had no focus never sends its keyup.
    const onBlur = () => input.keys.clear();
    window.addEventListener("keydown", onDown);
    window.addEventListener("keyup", onUp);
    window.addEventListener("blur", onBlur);
    return () => {
      window.removeEventListener("keydown", onDown);
      window.removeEventListener("keyup", onUp);
      window.removeEventListener("blur", onBlur);
      input.keys.clear();
    };
  }, [input]);
}

function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit", "reset"].includes(target.type))
  );
}

function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest("button, a, [role=button], input, summary") !== null;
}
