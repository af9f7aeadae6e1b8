/**
 * Web Worker for the odds panel: exact shoe analysis off the main thread, so the table never
 * stutters while the shoe-independent tables are built (first call) or a shoe is analysed.
 */
import { type OddsRequest, type OddsResponse, answerOddsRequest } from './oddsCompute.ts';

/** The worker's global scope, typed without the WebWorker lib (this project compiles against DOM). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OddsRequest>) => void) | null;
  postMessage(message: OddsResponse): void;
};

scope.onmessage = (event) => {
  scope.postMessage(answerOddsRequest(event.data));
};
