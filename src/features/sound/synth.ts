/**
 * The table's sounds, synthesised with the Web Audio API (no sound files): each cue is a few
 * oscillator notes or filtered noise bursts into `out`. Times in seconds of the context's clock.
 */
import type { SoundCue } from './cues.ts';

/** The part of an AudioContext the sounds use (a fake one in tests). */
export type AudioLike = Pick<
  BaseAudioContext,
  'currentTime' | 'sampleRate' | 'createOscillator' | 'createGain' | 'createBiquadFilter' | 'createBufferSource' | 'createBuffer'
>;

const noiseBuffers = new WeakMap<AudioLike, AudioBuffer>();

/** Half a second of white noise, made once per context. */
function noise(ctx: AudioLike): AudioBuffer {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate / 2), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

/** Makes what the sounds of `ctx` share (its noise) ahead of the first sound. */
export function prepareSynth(ctx: AudioLike): void {
  noise(ctx);
}

/** A gain that rises fast to `peak` at `at` and decays over `length` (no clicks at either end). */
function envelope(ctx: AudioLike, out: AudioNode, at: number, length: number, peak: number): GainNode {
  const g = ctx.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(peak, at + 0.005);
  g.gain.exponentialRampToValueAtTime(0.0001, at + length);
  g.connect(out);
  return g;
}

/** One note: `type` wave at `freq` Hz (gliding to `to` Hz when given). */
function tone(ctx: AudioLike, out: AudioNode, at: number, length: number, freq: number, peak: number, type: OscillatorType = 'triangle', to?: number) {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (to) osc.frequency.exponentialRampToValueAtTime(to, at + length);
  osc.connect(envelope(ctx, out, at, length, peak));
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** A burst of noise through a band-pass at `freq` Hz (sweeping to `to` Hz when given). */
function hiss(ctx: AudioLike, out: AudioNode, at: number, length: number, freq: number, peak: number, to?: number) {
  const src = ctx.createBufferSource();
  src.buffer = noise(ctx);
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.Q.value = 1.2;
  filter.frequency.setValueAtTime(freq, at);
  if (to) filter.frequency.exponentialRampToValueAtTime(to, at + length);
  src.connect(filter);
  filter.connect(envelope(ctx, out, at, length, peak));
  src.start(at);
  src.stop(at + length + 0.02);
}

/** Each cue's sound, starting at `at`. */
const RECIPES: Record<SoundCue, (ctx: AudioLike, out: AudioNode, at: number) => void> = {
  // Two chips clacking on the felt.
  chip: (c, o, t) => {
    hiss(c, o, t, 0.03, 3200, 0.5);
    tone(c, o, t, 0.05, 2100, 0.25);
    tone(c, o, t + 0.045, 0.04, 2600, 0.15);
  },
  // A low, soft "no".
  refused: (c, o, t) => {
    tone(c, o, t, 0.12, 220, 0.25, 'square', 180);
    tone(c, o, t + 0.13, 0.16, 180, 0.25, 'square', 140);
  },
  // A card sliding out of the shoe.
  deal: (c, o, t) => hiss(c, o, t, 0.16, 900, 0.35, 3000),
  // A card snapped face up.
  turn: (c, o, t) => {
    hiss(c, o, t, 0.035, 2400, 0.55);
    tone(c, o, t, 0.03, 700, 0.12, 'sine');
  },
  // Rising major arpeggio.
  win: (c, o, t) => [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => tone(c, o, t + i * 0.09, 0.22, f, 0.28)),
  // Two even notes: the stake comes back.
  push: (c, o, t) => [440, 440].forEach((f, i) => tone(c, o, t + i * 0.14, 0.16, f, 0.22, 'sine')),
  // Falling minor third, quiet.
  loss: (c, o, t) => [392, 329.63].forEach((f, i) => tone(c, o, t + i * 0.16, 0.26, f, 0.2, 'sine')),
  // Cards riffled: a run of short crackles.
  shuffle: (c, o, t) => {
    for (let i = 0; i < 14; i++) hiss(c, o, t + i * 0.045, 0.03, 1800 + (i % 3) * 700, 0.3);
  },
  // A soft two-partial bell.
  reminder: (c, o, t) => {
    tone(c, o, t, 1.2, 880, 0.25, 'sine');
    tone(c, o, t, 0.8, 1320, 0.1, 'sine');
    tone(c, o, t + 0.35, 1.2, 660, 0.2, 'sine');
  },
};

/** Plays `cue` into `out` now. */
export function synthesise(ctx: AudioLike, out: AudioNode, cue: SoundCue): void {
  RECIPES[cue](ctx, out, ctx.currentTime + 0.005);
}
