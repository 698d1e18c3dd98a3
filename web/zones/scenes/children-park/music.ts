/**
 * The children's park party tune, composed in code: eight bars in C major at a skipping tempo (I–vi–IV–V),
 * a whistled lead, a bouncing bass, off-beat chord stabs and a four-on-the-floor drum kit. Pure data, so it
 * is tested without a sound card; `player.ts` turns it into sound.
 */

export type Voice = "lead" | "bass" | "chord" | "kick" | "snare" | "hat";

export interface Note {
  voice: Voice;
  /** When the note starts, in beats from the start of the loop. */
  beat: number;
  /** How long it sounds, in beats. */
  length: number;
  /** MIDI note number (60 = middle C); drums use 0. */
  midi: number;
  /** Loudness from 0 to 1. */
  velocity: number;
}

export const TEMPO = 126;
export const BEATS_PER_BAR = 4;
const BARS = 8;
export const LOOP_BEATS = BEATS_PER_BAR * BARS;

type Step = number | "-" | null;

/** The lead, one row per bar in eighth notes: a MIDI number starts a note, "-" holds it, null is a rest. */
const MELODY: readonly (readonly Step[])[] = [
  [76, 79, 76, 72, 74, 76, 79, null],
  [81, 79, 76, 72, 76, "-", 74, 72],
  [81, 81, 79, 77, 76, 77, 81, null],
  [79, "-", 74, "-", 71, 74, 79, null],
  [76, 79, 76, 72, 74, 76, 79, 84],
  [81, 79, 76, 72, 76, 79, 81, null],
  [77, 76, 74, 72, 74, 76, 77, 79],
  [84, "-", 79, "-", 76, 74, 72, null],
];

/** Each bar's chord: the bass root and the three notes of the stab. */
const CHORDS: readonly { root: number; triad: readonly [number, number, number] }[] = [
  { root: 48, triad: [60, 64, 67] }, // C
  { root: 45, triad: [57, 60, 64] }, // Am
  { root: 41, triad: [57, 60, 65] }, // F
  { root: 43, triad: [59, 62, 67] }, // G
  { root: 48, triad: [60, 64, 67] }, // C
  { root: 45, triad: [57, 60, 64] }, // Am
  { root: 41, triad: [57, 60, 65] }, // F
  { root: 43, triad: [59, 62, 67] }, // G
];

/** Every note of one pass through the loop, in time order. */
export function partyLoop(): Note[] {
  const notes = [...lead(), ...bass(), ...stabs(), ...drums()];
  return notes.sort((a, b) => a.beat - b.beat || a.voice.localeCompare(b.voice) || a.midi - b.midi);
}

function lead(): Note[] {
  const notes: Note[] = [];
  MELODY.forEach((bar, barIndex) => {
    bar.forEach((step, stepIndex) => {
      const beat = barIndex * BEATS_PER_BAR + stepIndex * 0.5;
      if (step === "-") {
        const last = notes[notes.length - 1];
        if (last) last.length += 0.5;
        return;
      }
      if (step === null) return;
      notes.push({ voice: "lead", beat, length: 0.5, midi: step, velocity: stepIndex % 2 === 0 ? 0.9 : 0.7 });
    });
  });
  return notes;
}

function bass(): Note[] {
  return CHORDS.flatMap(({ root }, bar) =>
    [0, 1, 2, 3].map((beatInBar) => ({
      voice: "bass" as const,
      beat: bar * BEATS_PER_BAR + beatInBar,
      length: 0.45,
      // Root, octave, root, fifth: the bounce of a party bass line.
      midi: root + ([0, 12, 0, 7][beatInBar] ?? 0),
      velocity: beatInBar === 0 ? 1 : 0.8,
    })),
  );
}

function stabs(): Note[] {
  return CHORDS.flatMap(({ triad }, bar) =>
    [0.5, 1.5, 2.5, 3.5].flatMap((offbeat) =>
      triad.map((midi) => ({
        voice: "chord" as const,
        beat: bar * BEATS_PER_BAR + offbeat,
        length: 0.25,
        midi,
        velocity: 0.6,
      })),
    ),
  );
}

function drums(): Note[] {
  const notes: Note[] = [];
  for (let beat = 0; beat < LOOP_BEATS; beat++) {
    notes.push({ voice: "kick", beat, length: 0.25, midi: 0, velocity: 1 });
    if (beat % 2 === 1) notes.push({ voice: "snare", beat, length: 0.25, midi: 0, velocity: 0.8 });
    notes.push({ voice: "hat", beat: beat + 0.5, length: 0.125, midi: 0, velocity: 0.5 });
  }
  return notes;
}

/** The frequency in hertz of a MIDI note (A4 = 69 = 440 Hz). */
export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

export function beatsToSeconds(beats: number, tempo = TEMPO): number {
  return (beats * 60) / tempo;
}

/**
 * The notes that start in [fromBeat, toBeat) when the loop repeats forever, with their beat counted from
 * the very first pass: what the player schedules a little ahead of the clock.
 */
export function notesBetween(loop: readonly Note[], fromBeat: number, toBeat: number): Note[] {
  const found: Note[] = [];
  const firstPass = Math.floor(fromBeat / LOOP_BEATS);
  const lastPass = Math.floor(toBeat / LOOP_BEATS);
  for (let pass = firstPass; pass <= lastPass; pass++) {
    const offset = pass * LOOP_BEATS;
    for (const note of loop) {
      const beat = note.beat + offset;
      if (beat >= fromBeat && beat < toBeat) found.push({ ...note, beat });
    }
  }
  return found;
}
