/** The table feature's public face: the felt the app renders (src/README.md § Folders). */
export { Table } from './Table.tsx';
