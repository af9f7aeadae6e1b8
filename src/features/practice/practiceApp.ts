/**
 * The app's practice store, seeded from `?seed=` like the table (src/store/appStore.ts), with
 * the React hook to read it. Separate from the table store: practice never touches money.
 */
import { useStore } from 'zustand';
import { readUrlOptions } from '../../store/appStore.ts';
import { createPracticeStore, type PracticeStore } from './practiceStore.ts';

/** The practice store of this page. */
export const practiceStore = createPracticeStore({
  seed: readUrlOptions(typeof location === 'undefined' ? '' : location.search).seed,
});

/** Reads one value of the practice store; re-renders when it changes. */
export function usePractice<T>(selector: (s: PracticeStore) => T): T {
  return useStore(practiceStore, selector);
}
