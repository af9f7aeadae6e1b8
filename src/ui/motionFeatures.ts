/**
 * motion's DOM animation features (animations, exit, gestures), a chunk of their own: the dialogs'
 * `LazyMotion` loads it after the first paint (Modal.tsx), so neither it nor `m` is in the first load.
 */
export { domAnimation } from 'motion/react';
