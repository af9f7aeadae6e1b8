import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SeededState, randomInt, sfc32, shuffle } from './rng.ts';

const uint32 = fc.integer({ min: 0, max: 0xffffffff });
const state = fc.tuple(uint32, uint32, uint32, uint32) as fc.Arbitrary<SeededState>;
const sortNum = (a: number, b: number) => a - b;

describe('shuffle properties', () => {
  it('is a permutation of any array for any seed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 200 }), state, (items, init) => {
        const out = shuffle(items, sfc32(init));
        expect(out).toHaveLength(items.length);
        expect(out.slice().sort(sortNum)).toEqual(items.slice().sort(sortNum));
      }),
    );
  });

  it('keeps every object (no copies, no losses), and the input untouched', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ v: fc.string() }), { maxLength: 100 }), state, (items, init) => {
        const before = items.slice();
        const out = shuffle(items, sfc32(init));
        expect(items).toEqual(before);
        expect(new Set(out).size).toBe(new Set(items).size);
        for (const o of out) expect(items).toContain(o);
      }),
    );
  });

  it('randomInt stays in range for any n and any source values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.array(uint32, { minLength: 1, maxLength: 20 }), (n, values) => {
        // Loop the values; end with 0, which every n accepts, so the draw always finishes.
        const seq = [...values, 0];
        let i = 0;
        const r = randomInt({ nextUint32: () => seq[Math.min(i++, seq.length - 1)]! }, n);
        expect(Number.isInteger(r) && r >= 0 && r < n).toBe(true);
      }),
    );
  });
});
