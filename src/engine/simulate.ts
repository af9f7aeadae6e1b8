/**
 * Monte Carlo simulator: deals real shoes with the table's own engine code and counts what
 * happens, to set beside the exact odds (odds.ts). Pure, no I/O; the CLI is src/cli/simulate.ts.
 *
 * "The table's own code": each shoe is shuffled by `shuffleInPlace` with the seeded sfc32
 * generator and randomInt's rejection sampling (rng.ts), the cut card is placed by
 * `cutCardIndex` and the burn counted by `burnCount` (shoe.ts), and every coup is decided by
 * `coupOutcome` (coup.ts), the function `resolveCoup` builds the table's coups from. The random
 * draws come in the table's order, so for a seed the simulator deals exactly the rounds the table
 * deals from `createShoe(decks, policy, rngSpecForSeed(seed))` and `dealRound` (a test checks
 * this). What it leaves out is only the allocation: one reusable byte array per shoe instead of a
 * new shoe object and card objects per round.
 */
import { CARDS_PER_DECK, POINT_BY_RANK_INDEX, RANKS, orderedCardIds } from './cards.ts';
import { COUP_BITS, COUP_CODE_LIMIT, coupOutcome, factsOfCode } from './coup.ts';
import { type ShoeOdds } from './odds.ts';
import { MAX_COUP_CARDS } from './rules.ts';
import { type BetKey, type Spot, type Variant, BET_KEYS, DEFAULT_VARIANT, MAIN_BETS, VARIANTS, offersBet, settleBet } from './payouts.ts';
import { type Rng, MAX_SEED_LENGTH, randomInt, seededState, sfc32, shuffleInPlace } from './rng.ts';
import { type DeckCount, type ReshufflePolicy, DECK_COUNTS, RESHUFFLE_POLICIES, burnCount, cutCardIndex } from './shoe.ts';

/** Most rounds one call accepts (counts stay exact far below 2^53). */
export const MAX_SIMULATED_ROUNDS = 1e12;

/** What to simulate. */
export interface SimulationOptions {
  /** Rounds to deal, a positive integer up to MAX_SIMULATED_ROUNDS. */
  rounds: number;
  decks: DeckCount;
  policy: ReshufflePolicy;
  /** Seed text for sfc32, 1 … MAX_SEED_LENGTH characters; the table's `?seed=` gives the same shoes. */
  seed: string;
  /** Table variant whose bets are settled (standard when left out); it changes no card dealt. */
  variant?: Variant;
}

/** Events counted per round. */
export type SimulatedEvent = 'banker' | 'player' | 'tie' | 'playerPair' | 'bankerPair' | 'natural';
export const SIMULATED_EVENTS: readonly SimulatedEvent[] = ['banker', 'player', 'tie', 'playerPair', 'bankerPair', 'natural'];

/** Counts from a simulation. */
export interface SimulationCounts {
  rounds: number;
  /** Shoes shuffled for those rounds (under `every-round`, one per round). */
  shoes: number;
  /** Cards used by the coups (burned cards not included). */
  cardsDealt: number;
  /** Rounds in which each event happened (`natural`: either hand had 8 or 9 on two cards). */
  counts: Record<SimulatedEvent, number>;
  /** Rounds by final totals: `distribution[playerTotal][bankerTotal]`. */
  distribution: number[][];
  /**
   * Every bet of the variant, TALLY_STAKE (20 kr) staked on every round: the sum of the net results
   * and of their squares, in whole kroner (settled by `settleBet`, the table's own function; every
   * result is a whole number of kroner, so the sums stay exact).
   */
  bets: Partial<Record<BetKey, { net: number; netSquared: number }>>;
}

/**
 * Checks the shoe a simulation or a lab run deals from: decks, reshuffle policy, seed.
 * @throws RangeError (one-line message) for a deck count other than 1, 6, 8, an unknown policy,
 *   or a seed that is empty or too long.
 */
export function validateShoeOptions(o: { decks: DeckCount; policy: ReshufflePolicy; seed: string }): void {
  if (!DECK_COUNTS.includes(o.decks)) throw new RangeError(`decks must be one of ${DECK_COUNTS.join(', ')}, got ${String(o.decks)}`);
  if (!RESHUFFLE_POLICIES.includes(o.policy)) {
    throw new RangeError(`policy must be one of ${RESHUFFLE_POLICIES.join(', ')}, got ${String(o.policy)}`);
  }
  if (typeof o.seed !== 'string' || o.seed.length < 1 || o.seed.length > MAX_SEED_LENGTH) {
    throw new RangeError(`seed must be 1 to ${MAX_SEED_LENGTH} characters`);
  }
}

/**
 * Checks simulation options.
 * @throws RangeError (one-line message) for rounds that are not an integer in 1 … MAX_SIMULATED_ROUNDS,
 *   a deck count other than 1, 6, 8, an unknown policy, or a seed that is empty or too long.
 */
