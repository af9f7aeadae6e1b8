import { describe, expect, it } from 'vitest';
import {
  type Rng,
  type SeededState,
  MAX_SEED_LENGTH,
  cryptoRng,
  randomInt,
  rngFromSpec,
  seededState,
  sfc32,
  shuffle,
  specAfter,
} from './rng.ts';
import { webEntropy } from '../store/entropy.ts';

/** A fake source that returns the given values in order and counts the calls. */
function scripted(values: number[]): Rng & { calls: number } {
  const src = {
    calls: 0,
    nextUint32() {
      const v = values[src.calls];
      if (v === undefined) throw new Error('scripted rng ran out');
      src.calls++;
      return v;
    },
  };
  return src;
}

const TWO_32 = 2 ** 32;

describe('randomInt: rejection sampling', () => {
  it('rejects the top values that would favour low results (n = 6)', () => {
    // 2^32 = 6 × 715 827 882 + 4, so the 4 values 2^32 − 4 … 2^32 − 1 must be rejected;
    // 2^32 − 5 = 4 294 967 291 = 6 × 715 827 881 + 5 is accepted and gives 5.
    const rng = scripted([TWO_32 - 1, TWO_32 - 2, TWO_32 - 3, TWO_32 - 4, TWO_32 - 5]);
    expect(randomInt(rng, 6)).toBe(5);
    expect(rng.calls).toBe(5);
  });

  it('rejects exactly one value for n = 3', () => {
    // 2^32 = 3 × 1 431 655 765 + 1: only 2^32 − 1 is rejected; 2^32 − 2 = 3 × 1 431 655 764 + 2.
    const rng = scripted([TWO_32 - 1, TWO_32 - 2]);
    expect(randomInt(rng, 3)).toBe(2);
    expect(rng.calls).toBe(2);
  });

  it('rejects about half the range for n = 2^31 + 1', () => {
    // The largest multiple of n not above 2^32 is n itself, so anything ≥ n is rejected.
    const n = 2 ** 31 + 1;
    const rng = scripted([n, TWO_32 - 1, n + 12_345, n - 1]);
    expect(randomInt(rng, n)).toBe(n - 1);
    expect(rng.calls).toBe(4);
  });

  it('never rejects when n divides 2^32', () => {
    for (const n of [1, 2, 8, 52, 2 ** 16, TWO_32].filter((x) => TWO_32 % x === 0)) {
      const rng = scripted([TWO_32 - 1]);
      expect(randomInt(rng, n)).toBe((TWO_32 - 1) % n);
      expect(rng.calls).toBe(1);
    }
  });

  it('accepts values just below the limit', () => {
    // n = 52: 2^32 = 52 × 82 595 524 + 48, limit = 2^32 − 48; limit − 1 = 52 × 82 595 523 + 51.
    const rng = scripted([TWO_32 - 48, TWO_32 - 49]);
    expect(randomInt(rng, 52)).toBe(51);
    expect(rng.calls).toBe(2);
  });

  it('maps a sequential source evenly onto 0 … n − 1', () => {
    let x = 0;
    const counter: Rng = { nextUint32: () => x++ };
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 700; i++) counts[randomInt(counter, 7)]!++;
    expect(counts).toEqual([100, 100, 100, 100, 100, 100, 100]);
  });

  it.each([0, -1, 1.5, Number.NaN, TWO_32 + 1])('rejects range %s', (n) => {
    expect(() => randomInt(scripted([0]), n)).toThrow(RangeError);
  });
});

// sfc32 as published by its author (PractRand), in the common JavaScript form; typed out here as the oracle.
function referenceSfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0; b |= 0; c |= 0; d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

describe('sfc32', () => {
  const inits: SeededState[] = [
    [0, 0, 0, 0],
    [1, 2, 3, 4],
    [0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff],
    [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x12345678],
  ];

  it.each(inits)('matches the reference for state %j', (...init) => {
    const ours = sfc32(init as SeededState);
    const ref = referenceSfc32(...(init as SeededState));
    for (let i = 0; i < 1_000; i++) expect(ours.nextUint32()).toBe(ref());
  });

  it('is deterministic and resumes from its saved state', () => {
    const a = sfc32([5, 6, 7, 8]);
    const b = sfc32([5, 6, 7, 8]);
    const first = Array.from({ length: 50 }, () => a.nextUint32());
    expect(Array.from({ length: 50 }, () => b.nextUint32())).toEqual(first);
    const saved = a.state();
    const rest = Array.from({ length: 50 }, () => a.nextUint32());
    const resumed = sfc32(saved);
    expect(Array.from({ length: 50 }, () => resumed.nextUint32())).toEqual(rest);
  });

  it('outputs and state words are unsigned 32-bit integers', () => {
    const r = sfc32([0xffffffff, 1, 0x80000000, 7]);
    for (let i = 0; i < 1_000; i++) {
      const v = r.nextUint32();
      expect(Number.isInteger(v) && v >= 0 && v < TWO_32).toBe(true);
    }
    for (const w of r.state()) expect(Number.isInteger(w) && w >= 0 && w < TWO_32).toBe(true);
  });

  it('does not alter the state array it was given', () => {
    const init: SeededState = [1, 2, 3, 4];
    const r = sfc32(init);
    r.nextUint32();
    expect(init).toEqual([1, 2, 3, 4]);
  });
});

