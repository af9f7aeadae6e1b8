/** Percent formatting in each language's way (Intl): comma decimals, a space before the sign. */
import { describe, expect, it } from 'vitest';
import { EDGE_DIGITS, formatEdge, formatList, formatPercent } from './format.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPercent', () => {
  it('shows two decimals by default, in nb and sv', () => {
    expect(nbsp(formatPercent(0.010579, 'nb'))).toBe('1,06 %');
    expect(nbsp(formatPercent(0.010579, 'sv'))).toBe('1,06 %');
  });

  it('keeps to at most and at least the digits asked for', () => {
    expect(nbsp(formatPercent(0.73, 'nb', 1, 0))).toBe('73 %');
    expect(nbsp(formatPercent(0.7351, 'sv', 1, 0))).toBe('73,5 %');
    expect(nbsp(formatPercent(-0.014581, 'nb', 3))).toMatch(/^[-−]1,458 %$/);
  });
});

describe('formatList', () => {
  it('joins names as each language writes a list', () => {
    expect(formatList(['Spillerpar', 'Bankpar', 'Drage 7'], 'nb')).toBe('Spillerpar, Bankpar og Drage 7');
    expect(formatList(['Spelarpar', 'Bankpar', 'Drake 7'], 'sv')).toBe('Spelarpar, Bankpar och Drake 7');
    expect(formatList(['EZ', 'Standard'], 'nb', 'disjunction')).toBe('EZ eller Standard');
    expect(formatList(['EZ'], 'sv', 'disjunction')).toBe('EZ');
  });
});

describe('formatEdge', () => {
  it('shows every house edge to three decimals, so 6 and 8 decks differ on Banker', () => {
    expect(EDGE_DIGITS).toBe(3);
    expect(nbsp(formatEdge(0.010558, 'nb'))).toBe('1,056 %');
    expect(nbsp(formatEdge(0.010579, 'sv'))).toBe('1,058 %');
    expect(nbsp(formatEdge(0.0124, 'nb'))).toBe('1,240 %');
  });
});