export function validateSimulationOptions(o: SimulationOptions): void {
  if (!Number.isSafeInteger(o.rounds) || o.rounds < 1 || o.rounds > MAX_SIMULATED_ROUNDS) {
    throw new RangeError(`rounds must be an integer from 1 to ${MAX_SIMULATED_ROUNDS}, got ${String(o.rounds)}`);
  }
  validateShoeOptions(o);
  if (o.variant !== undefined && !VARIANTS.includes(o.variant)) {
    throw new RangeError(`variant must be one of ${VARIANTS.join(', ')}, got ${String(o.variant)}`);
  }
}

/**
 * Deals `rounds` rounds from seeded shoes exactly as the table would (see the module comment)
 * and counts outcomes, pairs and naturals. Several million rounds per CPU-second under
 * `cut-card` (see `npm run bench`); under `every-round` the full shuffle before each round dominates.
 * @throws RangeError for bad options (see validateSimulationOptions).
 */
export function simulate(options: SimulationOptions): SimulationCounts {
  validateSimulationOptions(options);
  const { rounds, decks, policy, seed } = options;
  const dealer = createCoupDealer(decks, policy, sfc32(seededState(seed)));
  const histogram = new Float64Array(COUP_CODE_LIMIT);
  for (let r = 0; r < rounds; r++) histogram[dealer.next()]!++;
  return summarize(histogram, rounds, dealer.shoes(), options.variant ?? DEFAULT_VARIANT);
}

/** A stream of coups from seeded shoes (see `createCoupDealer`). */
export interface CoupDealer {
  /** Deals the next coup and returns its packed code (COUP_BITS: winner, totals, cards, pairs, naturals). */
  next(): number;
  /** Shoes shuffled so far (under `every-round`, one per round). */
  shoes(): number;
}

/**
 * How a dealer reshuffles under `every-round`: `table` shuffles the whole shoe before each round
 * exactly as the table does (the same draws, so the same rounds for a seed); `fast` shuffles only
 * the six positions a coup can use (Fisher–Yates from the front, each position drawn uniformly from
 * the cards not yet placed), which gives every round the same distribution as a fresh full shuffle,
 * from far fewer draws, but not the table's rounds for the seed. Under `cut-card` both are `table`.
 */
export type ReshuffleOrder = 'table' | 'fast';


/**
 * Deals coups from shoes of `decks` decks with the table's code (see the module comment), one per
 * `next()` call, drawing from `rng`: shuffles with `shuffleInPlace`, burns (`burnCount`) and places
 * the cut card (`cutCardIndex`) under `cut-card`, reshuffles once a round has taken the cut card out,
 * and decides each coup with `coupOutcome`. Allocates nothing per round.
 */
export function createCoupDealer(decks: DeckCount, policy: ReshufflePolicy, rng: Rng, order: ReshuffleOrder = 'table'): CoupDealer {
  // Rank index of each card id in deck order; shuffling these moves them exactly as the table's
  // shuffle moves the ids (Fisher–Yates never looks at the items).
  const ordered = Uint8Array.from(orderedCardIds(decks), (id) => (id % CARDS_PER_DECK) % RANKS.length);
  const shoe = new Uint8Array(ordered);
  const cutCard = policy === 'cut-card';
  const partial = !cutCard && order === 'fast';
  const cardsShift = COUP_BITS.cardsShift;
  let next = 0;
  let cutAt = -1; // forces the first shuffle
  let shoes = 0;
  return {
    next() {
      if (partial) {
        // Any arrangement of the shoe will do: each of the first six places gets a uniform card of those left.
        for (let i = 0; i < MAX_COUP_CARDS; i++) {
          const j = i + randomInt(rng, shoe.length - i);
          const t = shoe[i]!;
          shoe[i] = shoe[j]!;
          shoe[j] = t;
        }
        shoes++;
        return coupOutcome(shoe, 0);
      }
      // dealRound reshuffles after every round, or once a round has taken the cut card out.
      if (next > cutAt) {
        shoe.set(ordered);
        shuffleInPlace(shoe, rng);
        shoes++;
        if (cutCard) {
          next = burnCount(POINT_BY_RANK_INDEX[shoe[0]!]!);
          cutAt = cutCardIndex(shoe.length, rng);
        } else {
          next = 0;
          cutAt = -1;
        }
      }
      const code = coupOutcome(shoe, next);
      next += (code >> cardsShift) & 7;
      return code;
    },
    shoes: () => shoes,
  };
}

/** Stake in øre settled per round for the bet tallies: 20 kr, so every result (0.95:1, 1:2, 30:1 …) is whole kroner. */
export const TALLY_STAKE = 2_000;
const KRONE = 100;

