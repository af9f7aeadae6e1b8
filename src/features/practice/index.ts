/** The practice feature's public face: the button that opens the game, loaded lazily (src/README.md § Folders). */
export { PracticeButton } from './PracticeButton.tsx';
