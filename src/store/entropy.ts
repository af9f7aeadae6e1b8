/**
 * The browser's (and Node's) secure random source for the engine's crypto shuffle: the Web Crypto
 * `getRandomValues`, which fills at most 65 536 bytes per call (the engine asks for 1 KiB).
 */
import type { Entropy } from '../engine/index.ts';

export const webEntropy: Entropy = (words) => {
  globalThis.crypto.getRandomValues(words);
};
