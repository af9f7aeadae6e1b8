/**
 * The printed paytables (`paytable`, paytables.ts) against the settlement (`betVerdict`): on every
 * kind of coup, the line `lineFor` reads as the one that settled the bet (the first that fits) gives
 * exactly the verdict the table pays with, and a coup no line fits loses (src/engine/RULES.md § Payouts and commission, § Table variants,
 * § Side bets).
 */
import { describe, expect, it } from 'vitest';
import { type Rank, cardFromId } from './cards.ts';
import { type Coup, resolveCoup } from './coup.ts';
import { BET_KEYS, VARIANTS, betVerdict, offersBet } from './payouts.ts';
import { type PaytableLine, lineFor, paytable, paytableSummary } from './paytables.ts';

/** One card id of each rank (suit ♠ or whatever id % 13 gives), so equal ranks make pairs. */
const ID_OF_RANK = new Map<Rank, number>(Array.from({ length: 13 }, (_, i) => [cardFromId(i).rank, i]));
/** Ranks of values 1–9 and one ten-valued rank: every point value, pairs by equal value. */
const VALUE_RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'K'];

/** Every distinct kind of coup (by the facts a bet reads) over six cards of these ranks. */
function everyKindOfCoup(): Coup[] {
  const seen = new Map<string, Coup>();
  const n = VALUE_RANKS.length;
  for (let i = 0; i < n ** 6; i++) {
    const cards = Array.from({ length: 6 }, (_, k) => cardFromId(ID_OF_RANK.get(VALUE_RANKS[Math.floor(i / n ** k) % n]!)!));
    const c = resolveCoup(cards);
    const key = [c.winner, c.playerTotal, c.bankerTotal, c.playerNatural, c.bankerNatural, c.playerDrew, c.bankerDrew, c.playerPair, c.bankerPair].join();
    if (!seen.has(key)) seen.set(key, c);
  }
  return [...seen.values()];
}

describe('paytables', () => {
  const coups = everyKindOfCoup();

  it('covers every kind of coup: wins and losses of each hand, naturals, draws, pairs', () => {
    expect(coups.length).toBeGreaterThan(300);
    expect(coups.some((c) => c.winner === 'tie' && c.playerNatural && c.bankerNatural)).toBe(true);
    expect(coups.some((c) => c.winner === 'banker' && c.bankerDrew && c.bankerTotal === 7)).toBe(true);
  });

  for (const variant of VARIANTS) {
    for (const key of BET_KEYS) {
      if (!offersBet(variant, key)) {
        it(`${variant} has no ${key} paytable`, () => expect(() => paytable(key, variant)).toThrow(RangeError));
        continue;
      }
      it(`${variant} ${key}: the first fitting line is what betVerdict pays, else the bet loses`, () => {
        const lines = paytable(key, variant);
        expect(lines.length).toBeGreaterThan(0);
        const used = new Set<PaytableLine>();
        for (const c of coups) {
          // The line the engine reads as settling the bet (lineFor, the first that fits).
          const l = lineFor(key, c, variant);
          const v = betVerdict(key, c, variant);
          if (!l) {
            expect(v.outcome, JSON.stringify(c.dealOrder.map((x) => x.rank))).toBe('lose');
            continue;
          }
          expect(lines).toContain(l);
          used.add(l);
          if (l.pays === null) expect(v.outcome).toBe('push');
          else expect([v.outcome, v.num, v.den, v.commissionPercent]).toEqual(['win', l.pays[0], l.pays[1], l.commissionPercent]);
        }
        // No line is dead: each is the one applied on some coup.
        expect(used.size).toBe(lines.length);
      });
    }
  }

  it('states the three Banker bets and the Dragon Bonus ladder as src/engine/RULES.md § Table variants and § Side bets do', () => {
    expect(paytable('banker', 'standard')[0]).toMatchObject({ when: 'win', pays: [1, 1], commissionPercent: 5 });
    expect(paytable('banker', 'no-commission')[0]).toMatchObject({ when: 'winWithTotal', total: 6, pays: [1, 2] });
    expect(paytable('banker', 'ez')[0]).toMatchObject({ when: 'winWithTotal', total: 7, threeCards: true, pays: null });
    expect(paytable('dragonBonusPlayer').filter((l) => l.when === 'winByMargin').map((l) => [l.margin, l.pays![0]])).toEqual([
      [9, 30], [8, 10], [7, 6], [6, 4], [5, 2], [4, 1],
    ]);
  });

  it('sums each paytable up as the payout texts print it: the win line, a ladder by its best, one total that pays otherwise', () => {
    for (const variant of VARIANTS) {
      for (const key of BET_KEYS.filter((k) => offersBet(variant, k))) {
        const lines = paytable(key, variant);
        const { main, except } = paytableSummary(key, variant);
        expect(lines).toContain(main);
        expect(main.pays).not.toBeNull();
        if (except) expect(except).toMatchObject({ when: 'winWithTotal' });
        // every paying line is worth at most the main one when there is no plain win line
        if (!lines.some((l) => l.when === 'win')) {
          const worth = (l: PaytableLine) => (l.pays ? (l.pays[0] / l.pays[1]) * (1 - l.commissionPercent / 100) : 0);
          for (const l of lines) expect(worth(l)).toBeLessThanOrEqual(worth(main));
        }
      }
    }
    expect(paytableSummary('banker', 'standard')).toMatchObject({ main: { when: 'win', commissionPercent: 5 }, upTo: false, except: null });
    expect(paytableSummary('banker', 'no-commission')).toMatchObject({ main: { when: 'win', pays: [1, 1] }, upTo: false, except: { total: 6, pays: [1, 2] } });
    expect(paytableSummary('banker', 'ez')).toMatchObject({ main: { when: 'win' }, except: { total: 7, threeCards: true, pays: null } });
    expect(paytableSummary('dragonBonusBanker')).toMatchObject({ main: { when: 'winByMargin', margin: 9, pays: [30, 1] }, upTo: true, except: null });
    expect(paytableSummary('dragon7', 'ez')).toMatchObject({ main: { pays: [40, 1] }, upTo: false, except: null });
    expect(paytableSummary('tie')).toMatchObject({ main: { when: 'win', pays: [8, 1] }, upTo: false, except: null });
    expect(() => paytableSummary('dragon7', 'standard')).toThrow(RangeError);
  });
});
