/**
 * The page's side of the lab's worker: one worker per run, ended when the run ends or is
 * cancelled (a busy worker cannot read a message, so cancelling terminates it). Where no Worker
 * exists (jsdom tests) the run is played in the page after a tick.
 */
import type { LabOptions, LabResult } from '../../engine/lab.ts';
import { type LabMessage, playLab } from './labRun.ts';

/** A run in progress. */
export interface LabJob {
  /** The result and the milliseconds the run took; rejects on an error. Never settles once cancelled. */
  result: Promise<{ result: LabResult; ms: number }>;
  /** Stops the run at once. */
  cancel(): void;
}

/** Starts a run; `onProgress` gets sessions done and the total after each slice. */
export function startLabJob(options: LabOptions, onProgress: (done: number, total: number) => void): LabJob {
  let stop: () => void = () => undefined;
  const result = new Promise<{ result: LabResult; ms: number }>((resolve, reject) => {
    let cancelled = false;
    const handle = (m: LabMessage) => {
      if (cancelled) return;
      if (m.kind === 'progress') onProgress(m.done, m.total);
      else if (m.kind === 'done') resolve({ result: m.result, ms: m.ms });
      else reject(new Error(m.message));
    };
    if (typeof Worker === 'undefined') {
      const id = setTimeout(() => playLab({ options }, handle, () => performance.now()), 0);
      stop = () => {
        cancelled = true;
        clearTimeout(id);
      };
      return;
    }
    const worker = new Worker(new URL('./labWorker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      cancelled = true;
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<LabMessage>) => {
      const m = event.data;
      handle(m);
      if (m.kind !== 'progress') end();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      handle({ kind: 'error', message: event.message || 'lab worker failed' });
      end();
    };
    worker.postMessage({ options });
    stop = end;
  });
  return { result, cancel: () => stop() };
}
