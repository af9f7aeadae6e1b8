/** The sound feature's shared types, apart from index.ts so its inner modules need not import their own public face. */
/** The sounds of the table. */
export type SoundCue = 'chip' | 'refused' | 'deal' | 'turn' | 'win' | 'push' | 'loss' | 'shuffle' | 'reminder';

/** What the loaded sound code offers this file. */
export interface CuePlayer {
  play(cue: SoundCue): void;
  /**
   * Sets the audio up ahead of the first sound, when the sound is on: making the context and its
   * noise is a long task on a phone (about 80 ms at 4× CPU), better spent between rounds than in
   * the first card's frame.
   */
  prepare?(): void;
}
