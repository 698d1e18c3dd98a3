import { useState } from "react";
import type { MobileControls, Movement } from "./scene.ts";
import type { ZoneInput } from "./input.ts";

interface PhoneControlsProps {
  mobile: MobileControls;
  movement: Movement;
  input: ZoneInput;
}

/**
 * The touch controls the specification gives a zone on a phone: up and down buttons with a gravity toggle
 * (on by default) in desert, supermart and castle; Move Forward and Move Backward in the crocodile zone.
 * Swipes are handled on the view itself.
 */
export function PhoneControls({ mobile, movement, input }: PhoneControlsProps) {
  const [gravity, setGravity] = useState(input.gravity);
  if (movement !== "walk") return null;
  if (mobile === "forward-back") {
    return (
      <div className="zone-phone-controls" role="group" aria-label="Movement">
        <button type="button" className="button zone-phone-button" onClick={() => input.step(1)}>
          <span aria-hidden="true">▲</span> Move Forward
        </button>
        <button type="button" className="button zone-phone-button" onClick={() => input.step(-1)}>
          <span aria-hidden="true">▼</span> Move Backward
        </button>
      </div>
    );
  }
  if (mobile !== "scroll-gravity") return null;
  const toggleGravity = () => {
    input.gravity = !input.gravity;
    setGravity(input.gravity);
  };
  return (
    <div className="zone-phone-controls" role="group" aria-label="Movement">
      <button type="button" className="button zone-phone-button" aria-label="Scroll up" onClick={() => input.rise(1)}>
        <span aria-hidden="true">▲</span> Up
      </button>
      <button
        type="button"
        className="button zone-phone-button"
        aria-label="Scroll down"
        onClick={() => input.rise(-1)}
      >
        <span aria-hidden="true">▼</span> Down
      </button>
      <button type="button" className="button zone-phone-button" aria-pressed={gravity} onClick={toggleGravity}>
        Gravity: {gravity ? "On" : "Off"}
      </button>
    </div>
  );
}
