import { expect, test } from "bun:test";
import { readGameMessage } from "./bridge.ts";

const url = "/games/frost-peak/";

test("a game's messages are read when they carry the bridge's marker, the game's key and a whole score", () => {
  expect(readGameMessage({ source: "vw-game", game: "frost-peak", type: "ready" }, url)).toEqual({ type: "ready" });
  expect(readGameMessage({ source: "vw-game", game: "frost-peak", type: "score", score: 12 }, url)).toEqual({
    type: "score",
    score: 12,
  });
  expect(readGameMessage({ source: "vw-game", game: "frost-peak", type: "over", score: 0 }, url)).toEqual({
    type: "over",
    score: 0,
  });
  expect(readGameMessage({ source: "vw-game", game: "frost-peak", type: "wheel", deltaY: -120 }, url)).toEqual({
    type: "wheel",
    deltaY: -120,
  });
});

test("anything else is ignored: another game's name, another marker, an unknown type, a score that is no whole number in range", () => {
  const bad: unknown[] = [
    null,
    "score 12",
    { source: "vw-game", game: "pixel-kingdom", type: "score", score: 12 },
    { source: "vw-host", game: "frost-peak", type: "score", score: 12 },
    { source: "vw-game", game: "frost-peak", type: "win", score: 12 },
    { source: "vw-game", game: "frost-peak", type: "score", score: -1 },
    { source: "vw-game", game: "frost-peak", type: "score", score: 1.5 },
    { source: "vw-game", game: "frost-peak", type: "score", score: "12" },
    { source: "vw-game", game: "frost-peak", type: "score", score: 1e12 },
    { source: "vw-game", game: "frost-peak", type: "over" },
    { source: "vw-game", game: "frost-peak", type: "wheel" },
    { source: "vw-game", game: "frost-peak", type: "wheel", deltaY: "120" },
    { source: "vw-game", game: "frost-peak", type: "wheel", deltaY: Number.POSITIVE_INFINITY },
    { source: "vw-game", game: "pixel-kingdom", type: "wheel", deltaY: 120 },
  ];
  for (const data of bad) expect({ data, read: readGameMessage(data, url) }).toEqual({ data, read: null });
});

test("a game hosted elsewhere is not held to a key", () => {
  expect(
    readGameMessage({ source: "vw-game", game: "anything", type: "score", score: 3 }, "https://chess.example/embed"),
  ).toEqual({ type: "score", score: 3 });
});
