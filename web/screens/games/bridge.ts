import { MAX_SCORE } from "../../../shared/api/games.ts";

/** What a shipped game's frame tells the page (public/games/_shared/bridge.js). */
export type GameMessage =
  | { type: "ready" }
  | { type: "score" | "over"; score: number }
  | { type: "wheel"; deltaY: number };

/** A forwarded wheel movement larger than this is not a wheel's (a page's worth at most, with margin). */
const MAX_WHEEL_DELTA = 10_000;

/**
 * A message from a game's frame as the page may act on it, or null. The caller has checked that it came
 * from the frame it shows; here its shape is checked: the bridge's marker, the game's own key (a shipped
 * game at `/games/<key>/` names itself so), a known type, a whole score from 0 to MAX_SCORE, a finite wheel delta.
 */
export function readGameMessage(data: unknown, url: string): GameMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== "vw-game") return null;
  const key = /^\/games\/([a-z0-9-]+)\/$/.exec(url)?.[1];
  if (key !== undefined && message.game !== key) return null;
  if (message.type === "ready") return { type: "ready" };
  if (message.type === "wheel") {
    const deltaY = message.deltaY;
    if (typeof deltaY !== "number" || !Number.isFinite(deltaY) || Math.abs(deltaY) > MAX_WHEEL_DELTA) return null;
    return { type: "wheel", deltaY };
  }
  if (message.type !== "score" && message.type !== "over") return null;
  const score = message.score;
  if (typeof score !== "number" || !Number.isInteger(score) || score < 0 || score > MAX_SCORE) return null;
  return { type: message.type, score };
}

/** Tells the frame to pause or go on (the bridge stops the game's loop while paused). */
export function tellGame(frame: HTMLIFrameElement | null, type: "pause" | "resume") {
  // The frame's origin is opaque: "*" is the only target that reaches it, and the message holds no secret.
  frame?.contentWindow?.postMessage({ source: "vw-host", type }, "*");
}
