import { describe, expect, test } from "bun:test";
import { BEATS_PER_BAR, LOOP_BEATS, midiToFrequency, notesBetween, partyLoop, beatsToSeconds, TEMPO } from "./music.ts";

const C_MAJOR = new Set([0, 2, 4, 5, 7, 9, 11]);

describe("the party loop", () => {
  const loop = partyLoop();

  test("fits in its eight bars, in time order", () => {
    expect(LOOP_BEATS).toBe(8 * BEATS_PER_BAR);
    for (const note of loop) {
      expect(note.beat).toBeGreaterThanOrEqual(0);
      expect(note.beat).toBeLessThan(LOOP_BEATS);
      expect(note.length).toBeGreaterThan(0);
    }
    const beats = loop.map((note) => note.beat);
    expect(beats).toEqual([...beats].sort((a, b) => a - b));
  });

  test("stays in C major, so it never sounds sour", () => {
    const pitched = loop.filter((note) => note.midi > 0);
    expect(pitched.length).toBeGreaterThan(100);
    for (const note of pitched) expect(C_MAJOR.has(note.midi % 12)).toBe(true);
  });

  test("plays a kick on every beat and the bass follows C, Am, F, G", () => {
    expect(loop.filter((note) => note.voice === "kick")).toHaveLength(LOOP_BEATS);
    const barRoots = loop
      .filter((note) => note.voice === "bass" && note.beat % BEATS_PER_BAR === 0)
      .map((note) => note.midi % 12);
    expect(barRoots).toEqual([0, 9, 5, 7, 0, 9, 5, 7]);
  });

  test("lead notes never overlap, so the whistle stays a single line", () => {
    const lead = loop.filter((note) => note.voice === "lead");
    for (let i = 1; i < lead.length; i++) {
      expect(lead[i]!.beat).toBeGreaterThanOrEqual(lead[i - 1]!.beat + lead[i - 1]!.length);
    }
  });

  test("is the same every time it is composed", () => {
    expect(partyLoop()).toEqual(loop);
  });
});

describe("scheduling ahead", () => {
  const loop = partyLoop();

  test("a window across the loop's end takes the end of one pass and the start of the next", () => {
    const notes = notesBetween(loop, LOOP_BEATS - 0.5, LOOP_BEATS + 0.5);
    expect(notes.some((note) => note.beat < LOOP_BEATS)).toBe(true);
    expect(notes.some((note) => note.voice === "kick" && note.beat === LOOP_BEATS)).toBe(true);
    for (const note of notes) {
      expect(note.beat).toBeGreaterThanOrEqual(LOOP_BEATS - 0.5);
      expect(note.beat).toBeLessThan(LOOP_BEATS + 0.5);
    }
  });

  test("consecutive windows hand out every note exactly once", () => {
    const seen = [0, 0.7, 3.1, 10, 31.9, 33, 64.2].flatMap((from, i, edges) =>
      i + 1 < edges.length ? notesBetween(loop, from, edges[i + 1]!) : [],
    );
    expect(seen).toHaveLength(notesBetween(loop, 0, 64.2).length);
    expect(notesBetween(loop, 0, LOOP_BEATS)).toHaveLength(loop.length);
  });
});

test("pitches and times", () => {
  expect(midiToFrequency(69)).toBe(440);
  expect(midiToFrequency(81)).toBeCloseTo(880);
  expect(midiToFrequency(60)).toBeCloseTo(261.63, 1);
  expect(beatsToSeconds(TEMPO)).toBeCloseTo(60);
});
