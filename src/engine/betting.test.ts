import { describe, expect, it } from 'vitest';
import {
  type BettingOptions,
  CHIP_VALUES,
  SIDE_BET_LIMIT_RANGE,
  SMALLEST_CHIP,
  STARTING_BALANCE,
  TABLE_LIMITS,
  addBets,
  checkBets,
  checkPlaceChip,
  checkRebet,
  refusalToBetAgain,
  refusalToPlaceChip,
  refusalToRebet,
  checkBetAgain,
  openBets,
  spotOpen,
} from './betting.ts';
import { type Bets, BET_KEYS, NO_BETS, VARIANTS } from './payouts.ts';

const ONE_SIDE: BettingOptions = { allowBothSides: false };
const BOTH_SIDES: BettingOptions = { allowBothSides: true };
const bets = (player: number, banker: number, tie: number): Bets => Object.freeze({ player, banker, tie });

// src/engine/RULES.md § Betting and limits with the table's numbers: MIN 10 kr, MAX 5 000 kr per spot, in øre.
const MIN = 1_000;
const MAX = 500_000;

describe('table constants', () => {
  it('limits, chips and balance in øre', () => {
    expect(TABLE_LIMITS).toEqual({ min: MIN, max: MAX });
    expect(CHIP_VALUES).toEqual([1_000, 5_000, 10_000, 50_000, 100_000]);
    expect(STARTING_BALANCE).toBe(1_000_000);
    // Every chip is a whole number of øre and at least MIN, so one chip on an empty spot is never under MIN.
    for (const c of CHIP_VALUES) {
      expect(Number.isInteger(c)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(MIN);
    }
  });
});

describe('checkPlaceChip', () => {
  it.each<{ name: string; bets: Bets; spot: 'player' | 'banker' | 'tie'; chip: number; balance: number; options: BettingOptions; reason: string | null }>([
    { name: 'first chip on Player', bets: NO_BETS, spot: 'player', chip: 1_000, balance: 1_000_000, options: ONE_SIDE, reason: null },
    { name: 'chip not on the tray', bets: NO_BETS, spot: 'player', chip: 2_000, balance: 1_000_000, options: ONE_SIDE, reason: 'bad-chip' },
    { name: 'zero chip', bets: NO_BETS, spot: 'tie', chip: 0, balance: 1_000_000, options: ONE_SIDE, reason: 'bad-chip' },
    { name: 'negative chip', bets: NO_BETS, spot: 'tie', chip: -1_000, balance: 1_000_000, options: ONE_SIDE, reason: 'bad-chip' },
    { name: 'Banker while Player holds a bet', bets: bets(1_000, 0, 0), spot: 'banker', chip: 1_000, balance: 1_000_000, options: ONE_SIDE, reason: 'both-sides' },
    { name: 'Player while Banker holds a bet', bets: bets(0, 5_000, 0), spot: 'player', chip: 1_000, balance: 1_000_000, options: ONE_SIDE, reason: 'both-sides' },
    { name: 'both sides when allowed', bets: bets(1_000, 0, 0), spot: 'banker', chip: 1_000, balance: 1_000_000, options: BOTH_SIDES, reason: null },
    { name: 'Tie beside Player', bets: bets(1_000, 0, 0), spot: 'tie', chip: 1_000, balance: 1_000_000, options: ONE_SIDE, reason: null },
    { name: 'Tie beside Banker', bets: bets(0, 1_000, 0), spot: 'tie', chip: 1_000, balance: 1_000_000, options: ONE_SIDE, reason: null },
    { name: 'up to MAX exactly', bets: bets(MAX - 5_000, 0, 0), spot: 'player', chip: 5_000, balance: 1_000_000, options: ONE_SIDE, reason: null },
    { name: 'one chip over MAX', bets: bets(MAX - 4_000, 0, 0), spot: 'player', chip: 5_000, balance: 1_000_000, options: ONE_SIDE, reason: 'over-max' },
    { name: 'over MAX on Tie', bets: bets(0, 0, MAX), spot: 'tie', chip: 1_000, balance: 1_000_000, options: ONE_SIDE, reason: 'over-max' },
    { name: 'chip larger than the balance', bets: NO_BETS, spot: 'banker', chip: 10_000, balance: 9_999, options: ONE_SIDE, reason: 'insufficient-balance' },
    { name: 'chip equal to the balance', bets: NO_BETS, spot: 'banker', chip: 10_000, balance: 10_000, options: ONE_SIDE, reason: null },
    { name: 'empty balance', bets: bets(0, 0, 1_000), spot: 'tie', chip: 1_000, balance: 0, options: ONE_SIDE, reason: 'insufficient-balance' },
  ])('$name → $reason', ({ bets: b, spot, chip, balance, options, reason }) => {
    expect(checkPlaceChip(b, spot, chip, balance, options)).toBe(reason);
  });
});

describe('checkBets', () => {
  it.each<{ name: string; bets: Bets; options: BettingOptions; reason: string | null }>([
    { name: 'no bet', bets: NO_BETS, options: ONE_SIDE, reason: 'no-bet' },
    { name: 'Player at MIN', bets: bets(MIN, 0, 0), options: ONE_SIDE, reason: null },
    { name: 'Banker at MAX', bets: bets(0, MAX, 0), options: ONE_SIDE, reason: null },
    { name: 'Tie alone', bets: bets(0, 0, MIN), options: ONE_SIDE, reason: null },
    { name: 'Banker and Tie', bets: bets(0, 5_000, 1_000), options: ONE_SIDE, reason: null },
    { name: 'Player and Banker', bets: bets(1_000, 1_000, 0), options: ONE_SIDE, reason: 'both-sides' },
    { name: 'Player and Banker allowed', bets: bets(1_000, 1_000, 1_000), options: BOTH_SIDES, reason: null },
    { name: 'Player over MAX', bets: bets(MAX + 1, 0, 0), options: ONE_SIDE, reason: 'over-max' },
    { name: 'Tie over MAX', bets: bets(0, 1_000, MAX + 1_000), options: ONE_SIDE, reason: 'over-max' },
    { name: 'Tie under MIN', bets: bets(0, 0, MIN - 1), options: ONE_SIDE, reason: 'under-min' },
    { name: 'Banker under MIN beside a valid Tie', bets: bets(0, 500, 1_000), options: ONE_SIDE, reason: 'under-min' },
  ])('$name → $reason', ({ bets: b, options, reason }) => {
    expect(checkBets(b, options)).toBe(reason);
  });
});

describe('checkRebet', () => {
  it.each<{ name: string; current: Bets; last: Bets | null; balance: number; options: BettingOptions; reason: string | null }>([
    { name: 'no last round', current: NO_BETS, last: null, balance: 1_000_000, options: ONE_SIDE, reason: 'no-last-bet' },
    { name: 'last round had no bet', current: NO_BETS, last: NO_BETS, balance: 1_000_000, options: ONE_SIDE, reason: 'no-last-bet' },
    { name: 'plain rebet', current: NO_BETS, last: bets(0, 10_000, 1_000), balance: 1_000_000, options: ONE_SIDE, reason: null },
    { name: 'rebet of exactly the balance', current: NO_BETS, last: bets(0, 10_000, 1_000), balance: 11_000, options: ONE_SIDE, reason: null },
    { name: 'balance no longer covers it', current: NO_BETS, last: bets(0, 10_000, 1_000), balance: 10_999, options: ONE_SIDE, reason: 'insufficient-balance' },
    { name: 'on top of chips that push a spot over MAX', current: bets(MAX, 0, 0), last: bets(1_000, 0, 0), balance: 1_000_000, options: ONE_SIDE, reason: 'over-max' },
    { name: 'on top of chips within MAX', current: bets(MAX - 1_000, 0, 0), last: bets(1_000, 0, 0), balance: 1_000_000, options: ONE_SIDE, reason: null },
    { name: 'last Banker while Player is on the table', current: bets(1_000, 0, 0), last: bets(0, 1_000, 0), balance: 1_000_000, options: ONE_SIDE, reason: 'both-sides' },
    { name: 'same, both sides allowed', current: bets(1_000, 0, 0), last: bets(0, 1_000, 0), balance: 1_000_000, options: BOTH_SIDES, reason: null },
    { name: 'last bet under MIN', current: NO_BETS, last: bets(0, 0, 500), balance: 1_000_000, options: ONE_SIDE, reason: 'under-min' },
  ])('$name → $reason', ({ current, last, balance, options, reason }) => {
    expect(checkRebet(current, last, balance, options)).toBe(reason);
  });
});

describe('checkBetAgain (SATS IGJEN)', () => {
  const last = bets(0, 10_000, 1_000);
  it.each<{ name: string; current: Bets; last: Bets | null; balance: number; reason: string | null }>([
    { name: 'on an empty table', current: NO_BETS, last, balance: 1_000_000, reason: null },
    { name: 'no last round', current: NO_BETS, last: null, balance: 1_000_000, reason: 'no-last-bet' },
    { name: 'no last round, chips on the table', current: bets(1_000, 0, 0), last: null, balance: 1_000_000, reason: 'no-last-bet' },
    { name: 'pressed again: the last bets are on the table', current: last, last, balance: 1_000_000, reason: 'rebet-placed' },
    { name: 'other chips on the table', current: bets(0, 10_000, 0), last, balance: 1_000_000, reason: 'rebet-not-empty' },
    { name: 'the last bets and a chip more', current: bets(0, 10_000, 2_000), last, balance: 1_000_000, reason: 'rebet-not-empty' },
    { name: 'balance no longer covers it', current: NO_BETS, last, balance: 10_999, reason: 'insufficient-balance' },
  ])('$name → $reason', ({ current, last: previous, balance, reason }) => {
    expect(checkBetAgain(current, previous, balance, ONE_SIDE)).toBe(reason);
  });

  it('a side bet counts: the same main bets without it are other chips', () => {
    const withPair = { ...bets(10_000, 0, 0), playerPair: 1_000 };
    expect(checkBetAgain(withPair, withPair, 1_000_000, { ...ONE_SIDE, sideBets: true })).toBe('rebet-placed');
    expect(checkBetAgain(bets(10_000, 0, 0), withPair, 1_000_000, { ...ONE_SIDE, sideBets: true })).toBe('rebet-not-empty');
  });
});

describe('helpers', () => {
  it('addBets adds spot by spot without changing its inputs', () => {
    const a = bets(1_000, 0, 500);
    const b = bets(2_000, 3_000, 0);
    expect(addBets(a, b)).toEqual({ player: 3_000, banker: 3_000, tie: 500 });
    expect(a).toEqual({ player: 1_000, banker: 0, tie: 500 });
  });
});

describe('openBets', () => {
  it('the main bets, then the side bets spotOpen opens, in felt order', () => {
    expect(openBets({ sideBets: false, variant: 'ez' })).toEqual(['banker', 'player', 'tie']);
    expect(openBets({ sideBets: true, variant: 'standard' })).toEqual([
      'banker', 'player', 'tie', 'playerPair', 'eitherPair', 'bankerPair', 'dragonBonusPlayer', 'dragonBonusBanker',
    ]);
    for (const variant of VARIANTS) {
      const options = { sideBets: true, variant };
      expect(new Set(openBets(options))).toEqual(new Set(BET_KEYS.filter((key) => spotOpen(key, options))));
    }
  });
});

describe('the smallest chip and the side-bet limit range', () => {
  it('are stated from the chips and the main limits', () => {
    expect(SMALLEST_CHIP).toBe(Math.min(...CHIP_VALUES));
    expect(SMALLEST_CHIP).toBeGreaterThanOrEqual(MIN);
    expect(SIDE_BET_LIMIT_RANGE).toEqual({ min: SMALLEST_CHIP, max: MAX });
  });
});

describe('refusals with their sums', () => {
  const options = { allowBothSides: false };
  it('name what was needed and the balance whenever the balance falls short, a limit first or not', () => {
    expect(refusalToPlaceChip(NO_BETS, 'player', 10_000, 4_000, options)).toEqual({ reason: 'insufficient-balance', short: { needed: 10_000, balance: 4_000 } });
    expect(refusalToPlaceChip(NO_BETS, 'player', 10_000, 10_000, options)).toBeNull();
    const last = { ...NO_BETS, player: 300_000 };
    // DOBLE over MAX with the balance short too: the limit is the reason, the sums come along.
    expect(refusalToRebet(last, last, 100_000, options)).toEqual({ reason: 'over-max', short: { needed: 300_000, balance: 100_000 } });
    expect(refusalToRebet(last, last, 300_000, options)).toEqual({ reason: 'over-max' });
    expect(refusalToBetAgain(NO_BETS, last, 299_000, options)).toEqual({ reason: 'insufficient-balance', short: { needed: 300_000, balance: 299_000 } });
    expect(refusalToBetAgain(NO_BETS, last, 300_000, options)).toBeNull();
  });
});
