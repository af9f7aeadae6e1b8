/**
 * Random number sources for shuffling. Source: src/engine/RULES.md § Shoe, cut card and burn (crypto by default,
 * a seeded generator only when a seed is given on purpose, with the seed shown).
 * The engine touches no platform API: secure randomness comes in as an `Entropy` function from
 * the caller (the app passes `webEntropy`, src/store/entropy.ts).
 */

/** A source of uniformly distributed unsigned 32-bit integers. */
export interface Rng {
  nextUint32(): number;
}

/** Serialisable state of the seeded generator sfc32 (four uint32 words). */
export type SeededState = [number, number, number, number];

/** How a shoe's randomness is produced, as persisted with the shoe. */
export type RngSpec = { kind: 'crypto' } | { kind: 'seeded'; seed: string; state: SeededState };

/** Longest seed text accepted; longer seeds are cut (a URL may carry anything). */
export const MAX_SEED_LENGTH = 64;

/**
 * Fills `words` with cryptographically secure, uniformly random 32-bit words (e.g. the Web Crypto
 * `getRandomValues`). Supplied by the caller so the engine stays free of platform APIs.
 */
export type Entropy = (words: Uint32Array<ArrayBuffer>) => void;

/** A cryptographically secure source drawing on `entropy`, buffered 256 words at a time. */
export function cryptoRng(entropy: Entropy): Rng {
  const buf = new Uint32Array(256);
  let i = buf.length;
  return {
    nextUint32() {
      if (i >= buf.length) {
        entropy(buf);
        i = 0;
      }
      return buf[i++]!;
    },
  };
}

/** cyrb128: hashes a string into four 32-bit words for seeding. */
function hashSeed(seed: string): SeededState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Initial sfc32 state for a seed text (cut to MAX_SEED_LENGTH), warmed up past its first outputs. */
export function seededState(seed: string): SeededState {
  const rng = sfc32(hashSeed(seed.slice(0, MAX_SEED_LENGTH)));
  for (let i = 0; i < 15; i++) rng.nextUint32();
  return rng.state();
}

/** A seeded sfc32 generator whose state can be read back for persisting. */
export interface SeededRng extends Rng {
  state(): SeededState;
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counter): period ≥ 2^32 thanks to its counter word.
 * The four words live in an Int32Array: V8 keeps them unboxed there (plain closure variables
 * holding values above 2^30 are boxed on every write, several times slower); outputs and
 * `state()` are the same unsigned words as ever.
 */
export function sfc32(init: SeededState): SeededRng {
  const s = new Int32Array(init);
  return {
    nextUint32() {
      const a = s[0]!, b = s[1]!, c = s[2]!, d = s[3]!;
      const t = (a + b + d) | 0;
      s[3] = d + 1;
      s[0] = b ^ (b >>> 9);
      s[1] = c + (c << 3);
      s[2] = ((c << 21) | (c >>> 11)) + t;
      return t >>> 0;
    },
    state: () => [s[0]! >>> 0, s[1]! >>> 0, s[2]! >>> 0, s[3]! >>> 0],
  };
}

/**
 * An Rng for a persisted spec; read the new state back with `specAfter`.
 * @throws TypeError for a crypto spec without `entropy` (a seeded spec needs none).
 */
export function rngFromSpec(spec: RngSpec, entropy?: Entropy): Rng | SeededRng {
  if (spec.kind === 'seeded') return sfc32(spec.state);
  if (!entropy) throw new TypeError('a crypto-shuffled shoe needs an entropy source');
  return cryptoRng(entropy);
}

/** The spec to persist after using `rng` made from `spec`. */
export function specAfter(spec: RngSpec, rng: Rng): RngSpec {
  return spec.kind === 'seeded' ? { ...spec, state: (rng as SeededRng).state() } : spec;
}

/**
 * Uniform integer in [0, n) by rejection sampling, so no value is favoured.
 * @throws RangeError when n is not an integer in 1 … 2^32.
 */
export function randomInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`bad range ${n}`);
  return uniformBelow(rng, n);
}

/**
 * randomInt without the argument check, for callers whose n is an integer in 1 … 2^32 by
 * construction. A draw x is refused when it lies at or above the largest multiple of n not above
 * 2^32 (it would bias the remainder), and drawn again. The test is written with one division: x's
 * own multiple q·n is in that top range exactly when q·n + n exceeds 2^32. Floor division instead
 * of `%`, as these operands exceed int32 and a double `%` is several times slower; a correctly
 * rounded quotient of integers below 2^53 never reaches the next integer unless it is one, so q
 * and x − q·n are exact.
 */
function uniformBelow(rng: Rng, n: number): number {
  for (;;) {
    const x = rng.nextUint32();
    const q = Math.floor(x / n);
    if (q * n + n <= 0x100000000) return x - q * n;
  }
}

/** An array of any element type that can be written by index (a plain array or a typed array). */
export interface WritableArrayLike<T> {
  readonly length: number;
  [index: number]: T;
}

/**
 * Fisher–Yates shuffle in place (src/engine/RULES.md § Shoe, cut card and burn): from the last position down, each swaps
 * with a position drawn by randomInt over the positions not yet fixed. Returns `items`. It moves
 * items without looking at them, so shuffling any per-card data (ids, ranks) with the same
 * generator state gives the same order.
 */
export function shuffleInPlace<A extends WritableArrayLike<unknown>>(items: A, rng: Rng): A {
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformBelow(rng, i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

/** Fisher–Yates shuffle into a new array (src/engine/RULES.md § Shoe, cut card and burn); see `shuffleInPlace`. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  return shuffleInPlace(items.slice(), rng);
}
