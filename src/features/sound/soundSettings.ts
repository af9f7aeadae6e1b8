/**
 * The sound switch and volume, kept in this browser under `punto-banco-sound` as
 * `{"on": boolean, "volume": 0–1}`. Anything else stored there is ignored (the defaults: on, 0.6).
 * Storage that is blocked or full only means the choice is not kept.
 */
/** localStorage key of the sound settings. */
export const SOUND_KEY = 'punto-banco-sound';

export interface SoundSettings {
  on: boolean;
  /** Loudness, 0 (silent) to 1. */
  volume: number;
}

export const DEFAULT_SOUND: SoundSettings = { on: true, volume: 0.6 };

function read(): SoundSettings {
  try {
    const v = JSON.parse(localStorage.getItem(SOUND_KEY) ?? 'null') as Partial<SoundSettings> | null;
    if (v && typeof v.on === 'boolean' && typeof v.volume === 'number' && v.volume >= 0 && v.volume <= 1) return { on: v.on, volume: v.volume };
  } catch {
    // unreadable or blocked: defaults
  }
  return DEFAULT_SOUND;
}

let current: SoundSettings | null = null;
const listeners = new Set<() => void>();

/** The sound settings now. */
export function soundSettings(): SoundSettings {
  return (current ??= read());
}

/** Changes and stores the sound settings (volume clamped to 0–1). */
export function setSoundSettings(patch: Partial<SoundSettings>) {
  const next = { ...soundSettings(), ...patch };
  next.volume = Math.min(1, Math.max(0, Number.isFinite(next.volume) ? next.volume : DEFAULT_SOUND.volume));
  current = next;
  try {
    localStorage.setItem(SOUND_KEY, JSON.stringify(next));
  } catch {
    // not kept; plays on from memory
  }
  for (const l of listeners) l();
}

/** Calls `listener` on every change; returns the unsubscribe. */
export function onSoundSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: read storage again on next use. */
export function forgetSoundSettings() {
  current = null;
}
