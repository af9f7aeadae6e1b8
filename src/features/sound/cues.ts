/** The sound feature's shared types, apart from index.ts so its inner modules need not import their own public face. */
/** The sounds of the table. */
export type SoundCue = 'chip' | 'refused' | 'deal' | 'turn' | 'win' | 'push' | 'loss' | 'shuffle' | 'reminder';

/** What the loaded sound code offers this file. */
export interface CuePlayer {
  play(cue: SoundCue): void;
}
