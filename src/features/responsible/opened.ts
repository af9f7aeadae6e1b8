/**
 * When the table was opened, and its money then: a new play session starts here, not when the
 * panel's chunk has loaded (it loads after the first paint, and a round may be played before).
 * Evaluated once, with the first load (responsible/index.ts imports it).
 */
import { tableStore } from '../../store/appStore.ts';
import type { TableState } from '../../store/state.ts';

/** The moment the table opened, ms since the epoch, and the table's state at that moment. */
export const OPENED: { readonly at: number; readonly table: TableState } = { at: Date.now(), table: tableStore.getState() };
