/**
 * Explain steps from real coups: naturals, Player standing, every cell of Banker's drawing table
 * (and the "Player stood" row), a Tie with a push, and the timing against the card reveal.
 * Expected draws come from the drawing table typed out from the rules text (bankerTable.test-util.ts),
 * not read from the engine.
 */
import { describe, expect, it } from 'vitest';
import {
  type Bets,
  type Card,
  type Rank,
  BANKER_COMMISSION_PERCENT,
  NO_BETS,
  TIE_PAYS,
  factsForWinner,
  resolveCoup,
  settleBets,
} from '../../engine/index.ts';
import { BANKER_TABLE, STOOD_DRAWS_UP_TO } from '../../engine/bankerTable.test-util.ts';
import { cardsOfRanks } from '../../engine/coups.test-util.ts';
import { type ExplainParam, type ExplainStep, explainSteps, visibleSteps } from './explainSteps.ts';


/** A rank worth `v` points (src/engine/RULES.md § Cards and totals). */
const RANK_OF: Record<number, Rank> = { 0: 'K', 1: 'A', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9' };
/** Two ranks making a two-card total `t` without being a pair of naturals. */
const twoCards = (t: number): [Rank, Rank] => (t === 0 ? ['10', 'Q'] : ['10', RANK_OF[t]!]);

/** Cards in deal order (P, B, P, B, then third cards). */
const deal = (...ranks: Rank[]): Card[] => cardsOfRanks(ranks, 'D');

function stepsFor(ranks: Rank[], bets: Bets = { ...NO_BETS, player: 10_000 }) {
  const coup = resolveCoup(deal(...ranks));
  const settlement = settleBets(bets, factsForWinner(coup.winner));
  return { coup, settlement, steps: explainSteps(coup, settlement) };
}

const byId = (steps: ExplainStep[], id: string): ExplainStep => {
  const s = steps.find((x) => x.id === id);
  if (!s) throw new Error(`no step ${id} in ${steps.map((x) => x.id).join(', ')}`);
  return s;
};
const phraseOf = (p: ExplainParam | undefined) => (p && typeof p === 'object' && 'phrase' in p ? p.phrase : null);

describe('explainSteps: naturals', () => {
  it('Player natural 9 against 3: both stand, no drawing steps, result and payout after four cards', () => {
    const { coup, steps } = stepsFor(['4', '10', '5', '3']);
    expect(coup.playerNatural).toBe(true);
    expect(steps.map((s) => s.id)).toEqual(['initial', 'natural', 'result', 'pay-player']);
    const natural = byId(steps, 'natural');
    expect(natural.key).toBe('naturalOne');
    expect(natural.params).toEqual({ name: { side: 'player' }, total: 9 });
    expect(natural.cards).toBe(4);
    expect(byId(steps, 'result')).toMatchObject({ key: 'resultPlayer', params: { player: 9, banker: 3 }, settled: true, cards: 4 });
  });

  it('a Banker natural names Banker', () => {
    const { steps } = stepsFor(['2', '8', '3', 'K']);
    expect(byId(steps, 'natural')).toMatchObject({ key: 'naturalOne', params: { name: { side: 'banker' }, total: 8 }, tone: 'banker' });
  });

  it('naturals on both sides give both totals', () => {
    const { steps } = stepsFor(['9', '4', 'K', '4']);
    expect(byId(steps, 'natural')).toMatchObject({ key: 'naturalBoth', params: { player: 9, banker: 8 } });
  });
});

describe('explainSteps: the two-card totals', () => {
  it('shows each hand as points, reducing a sum of 10 or more', () => {
    const { steps } = stepsFor(['7', '2', '8', '3', 'K', 'K']);
    const initial = byId(steps, 'initial');
    expect(initial.cards).toBe(4);
    expect(phraseOf(initial.params.player)).toEqual({
      key: 'handReduced',
      params: { name: { side: 'player' }, cards: { cards: [{ rank: '7', value: 7 }, { rank: '8', value: 8 }] }, sum: 15, total: 5 },
    });
    expect(phraseOf(initial.params.banker)).toEqual({
      key: 'hand',
      params: { name: { side: 'banker' }, cards: { cards: [{ rank: '2', value: 2 }, { rank: '3', value: 3 }] }, total: 5 },
    });
  });

  it('counts face cards as 0', () => {
    const { steps } = stepsFor(['K', 'Q', '6', 'J', 'K']);
    expect(phraseOf(byId(steps, 'initial').params.player)?.params).toMatchObject({ cards: { cards: [{ rank: 'K', value: 0 }, { rank: '6', value: 6 }] }, total: 6 });
  });
});

describe('explainSteps: Player stands', () => {
  for (const playerTotal of [6, 7]) {
    it(`Player stands on ${playerTotal}, shown after four cards, with the stand range 6–7`, () => {
      const [p1, p2] = twoCards(playerTotal);
      const [b1, b2] = twoCards(7);
      const { steps } = stepsFor([p1, b1, p2, b2]);
      expect(byId(steps, 'player')).toMatchObject({ key: 'playerStands', params: { total: playerTotal, from: 6, to: 7 }, cards: 4 });
    });
  }
});

describe('explainSteps: every branch of the Banker table', () => {
  // Player has 2 (draws); the third card's value and Banker's total vary over the whole table.
  for (let bankerTotal = 0; bankerTotal <= 7; bankerTotal++) {
    for (let third = 0; third <= 9; third++) {
      const draws = BANKER_TABLE[bankerTotal]!.split(' ')[third] === 'D';
      it(`Banker ${bankerTotal}, Player's third card ${third}: Banker ${draws ? 'draws' : 'stands'}`, () => {
        const [p1, p2] = twoCards(2);
        const [b1, b2] = twoCards(bankerTotal);
        const ranks: Rank[] = [p1, b1, p2, b2, RANK_OF[third]!];
        if (draws) ranks.push('A');
        const { coup, steps } = stepsFor(ranks);
        expect(coup.dealOrder).toHaveLength(ranks.length);

        const player = byId(steps, 'player');
        expect(player).toMatchObject({ key: 'playerDraws', params: { total: 2, upTo: 5, newTotal: (2 + third) % 10 }, cards: 5 });
        expect(player.params.card).toEqual({ card: { rank: RANK_OF[third], value: third } });

        const banker = byId(steps, 'banker');
        expect(banker.key).toBe(draws ? 'bankerDraws' : 'bankerStands');
        expect(banker.params.total).toBe(bankerTotal);
        expect(banker.params.third).toEqual({ card: { rank: RANK_OF[third], value: third } });
        // Shown with the card that decides it: Banker's own third card, or Player's when Banker stands.
        expect(banker.cards).toBe(draws ? 6 : 5);
        if (draws) expect(banker.params).toMatchObject({ card: { card: { rank: 'A', value: 1 } }, newTotal: (bankerTotal + 1) % 10 });
        else expect(banker.params.card).toBeUndefined();

        // The reason quotes Banker's row of the table.
        const row = BANKER_TABLE[bankerTotal]!.split(' ');
        const drawsOn = row.flatMap((x, i) => (x === 'D' ? [i] : []));
        const why = phraseOf(banker.params.why);
        if (drawsOn.length === 10) expect(why).toEqual({ key: 'rowAlways', params: { total: bankerTotal } });
        else if (drawsOn.length === 0) expect(why).toEqual({ key: 'rowNever', params: { total: bankerTotal } });
        else expect(why).toEqual({ key: 'rowSome', params: { total: bankerTotal, thirds: { range: drawsOn } } });
      });
    }
  }

  for (let bankerTotal = 0; bankerTotal <= 7; bankerTotal++) {
    const draws = bankerTotal <= STOOD_DRAWS_UP_TO;
    it(`Player stood on 6, Banker ${bankerTotal}: Banker ${draws ? 'draws' : 'stands'}`, () => {
      const [p1, p2] = twoCards(6);
      const [b1, b2] = twoCards(bankerTotal);
      const ranks: Rank[] = [p1, b1, p2, b2];
      if (draws) ranks.push('3');
      const { steps } = stepsFor(ranks);
      const banker = byId(steps, 'banker');
      expect(banker.key).toBe(draws ? 'bankerDrawsPlayerStood' : 'bankerStandsPlayerStood');
      expect(banker.params).toMatchObject({ total: bankerTotal, upTo: STOOD_DRAWS_UP_TO });
      expect(banker.params.third).toBeUndefined();
      expect(banker.cards).toBe(draws ? 5 : 4);
      if (draws) expect(banker.params).toMatchObject({ card: { card: { rank: '3', value: 3 } }, newTotal: (bankerTotal + 3) % 10 });
    });
  }
});

describe('explainSteps: comparison and payouts', () => {
  it('a Tie pushes Player and Banker bets and pays the Tie bet 8:1, with a total line', () => {
    const bets = { player: 10_000, banker: 5_000, tie: 2_000 };
    // Player 7 + 10 = 7, Banker 4 + 3 = 7: both stand, a Tie.
    const { coup, settlement, steps } = stepsFor(['7', '4', '10', '3'], bets);
    expect(coup.winner).toBe('tie');
    expect(steps.map((s) => s.id)).toEqual(['initial', 'player', 'banker', 'result', 'pay-player', 'pay-tie', 'pay-banker', 'pay-total']);
    expect(byId(steps, 'result')).toMatchObject({ key: 'resultTie', params: { player: 7, banker: 7 }, tone: 'tie' });
    for (const spot of ['player', 'banker'] as const) {
      expect(byId(steps, `pay-${spot}`)).toMatchObject({
        key: 'payPush',
        tone: 'push',
        params: { spot: { spot }, stake: { money: bets[spot] }, returned: { money: bets[spot] } },
      });
    }
    const tie = settlement.spots.find((s) => s.spot === 'tie')!;
    expect(byId(steps, 'pay-tie')).toMatchObject({
      key: 'payWin',
      params: { spot: { spot: 'tie' }, ratio: TIE_PAYS, stake: { money: bets.tie }, gross: { money: tie.gross }, returned: { money: tie.returned } },
    });
    expect(tie.gross).toBe(bets.tie * TIE_PAYS);
    expect(byId(steps, 'pay-total').params).toEqual({
      returned: { money: settlement.returned },
      staked: { money: settlement.staked },
      net: { signedMoney: settlement.net },
    });
  });

  it('a Banker win shows the commission taken from the settlement', () => {
    const bets = { ...NO_BETS, banker: 12_300 };
    // Player 2 + 10 = 2 draws 10 → 2; Banker 3 + 4 = 7 stands: Banker wins.
    const { settlement, steps } = stepsFor(['2', '3', '10', '4', '10'], bets);
    const won = settlement.spots[0]!;
    expect(won.commission).toBeGreaterThan(0);
    expect(byId(steps, 'pay-banker')).toMatchObject({
      key: 'payWinCommission',
      tone: 'win',
      params: {
        percent: BANKER_COMMISSION_PERCENT,
        gross: { money: won.gross },
        commission: { money: won.commission },
        returned: { money: won.returned },
        net: { money: won.net },
      },
    });
    expect(steps.some((s) => s.id === 'pay-total')).toBe(false);
  });

  it('the commission percent and the kind of push are read from the settlement, not assumed', () => {
    const { coup, settlement } = stepsFor(['2', '3', '10', '4', '10'], { ...NO_BETS, banker: 12_300 });
    const won = settlement.spots[0]!;
    // A settlement that says otherwise than the standard table is explained as it says.
    const other = { ...settlement, spots: [{ ...won, commissionPercent: 4 }] };
    expect(byId(explainSteps(coup, other), 'pay-banker').params).toMatchObject({ percent: 4 });
    const pushed = { ...settlement, spots: [{ ...won, outcome: 'push' as const, gross: 0, commission: 0, returned: won.stake, net: 0 }] };
    expect(byId(explainSteps(coup, pushed), 'pay-banker').key).toBe('payPush');
    const seven = { ...pushed, spots: [{ ...pushed.spots[0]!, pushTotal: 7 }] };
    expect(byId(explainSteps(coup, seven), 'pay-banker')).toMatchObject({ key: 'payPushThreeCards', params: { name: { side: 'banker' }, total: 7 } });
  });

  it('a lost bet says so', () => {
    const { steps } = stepsFor(['2', '3', '10', '4', '10'], { ...NO_BETS, player: 1_000 });
    expect(byId(steps, 'pay-player')).toMatchObject({ key: 'payLose', tone: 'lose', params: { stake: { money: 1_000 } } });
  });
});

describe('visibleSteps: in step with the reveal', () => {
  // Player 2 draws a 6 (→ 8); Banker 5 with a third card 6 draws an A (→ 6).
  const { steps } = stepsFor(['2', '5', 'K', 'Q', '6', 'A']);
  const ids = (revealing: boolean, shown: number) => visibleSteps(steps, revealing, shown).map((s) => s.id);

  it('nothing before the fourth card', () => {
    for (let shown = 0; shown < 4; shown++) expect(ids(true, shown)).toEqual([]);
  });
  it('the totals after four cards, Player after the fifth, Banker after the sixth', () => {
    expect(ids(true, 4)).toEqual(['initial']);
    expect(ids(true, 5)).toEqual(['initial', 'player']);
    expect(ids(true, 6)).toEqual(['initial', 'player', 'banker']);
  });
  it('the comparison and payouts only once the round is settled', () => {
    expect(ids(false, 6)).toEqual(['initial', 'player', 'banker', 'result', 'pay-player']);
  });
  it('a Banker stand shows with the Player third card', () => {
    // Player 3 draws a 8 (→ 1); Banker 5 with a third card 8 stands.
    const stand = stepsFor(['3', '5', 'K', 'Q', '8']).steps;
    expect(visibleSteps(stand, true, 5).map((s) => s.id)).toEqual(['initial', 'player', 'banker']);
  });
});
