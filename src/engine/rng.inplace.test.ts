import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Rng, type SeededState, randomInt, seededState, sfc32, shuffle, shuffleInPlace } from './rng.ts';

const uint32 = fc.integer({ min: 0, max: 0xffffffff });
const state = fc.tuple(uint32, uint32, uint32, uint32) as fc.Arbitrary<SeededState>;

/** sfc32 as first written (plain closure words), the reference for the typed-array version. */
function referenceSfc32(init: SeededState) {
  let [a, b, c, d] = init;
  return {
    nextUint32() {
      a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
      const t = (a + b + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return t >>> 0;
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
}

/** randomInt as first written: limit 2^32 − (2^32 mod n), result x mod n. */
function referenceRandomInt(rng: Rng, n: number): number {
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % n;
  }
}

describe('sfc32', () => {
  it('gives the reference outputs and state for any starting state', () => {
    fc.assert(
      fc.property(state, (init) => {
        const fast = sfc32(init);
        const ref = referenceSfc32(init);
        const got = Array.from({ length: 200 }, () => fast.nextUint32());
        const want = Array.from({ length: 200 }, () => ref.nextUint32());
        expect([...got, ...fast.state()]).toEqual([...want, ...ref.state()]);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('randomInt without a double %', () => {
  it('draws exactly what x mod n with the 2^32 − (2^32 mod n) limit draws', () => {
    const n = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 2 ** 32 }), fc.integer({ min: 2 ** 31 - 5, max: 2 ** 31 + 5 }), fc.integer({ min: 2 ** 15 - 3, max: 2 ** 15 + 3 }), fc.integer({ min: 2 ** 32 - 5, max: 2 ** 32 }));
    fc.assert(
      fc.property(state, n, (init, range) => {
        const a = referenceSfc32(init);
        const b = referenceSfc32(init);
        const got = Array.from({ length: 20 }, () => randomInt(a, range));
        const want = Array.from({ length: 20 }, () => referenceRandomInt(b, range));
        expect([...got, ...a.state()]).toEqual([...want, ...b.state()]);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('agrees at the edges of the accepted range for every n of a shoe and around 2^15', () => {
    const got: number[] = [];
    const want: number[] = [];
    const ranges = [...Array.from({ length: 416 }, (_, i) => i + 1), 2 ** 15 - 1, 2 ** 15, 2 ** 15 + 1, 2 ** 16, 2 ** 31 + 1, 2 ** 32 - 1];
    for (const n of ranges) {
      const limit = 0x100000000 - (0x100000000 % n);
      for (const x of [0, n - 1, n, limit - 1, 0xffffffff]) {
        const seq = x < limit ? [x] : [x, limit - 1];
        let i = 0;
        const scripted: Rng = { nextUint32: () => seq[i++]! };
        got.push(randomInt(scripted, n));
        want.push(seq[seq.length - 1]! % n);
      }
    }
    expect(got).toEqual(want);
  });
});

describe('shuffleInPlace', () => {
  it('moves any per-card data (typed arrays too) exactly as shuffle moves the ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.string(), (size, seed) => {
        const ids = Array.from({ length: size }, (_, i) => i);
        const r1 = sfc32(seededState(seed));
        const r2 = sfc32(seededState(seed));
        const shuffled = shuffle(ids, r1);
        const ranks = Uint8Array.from(ids, (id) => id % 13);
        const out = shuffleInPlace(ranks, r2);
        expect(out).toBe(ranks);
        expect(Array.from(ranks)).toEqual(shuffled.map((id) => id % 13));
        expect(r2.state()).toEqual(r1.state());
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('leaves shuffle non-destructive', () => {
    const ids = [1, 2, 3, 4, 5];
    shuffle(ids, sfc32(seededState('keep')));
    expect(ids).toEqual([1, 2, 3, 4, 5]);
  });
});
