/**
 * Peeling as paper folds: the lifted part lies mirrored across the fold and shows the face's edge
 * (its outer strip) first; the lifted share grows with the pull; a pull outwards lifts nothing.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIFT_PX, MAX_LIFT, type Point, area, fold, lift, nearestCorner } from './peel.ts';

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

describe('lift', () => {
  const PHONE = { width: 390, height: 844 };
  /** The lifted card's box on the screen. */
  const box = (w: number, h: number, sideways: boolean, centre: Point, l: ReturnType<typeof lift>) => {
    const [bw, bh] = sideways ? [h * l.scale, w * l.scale] : [w * l.scale, h * l.scale];
    const c = { x: centre.x + l.shift.x, y: centre.y + l.shift.y };
    return { left: c.x - bw / 2, right: c.x + bw / 2, top: c.y - bh / 2, bottom: c.y + bh / 2 };
  };
  /** Where the card's point under `p` is on the screen once lifted. */
  const image = (centre: Point, l: ReturnType<typeof lift>, p: Point) => ({
    x: centre.x + l.shift.x + l.scale * (p.x - centre.x),
    y: centre.y + l.shift.y + l.scale * (p.y - centre.y),
  });

  it("a phone's 44 × 62 px card grows to about 150 px, and the corner held stays under the finger", () => {
    const centre = { x: 200, y: 400 };
    const held = { x: 220, y: 429 };
    const l = lift(44, 62, false, centre, held, PHONE);
    expect(62 * l.scale).toBeCloseTo(LIFT_PX, 6);
    expect(44 * l.scale).toBeGreaterThan(100);
    const at = image(centre, l, held);
    expect(at.x).toBeCloseTo(held.x, 6);
    expect(at.y).toBeCloseTo(held.y, 6);
  });

  it("a desktop's 92 px card lifts a little, as before, and a tiny card no more than MAX_LIFT", () => {
    expect(lift(92, 129, false, { x: 500, y: 300 }, { x: 540, y: 360 }, { width: 1280, height: 800 }).scale).toBeCloseTo(1.16, 2);
    expect(lift(200, 280, false, { x: 500, y: 300 }, { x: 540, y: 360 }, { width: 1280, height: 800 }).scale).toBe(1.15);
    expect(lift(30, 42, false, { x: 100, y: 300 }, { x: 110, y: 310 }, PHONE).scale).toBe(MAX_LIFT);
  });

  it("held at the screen's edge (Player's first card on a phone), it moves only as far as needed to stay on the screen", () => {
    // The first card of Player's hand at 390 px: 53–97 px across, held at its bottom-right corner,
    // would grow past the screen's left edge.
    const centre = { x: 75, y: 201 };
    const l = lift(44, 62, false, centre, { x: 95, y: 230 }, PHONE);
    const b = box(44, 62, false, centre, l);
    expect(b.left).toBeCloseTo(4, 6);
    expect(b.top).toBeGreaterThan(4);
    // Vertically it was free: the point held keeps its height.
    expect(image(centre, l, { x: 95, y: 230 }).y).toBeCloseTo(230, 6);
  });

  it('for any card on any screen and any point held on it: the lifted card is on the screen, and where it was free the point held stays put', () => {
    fc.assert(
      fc.property(
        fc.record({ w: fc.integer({ min: 30, max: 120 }), ratio: fc.constant(1.4), sideways: fc.boolean() }),
        fc.record({ width: fc.integer({ min: 320, max: 1600 }), height: fc.integer({ min: 480, max: 1200 }) }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ w, ratio, sideways }, screen, cx, cy, hx, hy) => {
          const h = w * ratio;
          const [sw, sh] = sideways ? [h, w] : [w, h];
          const centre = { x: sw / 2 + cx * (screen.width - sw), y: sh / 2 + cy * (screen.height - sh) };
          const held = { x: centre.x + (hx - 0.5) * sw, y: centre.y + (hy - 0.5) * sh };
          const l = lift(w, h, sideways, centre, held, screen);
          expect(l.scale).toBeGreaterThanOrEqual(1.15);
          expect(l.scale).toBeLessThanOrEqual(MAX_LIFT);
          const b = box(w, h, sideways, centre, l);
          expect(b.left).toBeGreaterThanOrEqual(4 - 1e-6);
          expect(b.top).toBeGreaterThanOrEqual(4 - 1e-6);
          expect(b.right).toBeLessThanOrEqual(screen.width - 4 + 1e-6);
          expect(b.bottom).toBeLessThanOrEqual(screen.height - 4 + 1e-6);
          // On each axis: the point held stays under the pointer, or the card lies against the edge's margin.
          const at = image(centre, l, held);
          const against = (lo: number, hi: number, side: number) => Math.min(Math.abs(lo - 4), Math.abs(side - 4 - hi)) < 1e-6;
          expect(Math.abs(at.x - held.x) < 1e-6 || against(b.left, b.right, screen.width)).toBe(true);
          expect(Math.abs(at.y - held.y) < 1e-6 || against(b.top, b.bottom, screen.height)).toBe(true);
        },
      ),
    );
  });

  it('the pull that turns a card (0.45 of it lifted) is measured on the lifted card: never longer than the card itself', () => {
    // The pointer's travel d lifts the corner 2d (the fold lies under the pointer); find the travel that lifts 0.45.
    const travel = (w: number, h: number, angle: number) => {
      const c = { x: w, y: h };
      const lifted = (d: number) => fold(w, h, c, { x: w - 2 * d * Math.cos(angle), y: h - 2 * d * Math.sin(angle) })?.lifted ?? 0;
      let lo = 0;
      let hi = Math.hypot(w, h);
      for (let i = 0; i < 40; i++) {
        const mid = (lo + hi) / 2;
        if (lifted(mid) >= 0.45) hi = mid;
        else lo = mid;
      }
      return hi;
    };
    const l = lift(44, 62, false, { x: 200, y: 400 }, { x: 220, y: 429 }, PHONE);
    const [w, h] = [44 * l.scale, 62 * l.scale];
    // Straight up from a bottom corner: 0.45 of the lifted card's height (about 68 px of finger travel).
    expect(travel(w, h, Math.PI / 2)).toBeCloseTo(0.45 * h, 3);
    for (let a = 0; a <= Math.PI / 2; a += Math.PI / 16) expect(travel(w, h, a)).toBeLessThan(Math.max(w, h));
    // A card twice the size needs twice the pull.
    expect(travel(2 * w, 2 * h, Math.PI / 4)).toBeCloseTo(2 * travel(w, h, Math.PI / 4), 3);
  });
});