function summarize(histogram: Float64Array, rounds: number, shoes: number, variant: Variant): SimulationCounts {
  const keys = BET_KEYS.filter((k) => offersBet(variant, k));
  const bets: SimulationCounts['bets'] = {};
  for (const k of keys) bets[k] = { net: 0, netSquared: 0 };
  const counts: Record<SimulatedEvent, number> = { banker: 0, player: 0, tie: 0, playerPair: 0, bankerPair: 0, natural: 0 };
  const distribution = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
  let cardsDealt = 0;
  for (let code = 0; code < histogram.length; code++) {
    const k = histogram[code]!;
    if (k === 0) continue;
    const facts = factsOfCode(code);
    counts[facts.winner] += k;
    if (facts.playerPair) counts.playerPair += k;
    if (facts.bankerPair) counts.bankerPair += k;
    if (facts.playerNatural || facts.bankerNatural) counts.natural += k;
    cardsDealt += k * ((code >> COUP_BITS.cardsShift) & 7);
    distribution[facts.playerTotal]![facts.bankerTotal]! += k;
    for (const key of keys) {
      const x = settleBet(key, TALLY_STAKE, facts, variant).net / KRONE;
      bets[key]!.net += k * x;
      bets[key]!.netSquared += k * x * x;
    }
  }
  return { rounds, shoes, cardsDealt, counts, distribution, bets };
}

/** An observed frequency beside the exact probability, with the binomial standard error. */
export interface FrequencyComparison {
  count: number;
  observed: number;
  /** Exact probability for a full shoe (analyzeShoe of full decks). */
  exactFullShoe: number;
  /** √(p(1 − p)/rounds) with p the exact value. */
  standardError: number;
  /** (observed − exact) / standardError. */
  z: number;
}

/** An observed house edge (fraction of the stake) beside the exact one. */
export interface EdgeComparison {
  observed: number;
  exactFullShoe: number;
  /** Standard deviation of the observed results of one bet, over √rounds. */
  standardError: number;
  z: number;
}

/** The main bets, whose house edge is compared under the variant's paytable (Tie a push for Player and Banker). */
export type ComparedBet = Spot;

/** Simulation beside the exact values. */
export interface SimulationComparison {
  frequency: Record<SimulatedEvent, FrequencyComparison>;
  /** The main bets' entries of `bets` (the variant's own Banker, e.g. EZ's), under their own keys. */
  houseEdge: Record<ComparedBet, EdgeComparison>;
  /**
   * Every bet of the simulated variant, side bets included: the observed return as a house edge
   * (minus the mean net result per unit staked) beside the exact edge; the standard error here is
   * the observed results' standard deviation over √rounds.
   */
  bets: Partial<Record<BetKey, EdgeComparison>>;
  /** Largest |z| over all frequencies and edges. */
  maxAbsZ: number;
}

/**
 * Sets simulated counts beside exact odds (normally `analyzeShoe(countsForDecks(decks))`, the full
 * shoe). Under `cut-card` the rounds come from partly dealt shoes, whose odds differ very slightly
 * from the full shoe's; under `every-round` the full-shoe values are the exact expectation.
 * Bet results per unit staked are the tallies of `settleBet` under `variant`'s paytable (src/engine/RULES.md
 * § Payouts and commission, § Table variants).
 */
export function compareWithExact(sim: SimulationCounts, exact: ShoeOdds, variant: Variant = DEFAULT_VARIANT): SimulationComparison {
  const n = sim.rounds;
  let maxAbsZ = 0;
  const note = (z: number): number => {
    maxAbsZ = Math.max(maxAbsZ, Math.abs(z));
    return z;
  };
  const frequency = {} as Record<SimulatedEvent, FrequencyComparison>;
  for (const e of SIMULATED_EVENTS) {
    const p = exact.probability[e];
    const observed = sim.counts[e] / n;
    const standardError = Math.sqrt((p * (1 - p)) / n);
    frequency[e] = { count: sim.counts[e], observed, exactFullShoe: p, standardError, z: note((observed - p) / standardError) };
  }
  const byBet: SimulationComparison['bets'] = {};
  for (const [key, t] of Object.entries(sim.bets) as [BetKey, { net: number; netSquared: number }][]) {
    // Per unit staked: the tallies are in kroner of a TALLY_STAKE bet.
    const unit = TALLY_STAKE / KRONE;
    const mean = t.net / unit / n;
    const standardError = Math.sqrt(Math.max(0, t.netSquared / (unit * unit) / n - mean * mean) / n);
    const exactFullShoe = exact.variants[variant][key]!.houseEdge;
    const z = standardError > 0 ? (-mean - exactFullShoe) / standardError : 0;
    byBet[key] = { observed: -mean, exactFullShoe, standardError, z: note(z) };
  }
  // The main bets under the variant's own rules (EZ's Banker pushes on a three-card 7), from the same tallies.
  const houseEdge = {} as Record<ComparedBet, EdgeComparison>;
  for (const bet of MAIN_BETS) houseEdge[bet] = byBet[bet]!;
  return { frequency, houseEdge, bets: byBet, maxAbsZ };
}
