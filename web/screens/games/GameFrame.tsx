import { useEffect, useRef, useState, type CSSProperties } from "react";
import { readGameMessage, tellGame } from "./bridge.ts";
import "./GameFrame.css";

export interface FramedGame {
  id: number;
  title: string;
  url: string;
  width: number;
  height: number;
}

/** The specification's default frame, for an entry that names no size. */
const DEFAULT_SIZE = { width: 800, height: 600 };

/** A game hosted on another host keeps its own origin (never this one); a shipped game gets an opaque one. */
function sandboxOf(url: string): string {
  return url.startsWith("/") ? "allow-scripts" : "allow-scripts allow-same-origin";
}

/**
 * One game in a sandboxed frame at its size, shrunk to fit a small screen with its proportions kept. The
 * frame's messages are read only from this frame and only in the bridge's shape; the live score is shown,
 * and a round's score is handed to `onRound` when the game says it is over (or when the frame goes with a
 * score not yet handed on). The game is paused while the page is hidden. A wheel turned over a game that does
 * not use it is handed to `onWheel`.
 */
export function GameFrame({
  game,
  loadingText,
  onRound,
  onWheel,
}: {
  game: FramedGame;
  loadingText: string;
  onRound: (score: number) => void;
  /** The wheel turned over the game, which does not use it itself (the bridge tells): the list pages. */
  onWheel?: (deltaY: number, at: number) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  // The game's address is given to the frame once this page runs: a frame the server's HTML loaded before
  // hydration fires its load event unheard, and "Loading..." would cover the game for good.
  const [hydrated, setHydrated] = useState(false);
  const [score, setScore] = useState<number | null>(null);
  const unreported = useRef<number | null>(null);
  const report = useRef(onRound);
  report.current = onRound;
  const wheeled = useRef(onWheel);
  wheeled.current = onWheel;

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = readGameMessage(event.data, game.url);
      if (!message || message.type === "ready") return;
      if (message.type === "wheel") {
        wheeled.current?.(message.deltaY, event.timeStamp);
        return;
      }
      setScore(message.score);
      if (message.type === "score") {
        unreported.current = message.score;
        return;
      }
      unreported.current = null;
      report.current(message.score);
    };
    const onVisibility = () => tellGame(frame.current, document.hidden ? "pause" : "resume");
    window.addEventListener("message", onMessage);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("message", onMessage);
      document.removeEventListener("visibilitychange", onVisibility);
      // Leaving mid-round (another game, another page) still counts the round played so far.
      if (unreported.current !== null && unreported.current > 0) report.current(unreported.current);
    };
  }, [game.url]);

  if (!game.url) return <p className="game-empty">No game URL available for embedding</p>;
  const width = game.width || DEFAULT_SIZE.width;
  const height = game.height || DEFAULT_SIZE.height;
  return (
    <figure className="game-frame" style={{ "--game-width": width, "--game-height": height } as CSSProperties}>
      <div className="game-frame-box">
        {!loaded && (
          <p className="game-frame-loading" role="status">
            {loadingText}
          </p>
        )}
        <iframe
          ref={frame}
          src={hydrated ? game.url : undefined}
          title={game.title}
          width={width}
          height={height}
          sandbox={sandboxOf(game.url)}
          allow="autoplay; fullscreen; gamepad"
          referrerPolicy="no-referrer"
          onLoad={(event) => event.currentTarget.getAttribute("src") && setLoaded(true)}
        />
      </div>
      <figcaption className="game-frame-score" data-testid="game-score">
        Score: {score ?? 0}
      </figcaption>
    </figure>
  );
}
