/**
 * Explain mode as data: turns a resolved coup and its settlement into the steps the table
 * narrates while the cards are revealed. Every reason comes from the engine (`coup.steps`,
 * the drawing constants, the settlement); this file only decides the order, when each step
 * may be shown, and which locale phrase (namespace `learn`, under `explain.`) says it.
 */
import {
  type Card,
  type Coup,
  type Rank,
  type Settlement,
  type Side,
  type BetKey,
  type SpotSettlement,
  type Variant,
  DEFAULT_VARIANT,
  BANKER_DRAWS_ON,
  BANKER_DRAWS_WHEN_PLAYER_STOOD_UP_TO,
  HIGHEST_PLAIN_TOTAL,
  INITIAL_CARDS,
  PLAYER_DRAWS_UP_TO,
  handOfBet,
  isSideBet,
  lineFor,
  pointValue,
} from '../../engine/index.ts';
import type nbLearn from '../../../locales/nb/learn.json';

/** A phrase key under `explain.` in the `learn` namespace. */
export type ExplainKey = keyof (typeof nbLearn)['explain'];

/** A card as shown in a sentence: its rank and point value, e.g. K → "konge (0)". */
export interface CardRef {
  rank: Rank;
  value: number;
}

/** A card as its face shows it, for a pair: rank and suit ("7♥"). */
export interface CardFace {
  rank: Rank;
  suit: Card['suit'];
}

/**
 * A value to put into a phrase. Numbers are points or counts; `money` is øre (formatted with
 * formatMoney), `signedMoney` too but with "+" on a gain, as the history shows a net; `cards` are joined with " + "; `range` is the points one card may have, written as
 * ranges joined by "or" ("0–7 eller 9"); `faces` are cards by rank and suit ("7♥ 7♣"); `side` is a hand's name in a sentence, `spot` a bet's name; `phrase` is
 * a nested phrase.
 */
export type ExplainParam =
  | number
  | { money: number }
  | { signedMoney: number }
  | { card: CardRef }
  | { cards: CardRef[] }
  | { faces: CardFace[] }
  | { range: number[] }
  | { side: Side }
  | { spot: BetKey }
  | { phrase: ExplainPhrase };

/** A locale phrase with its parameters. */
export interface ExplainPhrase {
  key: ExplainKey;
  params: Record<string, ExplainParam>;
}

/** One line of the explanation. */
export interface ExplainStep extends ExplainPhrase {
  /** Unique within a coup ("initial", "player", "banker", "result", "pay-tie", …). */
  id: string;
  /** Cards (in deal order) that must be face up before the step is shown: 4 to 6. */
  cards: number;
  /** Shown only once the round is settled (the comparison and the payouts). */
  settled: boolean;
  /** What the step is about, for colouring: a hand, the outcome of a bet, or neutral. */
  tone: Side | 'tie' | 'win' | 'lose' | 'push' | 'neutral';
}

const cardRef = (card: Card): CardRef => ({ rank: card.rank, value: pointValue(card.rank) });

/** "Player 7 + 8 = 15, counts 5", or "Banker 2 + 3 = 5" when the sum needs no reduction. */
function handPhrase(side: Side, cards: readonly Card[], total: number): ExplainPhrase {
  const refs = cards.map(cardRef);
  const sum = refs.reduce((a, c) => a + c.value, 0);
  return sum === total
    ? { key: 'hand', params: { name: { side }, cards: { cards: refs }, total } }
    : { key: 'handReduced', params: { name: { side }, cards: { cards: refs }, sum, total } };
}

/** Why Banker drew or stood after Player drew: the row of the drawing table for its total. */
function bankerRowPhrase(bankerTotal: number): ExplainPhrase {
  const drawsOn = [...(BANKER_DRAWS_ON[bankerTotal] ?? [])].sort((a, b) => a - b);
  if (drawsOn.length === 0) return { key: 'rowNever', params: { total: bankerTotal } };
  if (drawsOn.length === 10) return { key: 'rowAlways', params: { total: bankerTotal } };
  return { key: 'rowSome', params: { total: bankerTotal, thirds: { range: drawsOn } } };
}

const faces = (cards: readonly Card[]): { faces: CardFace[] } => ({ faces: cards.slice(0, 2).map((c) => ({ rank: c.rank, suit: c.suit })) });

/**
 * Why a side bet won, from the coup and the paytable line that paid it (`lineFor`,
 * src/engine/RULES.md § Side bets): the pair's cards, the natural or the winning margin of a
 * Dragon Bonus, the three-card total of Dragon 7 / Panda 8.
 */