describe('seededState', () => {
  it('is the same for the same seed and differs between seeds', () => {
    expect(seededState('table-1')).toEqual(seededState('table-1'));
    expect(seededState('table-1')).not.toEqual(seededState('table-2'));
    expect(seededState('a')).not.toEqual(seededState('A'));
  });

  it(`only the first ${MAX_SEED_LENGTH} characters count`, () => {
    expect(MAX_SEED_LENGTH).toBe(64);
    const head = 'x'.repeat(MAX_SEED_LENGTH);
    expect(seededState(`${head}1`)).toEqual(seededState(`${head}2`));
    expect(seededState(`${head}${'y'.repeat(1_000)}`)).toEqual(seededState(head));
    const shorter = 'x'.repeat(MAX_SEED_LENGTH - 1);
    expect(seededState(`${shorter}1`)).not.toEqual(seededState(`${shorter}2`));
  });
});

describe('specs', () => {
  it('a seeded spec advances with use and replays from where it was saved', () => {
    const spec = { kind: 'seeded' as const, seed: 's', state: seededState('s') };
    const rng = rngFromSpec(spec);
    const firstRun = [rng.nextUint32(), rng.nextUint32()];
    const after = specAfter(spec, rng);
    expect(after).toMatchObject({ kind: 'seeded', seed: 's' });
    expect(after).not.toEqual(spec);
    // The original spec replays the same values.
    const again = rngFromSpec(spec);
    expect([again.nextUint32(), again.nextUint32()]).toEqual(firstRun);
    // The advanced spec continues the sequence.
    const cont = rngFromSpec(after);
    expect(cont.nextUint32()).toBe(rng.nextUint32());
  });

  it('a crypto spec stays as it is', () => {
    const spec = { kind: 'crypto' as const };
    const rng = rngFromSpec(spec, webEntropy);
    rng.nextUint32();
    expect(specAfter(spec, rng)).toEqual({ kind: 'crypto' });
  });

  it('a crypto spec needs an entropy source from the caller (the engine uses no platform API)', () => {
    expect(() => rngFromSpec({ kind: 'crypto' })).toThrow(TypeError);
  });
});

describe('cryptoRng', () => {
  it('gives unsigned 32-bit integers past its 256-value buffer', () => {
    const r = cryptoRng(webEntropy);
    const values = Array.from({ length: 1_000 }, () => r.nextUint32());
    for (const v of values) expect(Number.isInteger(v) && v >= 0 && v < TWO_32).toBe(true);
    // 1 000 draws from 2^32 values: a repeat-heavy or constant stream would mean a broken refill.
    expect(new Set(values).size).toBeGreaterThan(990);
    expect(new Set(values.slice(256, 512)).size).toBeGreaterThan(250);
  });
});

describe('shuffle', () => {
  it('is Fisher–Yates from the back: with every draw 0, a[i] swaps with a[0]', () => {
    // [0,1,2,3] → swap 3↔0: [3,1,2,0] → swap 2↔0: [2,1,3,0] → swap 1↔0: [1,2,3,0].
    expect(shuffle([0, 1, 2, 3], { nextUint32: () => 0 })).toEqual([1, 2, 3, 0]);
  });

  it('reaches each of the 6 orders of 3 items from exactly one pair of draws', () => {
    const seen = new Map<string, number>();
    for (let x = 0; x < 3; x++) {
      for (let y = 0; y < 2; y++) {
        const order = shuffle(['a', 'b', 'c'], scripted([x, y])).join('');
        seen.set(order, (seen.get(order) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe(6);
    for (const n of seen.values()) expect(n).toBe(1);
  });

  it('does not change its input and handles 0 and 1 items without drawing', () => {
    const input = Object.freeze([1, 2, 3, 4, 5]);
    const out = shuffle(input, sfc32([1, 2, 3, 4]));
    expect(input).toEqual([1, 2, 3, 4, 5]);
    expect(out).not.toBe(input);
    expect(shuffle([], scripted([]))).toEqual([]);
    expect(shuffle(['only'], scripted([]))).toEqual(['only']);
  });

  it('is reproducible for a seed', () => {
    const items = Array.from({ length: 52 }, (_, i) => i);
    expect(shuffle(items, sfc32(seededState('x')))).toEqual(shuffle(items, sfc32(seededState('x'))));
    expect(shuffle(items, sfc32(seededState('x')))).not.toEqual(shuffle(items, sfc32(seededState('y'))));
  });
});
