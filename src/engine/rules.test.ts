import { describe, expect, it } from 'vitest';
import { bankerDraws, compareTotals, isNatural, playerDraws } from './rules.ts';
import { BANKER_TABLE } from './bankerTable.test-util.ts';

const cells = Object.entries(BANKER_TABLE).flatMap(([b, row]) =>
  row.split(' ').map((mark, third) => [Number(b), third, mark === 'D'] as const),
);

describe('isNatural', () => {
  it.each([
    [0, false], [1, false], [2, false], [3, false], [4, false],
    [5, false], [6, false], [7, false], [8, true], [9, true],
  ])('two-card total %i natural: %s', (total, natural) => {
    expect(isNatural(total)).toBe(natural);
  });
});

describe('playerDraws', () => {
  it.each([
    [0, true], [1, true], [2, true], [3, true], [4, true], [5, true], [6, false], [7, false],
  ])('Player on %i draws: %s', (total, draws) => {
    expect(playerDraws(total)).toBe(draws);
  });
});

describe('bankerDraws', () => {
  it('the table has 80 cells', () => {
    expect(cells).toHaveLength(80);
  });

  it.each(cells)('Banker %i, Player third %i: draws %s', (banker, third, draws) => {
    expect(bankerDraws(banker, third)).toBe(draws);
  });

  it.each([
    [0, true], [1, true], [2, true], [3, true], [4, true], [5, true], [6, false], [7, false],
  ])('Player stood, Banker %i draws: %s', (banker, draws) => {
    expect(bankerDraws(banker, null)).toBe(draws);
  });

  it('Banker on 8 or 9 never draws', () => {
    for (const b of [8, 9]) {
      expect(bankerDraws(b, null)).toBe(false);
      for (let p = 0; p <= 9; p++) expect(bankerDraws(b, p)).toBe(false);
    }
  });

  it.each([
    [-1, null], [10, null], [2.5, null], [Number.NaN, 3], [3, -1], [3, 10], [3, 0.5],
  ])('rejects Banker %s with third card %s', (banker, third) => {
    expect(() => bankerDraws(banker, third)).toThrow(RangeError);
  });
});

describe('compareTotals', () => {
  it('the higher total wins, equal totals tie, for all 100 pairs', () => {
    for (let p = 0; p <= 9; p++) {
      for (let b = 0; b <= 9; b++) {
        const expected = p === b ? 'tie' : p > b ? 'player' : 'banker';
        expect(compareTotals(p, b)).toBe(expected);
      }
    }
  });

  it.each([
    [9, 0, 'player'],
    [0, 9, 'banker'],
    [5, 5, 'tie'],
  ])('%i v %i: %s', (p, b, w) => {
    expect(compareTotals(p, b)).toBe(w);
  });
});
