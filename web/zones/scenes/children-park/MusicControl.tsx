import { useEffect, useRef, useState } from "react";
import { startPartyMusic } from "./player.ts";
import type { MusicPlayer } from "./player.ts";

type State = "silent" | "playing" | "muted";

/**
 * The park's music button. Browsers only let sound start from a tap, so the music waits for "Play music";
 * then the same button mutes and unmutes it. Leaving the scene stops it.
 */
export function MusicControl() {
  const player = useRef<MusicPlayer | null>(null);
  const [state, setState] = useState<State>("silent");

  useEffect(
    () => () => {
      player.current?.stop();
      player.current = null;
    },
    [],
  );

  const press = () => {
    if (!player.current) {
      player.current = startPartyMusic();
      setState("playing");
      return;
    }
    const muted = state !== "muted";
    player.current.setMuted(muted);
    setState(muted ? "muted" : "playing");
  };

  return (
    <button type="button" className="button primary" onClick={press}>
      {state === "silent" ? "♫ Play music" : state === "playing" ? "Mute music" : "Unmute music"}
    </button>
  );
}
