import { describe, expect, it } from 'vitest';
import { outOfSight } from './dealInView.ts';

describe('outOfSight (the row of the hands)', () => {
  const vh = 640;
  it('is false for a box wholly in the viewport, at its very edges too', () => {
    expect(outOfSight({ top: 200, bottom: 300 }, vh)).toBe(false);
    expect(outOfSight({ top: 0, bottom: 100 }, vh)).toBe(false);
    expect(outOfSight({ top: 540, bottom: 640 }, vh)).toBe(false);
  });
  it('is true for a box above the top (the player scrolled down to GI), wholly or more than half', () => {
    expect(outOfSight({ top: -192, bottom: -92 }, vh)).toBe(true);
    expect(outOfSight({ top: -51, bottom: 49 }, vh)).toBe(true);
  });
  it('is false for a box clipped by less than half (a few px scrolled to a button just below the fold)', () => {
    expect(outOfSight({ top: -24, bottom: 76 }, vh)).toBe(false);
    expect(outOfSight({ top: -50, bottom: 50 }, vh)).toBe(false);
  });
  it('is true for a box below the fold, wholly or more than half', () => {
    expect(outOfSight({ top: 700, bottom: 800 }, vh)).toBe(true);
    expect(outOfSight({ top: 600, bottom: 700 }, vh)).toBe(true);
    expect(outOfSight({ top: 580, bottom: 680 }, vh)).toBe(false);
  });
  it('measures a box taller than the viewport against the viewport', () => {
    expect(outOfSight({ top: 0, bottom: 900 }, vh)).toBe(false);
    expect(outOfSight({ top: -500, bottom: 400 }, vh)).toBe(false);
    expect(outOfSight({ top: -800, bottom: 100 }, vh)).toBe(true);
  });
});
