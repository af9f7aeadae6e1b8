/**
 * The geometry of peeling a face-down card from a corner, as paper folds: the corner the player
 * holds follows the pointer, the fold is the line halfway between where the corner was and where
 * it is now, and the part beyond the fold is turned over onto the card, face up. So the edge of the
 * face (its pips and its corner index) shows first and the shown part grows with the drag. All in
 * the card's own pixels (0,0 top left, w × h); the view turns the result into clip-paths and one
 * transform, so a pointer move costs no layout. Pure.
 */

export interface Point {
  x: number;
  y: number;
}

/** A card lifted at one corner. */
export interface Fold {
  /** The share of the card's area lifted off the felt, 0–1. */
  lifted: number;
  /** The part of the back still lying on the felt (polygon, card px). */
  back: Point[];
  /** The lifted part, in the face's own px (the face drawn upright, as if face up in place). */
  flap: Point[];
  /** CSS `matrix(a, b, c, d, e, f)` (origin 0 0) that lays the face's lifted part over the fold. */
  matrix: [number, number, number, number, number, number];
  /** The fold in the face's px: a point on it and the direction, radians, from the fold into the flap. */
  crease: { x: number; y: number; angle: number };
}

/** Keeps the convex polygon's part where `side(p) >= 0` (Sutherland–Hodgman, one edge). */
function clip(polygon: Point[], side: (p: Point) => number): Point[] {
  const out: Point[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!;
    const sa = side(a);
    const sb = side(b);
    if (sa >= 0) out.push(a);
    if (sa >= 0 !== sb >= 0) {
      const k = sa / (sa - sb);
      out.push({ x: a.x + k * (b.x - a.x), y: a.y + k * (b.y - a.y) });
    }
  });
  return out;
}

/** The area of a simple polygon (shoelace). */
export function area(polygon: readonly Point[]): number {
  let sum = 0;
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!;
    sum += a.x * b.y - b.x * a.y;
  });
  return Math.abs(sum) / 2;
}

/** The corner of a w × h card nearest to `p`. */
export function nearestCorner(w: number, h: number, p: Point): Point {
  return { x: p.x < w / 2 ? 0 : w, y: p.y < h / 2 ? 0 : h };
}

/**
 * The card w × h lifted at `corner` (one of its four corners) with that corner drawn to `to`. Only
 * a pull into the card lifts it (the part of the pull that points outwards is dropped); null when
 * nothing is lifted.
 */
export function fold(w: number, h: number, corner: Point, to: Point): Fold | null {
  // Into the card from this corner: right and down from the top left, and so on.
  const dx = corner.x === 0 ? Math.max(0, to.x - corner.x) : Math.min(0, to.x - corner.x);
  const dy = corner.y === 0 ? Math.max(0, to.y - corner.y) : Math.min(0, to.y - corner.y);
  const length = Math.hypot(dx, dy);
  if (length < 0.5) return null;
  const n = { x: dx / length, y: dy / length };
  const mid = { x: corner.x + dx / 2, y: corner.y + dy / 2 };
  const rect = [{ x: 0, y: 0 }, { x: w, y: 0 }, { x: w, y: h }, { x: 0, y: h }];
  const beyond = (p: Point) => (p.x - mid.x) * n.x + (p.y - mid.y) * n.y;
  const back = clip(rect, beyond);
  const lifted = clip(rect, (p) => -beyond(p));
  // Face-down, the face's point (u, v) lies under the card's point (w − u, v); folding reflects
  // that point across the fold. Both reflections together are a rotation: the face shows upright.
  const mn = mid.x * n.x + mid.y * n.y;
  const matrix: Fold['matrix'] = [
    2 * n.x * n.x - 1,
    2 * n.x * n.y,
    -2 * n.x * n.y,
    1 - 2 * n.y * n.y,
    w * (1 - 2 * n.x * n.x) + 2 * mn * n.x,
    -2 * n.x * n.y * w + 2 * mn * n.y,
  ];
  return {
    lifted: area(lifted) / (w * h),
    back,
    flap: lifted.map((p) => ({ x: w - p.x, y: p.y })),
    matrix,
    // In the face's px the fold is mirrored (x → w − x); the flap lies on the corner's side of it.
    crease: { x: w - mid.x, y: mid.y, angle: Math.atan2(-n.y, n.x) },
  };
}

/** A polygon as a CSS `clip-path` value. */
export function clipPath(polygon: readonly Point[]): string {
  return `polygon(${polygon.map((p) => `${p.x.toFixed(1)}px ${p.y.toFixed(1)}px`).join(',')})`;
}

/** A held card lifted off the felt: scaled about the point held, kept on the screen. */
export interface Lift {
  /** The scale, ≥ 1. */
  scale: number;
  /** How far the card's centre moves on the screen, px. */
  shift: Point;
}

/** A lifted card's longer side is about this many px, so a phone's small card grows most (its scale at most MAX_LIFT). */
export const LIFT_PX = 150;
/** The most a card is scaled when it is lifted. */
export const MAX_LIFT = 2.6;
/** A lifted card keeps this far inside the screen's edges, px. */
const EDGE_PX = 4;

/**
 * The lift of a w × h card (its own px; `sideways`: turned 90° on the screen, as a third card lies)
 * whose centre is at `centre` on a `screen` (width × height, px), held at `pointer`: scaled up to
 * about LIFT_PX on its longer side (1.15–MAX_LIFT×) about the held point, so the corner under the
 * finger stays under it, then moved as little as needed to stay on the screen. Only a transform:
 * nothing else on the felt moves.
 */
export function lift(w: number, h: number, sideways: boolean, centre: Point, pointer: Point, screen: { width: number; height: number }): Lift {
  const scale = Math.min(MAX_LIFT, Math.max(1.15, LIFT_PX / Math.max(w, h)));
  const half = sideways ? { x: (scale * h) / 2, y: (scale * w) / 2 } : { x: (scale * w) / 2, y: (scale * h) / 2 };
  const keep = (c: number, p: number, halfSide: number, side: number) => {
    const at = p + scale * (c - p);
    const lo = EDGE_PX + halfSide;
    const hi = side - EDGE_PX - halfSide;
    return (lo > hi ? side / 2 : Math.min(hi, Math.max(lo, at))) - c;
  };
  return { scale, shift: { x: keep(centre.x, pointer.x, half.x, screen.width), y: keep(centre.y, pointer.y, half.y, screen.height) } };
}
