import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHIP_VALUES, STARTING_BALANCE, TABLE_LIMITS, checkBets, checkPlaceChip } from './betting.ts';
import { type Bets, type Spot, NO_BETS, factsForWinner, settleBets, totalStake } from './payouts.ts';
import type { Outcome } from './rules.ts';
import { type ReshufflePolicy, createShoe, dealRound, rngSpecForSeed } from './shoe.ts';

const stake = fc.nat({ max: 1_000_000_000 });
const bets = fc.record({ player: stake, banker: stake, tie: stake }) as fc.Arbitrary<Bets>;
const outcome = fc.constantFrom<Outcome>('player', 'banker', 'tie');
const spot = fc.constantFrom<Spot>('player', 'banker', 'tie');

/** What one spot should pay back, written from src/engine/RULES.md § Payouts and commission with integer arithmetic only. */
function expectedReturn(s: Spot, amount: number, winner: Outcome): number {
  if (s === 'tie') return winner === 'tie' ? amount * 9 : 0;
  if (winner === 'tie') return amount;
  if (winner !== s) return 0;
  if (s === 'player') return amount * 2;
  const commission = (amount - (amount % 20)) / 20; // ⌊5 % of the winnings⌋
  return amount * 2 - commission;
}

describe('settlement conserves money', () => {
  it('for any bets and outcome: returned − staked = net, nothing negative, exact payouts', () => {
    fc.assert(
      fc.property(bets, outcome, (b, winner) => {
        const s = settleBets(b, factsForWinner(winner));
        expect(s.staked).toBe(totalStake(b));
        expect(s.returned - s.staked).toBe(s.net);
        expect(s.returned).toBeGreaterThanOrEqual(0);
        let returned = 0;
        let commission = 0;
        for (const x of s.spots) {
          expect(x.stake).toBe(b[x.spot]);
          expect(x.returned).toBeGreaterThanOrEqual(0);
          expect(x.returned - x.stake).toBe(x.net);
          expect(x.returned).toBe(expectedReturn(x.spot as Spot, x.stake, winner));
          expect(x.returned).toBe(x.outcome === 'lose' ? 0 : x.stake + x.gross - x.commission);
          if (x.spot === 'banker' && x.outcome === 'win') {
            expect(x.commission).toBe((x.gross - (x.gross % 20)) / 20);
            expect(x.commission * 20).toBeLessThanOrEqual(x.gross); // never more than 5 %
            expect((x.commission + 1) * 20).toBeGreaterThan(x.gross); // rounded down by less than 1 øre
          } else {
            expect(x.commission).toBe(0);
          }
          returned += x.returned;
          commission += x.commission;
        }
        expect(s.returned).toBe(returned);
        expect(s.commission).toBe(commission);
        expect(s.spots.map((x) => x.spot).sort()).toEqual((['player', 'banker', 'tie'] as Spot[]).filter((k) => b[k] > 0).sort());
      }),
    );
  });

  it('across a sequence of rounds: balance + table add up, the balance never goes negative', () => {
    const round = fc.record({
      clicks: fc.array(fc.record({ spot, chip: fc.constantFrom(...CHIP_VALUES) }), { maxLength: 12 }),
      allowBothSides: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom<ReshufflePolicy>('every-round', 'cut-card'),
        fc.array(round, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: STARTING_BALANCE }),
        (seed, policy, rounds, startBalance) => {
          let shoe = createShoe(6, policy, rngSpecForSeed(seed));
          let balance = startBalance;
          let totalNet = 0;
          let totalStaked = 0;
          let totalReturned = 0;
          for (const r of rounds) {
            const options = { allowBothSides: r.allowBothSides };
            let placed: Bets = NO_BETS;
            for (const click of r.clicks) {
              // The balance passed is what is not yet on the table; a refused chip changes nothing.
              if (checkPlaceChip(placed, click.spot, click.chip, balance - totalStake(placed), options) === null) {
                placed = { ...placed, [click.spot]: placed[click.spot] + click.chip };
              }
              expect(totalStake(placed)).toBeLessThanOrEqual(balance);
            }
            if (checkBets(placed, options) !== null) continue;
            for (const k of ['player', 'banker', 'tie'] as const) {
              if (placed[k] > 0) {
                expect(placed[k]).toBeGreaterThanOrEqual(TABLE_LIMITS.min);
                expect(placed[k]).toBeLessThanOrEqual(TABLE_LIMITS.max);
              }
            }
            const dealt = dealRound(shoe);
            shoe = dealt.shoe;
            const s = settleBets(placed, factsForWinner(dealt.coup.winner));
            const before = balance;
            balance -= s.staked; // debited at GI
            expect(balance).toBeGreaterThanOrEqual(0);
            balance += s.returned; // credited at settlement
            expect(balance).toBe(before + s.net);
            expect(Number.isInteger(balance)).toBe(true);
            totalNet += s.net;
            totalStaked += s.staked;
            totalReturned += s.returned;
          }
          expect(balance).toBe(startBalance + totalNet);
          expect(totalReturned - totalStaked).toBe(totalNet);
          expect(balance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 100 },
    );
  });
});