function sideWinReason(s: SpotSettlement, coup: Coup, variant: Variant): ExplainPhrase {
  if (s.spot === 'playerPair' || s.spot === 'bankerPair' || s.spot === 'eitherPair') {
    // A Player Pair or Banker Pair names its own hand's pair; Either Pair names each pair there is.
    if (s.spot === 'eitherPair' && coup.playerPair && coup.bankerPair) {
      return { key: 'reasonBothPairs', params: { player: faces(coup.player), banker: faces(coup.banker) } };
    }
    const pairSide: Side = s.spot === 'bankerPair' || !coup.playerPair ? 'banker' : 'player';
    return { key: 'reasonPair', params: { name: { side: pairSide }, cards: faces(pairSide === 'banker' ? coup.banker : coup.player) } };
  }
  // The rest say the paytable line that paid: a margin, a three-card total, or a natural.
  const line = lineFor(s.spot, coup, variant);
  const side: Side = line?.hand ?? (coup.winner === 'player' ? 'player' : 'banker');
  const total = side === 'player' ? coup.playerTotal : coup.bankerTotal;
  if (line?.when === 'winByMargin') return { key: 'reasonMargin', params: { name: { side }, margin: line.margin! } };
  if (line?.when === 'winWithTotal') return { key: 'reasonThreeCards', params: { name: { side }, total: line.total! } };
  return { key: 'reasonNatural', params: { name: { side }, total } };
}

/** The payout line of one bet at a table of `variant`. */
function payoutPhrase(s: SpotSettlement, coup: Coup, variant: Variant): { phrase: ExplainPhrase; tone: ExplainStep['tone'] } {
  const base = { spot: { spot: s.spot }, stake: { money: s.stake } } as const;
  switch (s.outcome) {
    case 'lose':
      return { phrase: { key: 'payLose', params: { ...base } }, tone: 'lose' };
    case 'push': {
      // A Tie of two naturals (the Dragon Bonus's paytable line that settled it): said so, not "on a Tie".
      if (lineFor(s.spot, coup, variant)?.when === 'naturalTie') {
        return { phrase: { key: 'payPushNaturalTie', params: { ...base, returned: { money: s.returned } } }, tone: 'push' };
      }
      // A push on the bet's own hand winning (EZ Banker's three-card 7), as the verdict says; else a Tie.
      if (s.pushTotal !== undefined) {
        const side = (handOfBet(s.spot) ?? coup.winner) as Side;
        return {
          phrase: { key: 'payPushThreeCards', params: { ...base, name: { side }, total: s.pushTotal, returned: { money: s.returned } } },
          tone: 'push',
        };
      }
      return { phrase: { key: 'payPush', params: { ...base, returned: { money: s.returned } } }, tone: 'push' };
    }
    case 'win':
      if (isSideBet(s.spot)) {
        return {
          phrase: {
            key: 'paySideWin',
            params: {
              ...base,
              reason: { phrase: sideWinReason(s, coup, variant) },
              num: s.pays[0],
              den: s.pays[1],
              gross: { money: s.gross },
              returned: { money: s.returned },
            },
          },
          tone: 'win',
        };
      }
      if (s.commission > 0) {
        return {
          phrase: {
            key: 'payWinCommission',
            params: {
              ...base,
              gross: { money: s.gross },
              percent: s.commissionPercent,
              commission: { money: s.commission },
              returned: { money: s.returned },
              net: { money: s.net },
            },
          },
          tone: 'win',
        };
      }
      // Whole multiples read "11:1"; a fraction (no-commission 1:2) keeps its own two numbers and
      // names the winning total it is paid for, so the smaller payout does not look like a mistake.
      if (s.pays[1] !== 1 && coup.winner !== 'tie') {
        const total = coup.winner === 'player' ? coup.playerTotal : coup.bankerTotal;
        return {
          phrase: {
            key: 'payWinFraction',
            params: {
              ...base,
              num: s.pays[0],
              den: s.pays[1],
              reason: { phrase: { key: 'reasonTotal', params: { name: { side: coup.winner }, total } } },
              gross: { money: s.gross },
              returned: { money: s.returned },
            },
          },
          tone: 'win',
        };
      }
      return {
        phrase: {
          key: 'payWin',
          params: { ...base, ratio: s.pays[0], gross: { money: s.gross }, returned: { money: s.returned } },
        },
        tone: 'win',
      };
  }
}

/**
 * The steps that explain a coup, in the order they happen, each with the number of cards that
 * must be visible before it shows. Built from `coup.steps` (the engine's reasons) and the
 * settlement's spots (stake, outcome, gross, commission, returned, net, in øre), paid at a table
 * of `variant` (the round's own; its paytable says why a bet was paid or pushed).
 * Pure; never throws for a coup produced by `resolveCoup`.
 */
