/** Web Worker for the betting-system lab: plays the sessions off the page's thread (labRun.ts). */
import { type LabMessage, type LabRequest, playLab } from './labRun.ts';

/** The worker's global scope, typed without the WebWorker lib (this project compiles against DOM). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LabRequest>) => void) | null;
  postMessage(message: LabMessage): void;
};

scope.onmessage = (event) => playLab(event.data, (m) => scope.postMessage(m), () => performance.now());
