/** Suit shapes as SVG paths in a 100 × 100 box; drawn by the project, not a font glyph. */
import type { Suit } from '../engine/index.ts';

const PATHS: Record<Suit, string> = {
  H: 'M50 92C22 68 2 50 2 29 2 13 14 2 28 2c10 0 17 5 22 14C55 7 62 2 72 2c14 0 26 11 26 27 0 21-20 39-48 63z',
  D: 'M50 2 88 50 50 98 12 50z',
  S: 'M50 2C63 22 98 40 98 63c0 15-11 25-24 25-9 0-16-4-20-11 1 10 5 17 13 23H33c8-6 12-13 13-23-4 7-11 11-20 11C13 88 2 78 2 63 2 40 37 22 50 2z',
  C: 'M50 4a22 22 0 0 1 17 36 22 22 0 1 1 3 44c-8 0-14-3-18-9 1 9 5 15 12 23H36c7-8 11-14 12-23-4 6-10 9-18 9a22 22 0 1 1 3-44A22 22 0 0 1 50 4z',
};

/** The path of a suit symbol (100 × 100 box). */
export function suitPath(suit: Suit): string {
  return PATHS[suit];
}
