/**
 * The press-through guard: a burst of presses begun during the reveal does nothing until it
 * pauses; a press after a pause, or one with no reveal behind it, acts at once.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { burstStep, PRESS_THROUGH_MS } from './pressThrough.ts';

/** Runs presses (each a pointer down then its activation) and says which ones acted. */
function run(presses: { at: number; revealing: boolean }[]): boolean[] {
  let last = -Infinity;
  return presses.map(({ at, revealing }) => {
    last = burstStep(last, at, revealing).last; // the pointer down
    const next = burstStep(last, at, revealing); // its click
    last = next.last;
    return !next.inBurst;
  });
}

describe('press-through guard', () => {
  it('a single press after the reveal acts, however soon', () => {
    expect(run([{ at: 10_000, revealing: false }])).toEqual([true]);
    expect(burstStep(-Infinity, 0, false)).toEqual({ inBurst: false, last: -Infinity });
  });

  it('presses during the reveal never act', () => {
    expect(run([0, 150, 300].map((at) => ({ at, revealing: true })))).toEqual([false, false, false]);
  });

  it('a tap that lands just after the last card, in a burst, does nothing; a press after a pause acts', () => {
    const acted = run([
      { at: 0, revealing: true },
      { at: 200, revealing: false }, // the reveal ended at 150: still the same burst
      { at: 400, revealing: false }, // hammering on extends the burst
      { at: 400 + PRESS_THROUGH_MS, revealing: false }, // after a pause: a deliberate press
    ]);
    expect(acted).toEqual([false, false, false, true]);
  });

  it('a press a pause after the reveal acts, and a burst after it is a burst of the next round', () => {
    expect(run([{ at: 0, revealing: true }, { at: PRESS_THROUGH_MS, revealing: false }])).toEqual([false, true]);
  });

  it('presses while betting are never swallowed by one another (chips placed quickly)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 30 }), (gaps) => {
        let at = 0;
        const presses = gaps.map((gap) => ({ at: (at += gap), revealing: false }));
        expect(run(presses).every(Boolean)).toBe(true);
      }),
    );
  });

  it('after any mix of presses, an activation acts exactly when the last press was a pause ago or none came in a reveal', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 1500 }), revealing: fc.boolean() }), { minLength: 1, maxLength: 30 }),
        (steps) => {
          let at = 0;
          const presses = steps.map(({ gap, revealing }) => ({ at: (at += gap), revealing }));
          const acted = run(presses);
          // Independent statement of the rule: a press acts iff it is outside the reveal and the
          // chain of presses before it, each less than a pause from the next, holds no reveal press.
          presses.forEach((p, i) => {
            let inBurst = false;
            for (let j = i - 1; j >= 0 && presses[j + 1]!.at - presses[j]!.at < PRESS_THROUGH_MS; j--) {
              if (presses[j]!.revealing) inBurst = true;
            }
            expect(acted[i]).toBe(!p.revealing && !inBurst);
          });
        },
      ),
    );
  });
});
