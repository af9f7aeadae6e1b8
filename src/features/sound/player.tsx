/**
 * The sound code loaded on the player's first press (see index.ts): one AudioContext, made once
 * the browser is idle after that press (or when the first sound is due, if sooner) with the sound
 * on, and a master gain at the chosen volume. It imports
 * nothing of the table (which index.ts follows), so its chunk shares no code with the first load.
 * Where the Web Audio API is missing or refuses, it stays silent: nothing is thrown or logged.
 */
import type { CuePlayer, SoundCue } from './cues.ts';
import { onSoundSettings, soundSettings } from './soundSettings.ts';
import { type AudioLike, prepareSynth, synthesise } from './synth.ts';

type Context = AudioLike & Pick<AudioContext, 'destination' | 'state' | 'resume'>;

/** Makes the audio context; null where there is none (old browsers, some embedded views). */
function browserContext(): Context | null {
  const Ctor = (globalThis as { AudioContext?: new () => Context }).AudioContext;
  return Ctor ? new Ctor() : null;
}

/** A player of cues. `makeContext` is the browser's AudioContext (a fake one in tests). */
export function createCuePlayer(makeContext: () => Context | null = browserContext): Required<CuePlayer> {
  let ctx: Context | null | undefined;
  let master: GainNode | null = null;
  const audio = () => {
    if (ctx === undefined) {
      try {
        ctx = makeContext();
        if (ctx) {
          master = ctx.createGain();
          master.gain.value = soundSettings().volume;
          master.connect(ctx.destination);
        }
      } catch {
        ctx = null;
      }
    }
    return ctx && master ? { ctx, master } : null;
  };
  onSoundSettings(() => {
    if (master) master.gain.value = soundSettings().volume;
  });
  /** The audio, when the sound is on and loud enough to hear; else null (nothing made). */
  const audible = () => {
    const { on, volume } = soundSettings();
    return on && volume > 0 ? audio() : null;
  };
  const play = (cue: SoundCue) => {
    const a = audible();
    if (!a) return;
    try {
      if (a.ctx.state === 'suspended') void a.ctx.resume().catch(() => undefined);
      synthesise(a.ctx, a.master, cue);
    } catch {
      // A browser that refuses a node: this sound is skipped.
    }
  };
  const prepare = () => {
    const a = audible();
    if (!a) return;
    try {
      prepareSynth(a.ctx);
    } catch {
      // Made again, or skipped, with the first sound.
    }
  };
  return { play, prepare };
}
export { SoundControls } from './SoundControls.tsx';
