/**
 * What the lab's worker and the page say to each other, and the loop both run: sessions are
 * played in slices of about SLICE_ROUNDS rounds, with a progress report after each, so the page
 * can show progress. Cancelling ends the worker (the page terminates it).
 */
import { type LabOptions, type LabResult, startLab } from '../../engine/lab.ts';

/** The page asks for one run. */
export interface LabRequest {
  options: LabOptions;
}

/** What the worker reports: progress, the result (with the time it took, ms), or an error. */
export type LabMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; result: LabResult; ms: number }
  | { kind: 'error'; message: string };

/** Rounds between two progress reports (at most; a slice is whole sessions). */
const SLICE_ROUNDS = 100_000;

/** Plays a whole run, reporting through `post`; the last message is `done` or `error`. */
export function playLab(request: LabRequest, post: (m: LabMessage) => void, now: () => number): void {
  try {
    const t0 = now();
    const run = startLab(request.options);
    const slice = Math.max(1, Math.floor(SLICE_ROUNDS / request.options.rounds));
    const total = request.options.sessions;
    while (run.done() < total) {
      run.play(slice);
      post({ kind: 'progress', done: run.done(), total });
    }
    const result = run.result();
    post({ kind: 'done', result, ms: now() - t0 });
  } catch (e) {
    post({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}
