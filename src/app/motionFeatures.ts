/** motion's animation features, loaded after the first paint (LazyMotion's async `features`). */
export { domAnimation as default } from 'motion/react';
