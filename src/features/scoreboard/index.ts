/** The scoreboard feature's public face: the roads board with its statistics (src/README.md § Folders). */
export { Scoreboard } from './Scoreboard.tsx';
