/**
 * Peeling as paper folds: the lifted part lies mirrored across the fold and shows the face's edge
 * (its outer strip) first; the lifted share grows with the pull; a pull outwards lifts nothing.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Point, area, fold, nearestCorner } from './peel.ts';

const W = 100;
const H = 140;
/** The CSS matrix applied to a point. */
const apply = (m: number[], p: Point): Point => ({ x: m[0]! * p.x + m[2]! * p.y + m[4]!, y: m[1]! * p.x + m[3]! * p.y + m[5]! });

describe('fold', () => {
  it('pulled left from the right edge: the face\'s left strip lies over the card, right of where the corner went', () => {
    const f = fold(W, H, { x: W, y: H }, { x: W - 40, y: H })!;
    expect(f.lifted).toBeCloseTo(0.2); // a strip 20 px wide of 100
    expect(area(f.back) / (W * H)).toBeCloseTo(0.8);
    // The face's strip 0–20 px (its left pips and index) is what shows ...
    expect(Math.min(...f.flap.map((p) => p.x))).toBeCloseTo(0);
    expect(Math.max(...f.flap.map((p) => p.x))).toBeCloseTo(20);
    // ... upright (no mirror), moved to 60–80 px on the card.
    expect(f.matrix.slice(0, 4).map((v) => Math.round(v) + 0)).toEqual([1, 0, 0, 1]);
    expect(apply(f.matrix, { x: 0, y: 0 }).x).toBeCloseTo(60);
    expect(apply(f.matrix, { x: 20, y: 0 }).x).toBeCloseTo(80);
  });

  it('pulled outwards, or not at all, lifts nothing', () => {
    expect(fold(W, H, { x: W, y: H }, { x: W + 30, y: H + 10 })).toBeNull();
    expect(fold(W, H, { x: 0, y: 0 }, { x: 0, y: 0 })).toBeNull();
  });

  it('takes the corner nearest to where the card is pressed', () => {
    expect(nearestCorner(W, H, { x: 90, y: 130 })).toEqual({ x: W, y: H });
    expect(nearestCorner(W, H, { x: 10, y: 20 })).toEqual({ x: 0, y: 0 });
    expect(nearestCorner(W, H, { x: 80, y: 10 })).toEqual({ x: W, y: 0 });
  });

  it('for any corner and pull: the flap is the lifted part folded over, the back and the flap are the whole card, and a longer pull lifts more', () => {
    const corner = fc.constantFrom<Point>({ x: 0, y: 0 }, { x: W, y: 0 }, { x: 0, y: H }, { x: W, y: H });
    fc.assert(
      fc.property(corner, fc.double({ min: 0.05, max: 1.5, noNaN: true }), fc.double({ min: 0, max: Math.PI / 2, noNaN: true }), (c, reach, angle) => {
        // A pull into the card at `angle` within the corner's quadrant.
        const sx = c.x === 0 ? 1 : -1;
        const sy = c.y === 0 ? 1 : -1;
        const at = (k: number) => ({ x: c.x + sx * Math.cos(angle) * k * W, y: c.y + sy * Math.sin(angle) * k * W });
        const f = fold(W, H, c, at(reach))!;
        expect(f).not.toBeNull();
        expect(f.lifted * W * H + area(f.back)).toBeCloseTo(W * H, 3);
        // The face's point (u, v) lies under the card's (W − u, v); folded, it lands on its mirror across the fold.
        const target = at(reach);
        const mid = { x: (c.x + target.x) / 2, y: (c.y + target.y) / 2 };
        const len = Math.hypot(target.x - c.x, target.y - c.y);
        const n = { x: (target.x - c.x) / len, y: (target.y - c.y) / len };
        for (const u of f.flap) {
          const q = { x: W - u.x, y: u.y };
          const d = (q.x - mid.x) * n.x + (q.y - mid.y) * n.y;
          const mirrored = { x: q.x - 2 * d * n.x, y: q.y - 2 * d * n.y };
          const placed = apply(f.matrix, u);
          expect(placed.x).toBeCloseTo(mirrored.x, 6);
          expect(placed.y).toBeCloseTo(mirrored.y, 6);
        }
        // The face is turned, never mirrored: the matrix is a rotation.
        const [a, b, cc, d] = f.matrix;
        expect(a * d - b * cc).toBeCloseTo(1, 9);
        expect(fold(W, H, c, at(reach * 1.2))!.lifted).toBeGreaterThanOrEqual(f.lifted - 1e-9);
      }),
    );
  });
});
