/**
 * The table's sound, first-load part: only this file is in the main bundle. Nothing is loaded or
 * played before the player's first press (pointer or key) on the page; that press loads the
 * sound code (`player.tsx`, its own chunk), which then plays the cues the table sends through
 * `cue`, and those of the table store's changes (storeCues.ts: chips, refusals, results, new
 * shoes). Where audio is unavailable the player stays silent.
 */
import { lazyPart, onIdle } from '../../ui/lazyPart.tsx';
import type { TableStoreApi } from '../../store/tableStore.ts';
import { cuesFor } from './storeCues.ts';
import type { SoundControlsProps } from './SoundControls.tsx';

import type { CuePlayer, SoundCue } from './cues.ts';

export type { CuePlayer, SoundCue } from './cues.ts';

let player: CuePlayer | null = null;
/** Cues sent after the first press while the sound code loads (null before the press and after). */
let pending: SoundCue[] | null = null;
let armed = false;

/** Plays `cue` when sound is loaded and on; before the player's first press, nothing. */
export function cue(name: SoundCue): void {
  if (player) player.play(name);
  else pending?.push(name);
}

/**
 * Follows `store` for its sounds and waits for the first press on `target`, then loads the sound
 * code (`load`, the dynamic import in the app; replaced in tests) and hands it the cues sent
 * meanwhile. Called once by the app; later calls do nothing. A failed load leaves the table silent.
 */
export function armSound(
  store: Pick<TableStoreApi, 'subscribe'>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  load: () => Promise<{ createCuePlayer(): CuePlayer }> = () => import('./player.tsx'),
) {
  if (armed) return;
  armed = true;
  store.subscribe((next, prev) => {
    for (const c of cuesFor(prev, next)) cue(c);
  });
  const start = () => {
    target.removeEventListener('pointerdown', start, true);
    target.removeEventListener('keydown', start, true);
    pending = [];
    load().then(
      (m) => {
        const loaded = m.createCuePlayer();
        player = loaded;
        for (const c of pending ?? []) loaded.play(c);
        pending = null;
        onIdle(() => loaded.prepare?.());
      },
      () => {
        pending = null;
      },
    );
  };
  target.addEventListener('pointerdown', start, true);
  target.addEventListener('keydown', start, true);
}

/** For tests: forget the loaded player and the first press. */
export function resetSoundForTests() {
  player = null;
  pending = null;
  armed = false;
}

/** The Lyd / Ljud switch and the volume, for the settings (loaded when shown, with the sound code). */
export const SoundControls = lazyPart<SoundControlsProps>(() => import('./player.tsx').then((m) => m.SoundControls));