export function explainSteps(coup: Coup, settlement: Settlement, variant: Variant = DEFAULT_VARIANT): ExplainStep[] {
  const out: ExplainStep[] = [];
  const dealt = coup.dealOrder.length;
  let playerDrew = false;
  for (const step of coup.steps) {
    switch (step.kind) {
      case 'initial':
        out.push({
          id: 'initial',
          key: 'initial',
          params: {
            player: { phrase: handPhrase('player', coup.player.slice(0, 2), step.playerTotal) },
            banker: { phrase: handPhrase('banker', coup.banker.slice(0, 2), step.bankerTotal) },
          },
          cards: INITIAL_CARDS,
          settled: false,
          tone: 'neutral',
        });
        break;
      case 'natural': {
        const both = step.sides.length === 2;
        const side = step.sides[0] ?? 'player';
        out.push({
          id: 'natural',
          key: both ? 'naturalBoth' : 'naturalOne',
          params: both
            ? { player: step.playerTotal, banker: step.bankerTotal }
            : { name: { side }, total: side === 'player' ? step.playerTotal : step.bankerTotal },
          cards: INITIAL_CARDS,
          settled: false,
          tone: both ? 'neutral' : side,
        });
        break;
      }
      case 'player-draws':
        playerDrew = true;
        out.push({
          id: 'player',
          key: 'playerDraws',
          params: { total: step.total, upTo: PLAYER_DRAWS_UP_TO, card: { card: cardRef(step.card) }, newTotal: step.newTotal },
          cards: INITIAL_CARDS + 1,
          settled: false,
          tone: 'player',
        });
        break;
      case 'player-stands':
        out.push({
          id: 'player',
          key: 'playerStands',
          params: { total: step.total, from: PLAYER_DRAWS_UP_TO + 1, to: HIGHEST_PLAIN_TOTAL },
          cards: INITIAL_CARDS,
          settled: false,
          tone: 'player',
        });
        break;
      case 'banker-draws':
      case 'banker-stands': {
        const draws = step.kind === 'banker-draws';
        // Banker's decision is known once Player's third card (if any) is face up; a drawn card is the last one dealt.
        const cards = draws ? dealt : INITIAL_CARDS + (playerDrew ? 1 : 0);
        const drawn: Record<string, ExplainParam> =
          step.kind === 'banker-draws' ? { card: { card: cardRef(step.card) }, newTotal: step.newTotal } : {};
        const third = playerDrew ? coup.player[2] : undefined;
        const phrase: ExplainPhrase =
          step.playerThird === null || !third
            ? {
                key: draws ? 'bankerDrawsPlayerStood' : 'bankerStandsPlayerStood',
                params: { total: step.total, upTo: BANKER_DRAWS_WHEN_PLAYER_STOOD_UP_TO, ...drawn },
              }
            : {
                key: draws ? 'bankerDraws' : 'bankerStands',
                params: { total: step.total, third: { card: cardRef(third) }, why: { phrase: bankerRowPhrase(step.total) }, ...drawn },
              };
        out.push({ id: 'banker', ...phrase, cards, settled: false, tone: 'banker' });
        break;
      }
      case 'result':
        out.push({
          id: 'result',
          key: step.winner === 'tie' ? 'resultTie' : step.winner === 'player' ? 'resultPlayer' : 'resultBanker',
          params: { player: step.playerTotal, banker: step.bankerTotal },
          cards: dealt,
          settled: true,
          tone: step.winner,
        });
        break;
    }
  }
  for (const s of settlement.spots) {
    const { phrase, tone } = payoutPhrase(s, coup, variant);
    out.push({ id: `pay-${s.spot}`, ...phrase, cards: dealt, settled: true, tone });
  }
  if (settlement.spots.length > 1) {
    out.push({
      id: 'pay-total',
      key: 'payTotal',
      params: { returned: { money: settlement.returned }, staked: { money: settlement.staked }, net: { signedMoney: settlement.net } },
      cards: dealt,
      settled: true,
      tone: settlement.net > 0 ? 'win' : settlement.net < 0 ? 'lose' : 'push',
    });
  }
  return out;
}

/**
 * The steps to show now: while the round is being revealed, those whose cards are face up
 * (and none of the settled-only ones); otherwise all.
 */
export function visibleSteps(steps: readonly ExplainStep[], revealing: boolean, shown: number): ExplainStep[] {
  if (!revealing) return [...steps];
  return steps.filter((s) => !s.settled && shown >= s.cards);
}
