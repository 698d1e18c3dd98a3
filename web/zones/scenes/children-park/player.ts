import { beatsToSeconds, midiToFrequency, notesBetween, partyLoop } from "./music.ts";
import type { Note } from "./music.ts";

/** A party tune playing through WebAudio; made inside a tap, as browsers only allow sound after one. */
export interface MusicPlayer {
  setMuted(muted: boolean): void;
  stop(): void;
}

const LOOKAHEAD_SECONDS = 0.25;
const TICK_MS = 60;
const VOLUME = 0.45;

/** Starts the loop now and keeps scheduling it slightly ahead of the audio clock until stopped. */
export function startPartyMusic(): MusicPlayer {
  const context = new AudioContext();
  const master = context.createGain();
  master.gain.value = VOLUME;
  const compressor = context.createDynamicsCompressor();
  master.connect(compressor).connect(context.destination);
  const noise = noiseBuffer(context);
  const loop = partyLoop();
  const start = context.currentTime + 0.05;
  let scheduledUntilBeat = 0;

  const schedule = () => {
    const nowBeat = secondsToBeats(context.currentTime - start);
    const untilBeat = secondsToBeats(context.currentTime + LOOKAHEAD_SECONDS - start);
    // A background tab runs timers rarely: drop the notes whose moment has passed instead of playing them at once.
    const fromBeat = Math.max(scheduledUntilBeat, nowBeat);
    for (const note of notesBetween(loop, fromBeat, untilBeat)) {
      play(context, master, noise, note, start + beatsToSeconds(note.beat));
    }
    scheduledUntilBeat = Math.max(scheduledUntilBeat, untilBeat);
  };
  schedule();
  const timer = setInterval(schedule, TICK_MS);

  return {
    setMuted(muted) {
      master.gain.setTargetAtTime(muted ? 0 : VOLUME, context.currentTime, 0.03);
    },
    stop() {
      clearInterval(timer);
      void context.close();
    },
  };
}

function secondsToBeats(seconds: number) {
  return Math.max(0, seconds / beatsToSeconds(1));
}

function play(context: AudioContext, out: AudioNode, noise: AudioBuffer, note: Note, at: number) {
  const length = beatsToSeconds(note.length);
  switch (note.voice) {
    case "lead":
      return tone(context, out, "square", midiToFrequency(note.midi), at, length, 0.09 * note.velocity, 2600);
    case "bass":
      return tone(context, out, "triangle", midiToFrequency(note.midi), at, length, 0.32 * note.velocity, 900);
    case "chord":
      return tone(context, out, "sawtooth", midiToFrequency(note.midi), at, length, 0.035 * note.velocity, 1800);
    case "kick":
      return kick(context, out, at, note.velocity);
    case "snare":
      return hiss(context, out, noise, at, 0.18, 0.22 * note.velocity, 1500);
    case "hat":
      return hiss(context, out, noise, at, 0.05, 0.08 * note.velocity, 7000);
  }
}

function tone(
  context: AudioContext,
  out: AudioNode,
  type: OscillatorType,
  frequency: number,
  at: number,
  length: number,
  peak: number,
  cutoff: number,
) {
  const oscillator = context.createOscillator();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  const filter = context.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.value = cutoff;
  const gain = envelope(context, at, length, peak);
  oscillator.connect(filter).connect(gain).connect(out);
  oscillator.start(at);
  oscillator.stop(at + length + 0.1);
}

function kick(context: AudioContext, out: AudioNode, at: number, velocity: number) {
  const oscillator = context.createOscillator();
  oscillator.frequency.setValueAtTime(140, at);
  oscillator.frequency.exponentialRampToValueAtTime(45, at + 0.12);
  const gain = context.createGain();
  gain.gain.setValueAtTime(0.7 * velocity, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + 0.28);
  oscillator.connect(gain).connect(out);
  oscillator.start(at);
  oscillator.stop(at + 0.3);
}

function hiss(
  context: AudioContext,
  out: AudioNode,
  noise: AudioBuffer,
  at: number,
  length: number,
  peak: number,
  cutoff: number,
) {
  const source = context.createBufferSource();
  source.buffer = noise;
  const filter = context.createBiquadFilter();
  filter.type = "highpass";
  filter.frequency.value = cutoff;
  const gain = context.createGain();
  gain.gain.setValueAtTime(peak, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + length);
  source.connect(filter).connect(gain).connect(out);
  source.start(at);
  source.stop(at + length);
}

/** A quick rise, a short fall to a sustain and a release: notes that pluck rather than click. */
function envelope(context: AudioContext, at: number, length: number, peak: number): GainNode {
  const gain = context.createGain();
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(peak, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(peak * 0.6, at + Math.min(0.12, length));
  gain.gain.setTargetAtTime(0, at + length, 0.03);
  return gain;
}

function noiseBuffer(context: AudioContext): AudioBuffer {
  const buffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
  const samples = buffer.getChannelData(0);
  let seed = 1;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 16807) % 2147483647;
    samples[i] = (seed / 2147483647) * 2 - 1;
  }
  return buffer;
}
