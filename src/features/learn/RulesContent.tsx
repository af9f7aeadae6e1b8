/**
 * The rules page's text, in the table's language. Every number on it is read from the engine:
 * point values, the drawing rules and table, payouts and commission, and the house edge from the
 * exact analysis of a full shoe with the table's number of decks (computed when the page opens).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CoupFacts,
  type DeckCount,
  type PaytableLine,
  type Rank,
  type Spot,
  type Variant,
  BANKER_COMMISSION_PERCENT,
  BANKER_DRAWS_WHEN_PLAYER_STOOD_UP_TO,
  CHIP_VALUES,
  HIGHEST_PLAIN_TOTAL,
  INITIAL_CARDS,
  PLAYER_DRAWS_UP_TO,
  RANKS,
  SPOTS,
  TIE_PAYS,
  analyzeShoe,
  cardFromId,
  countsForDecks,
  factsForWinner,
  handTotal,
  paytable,
  pointValue,
  resolveCoup,
  settleBet,
  settleSpot,
} from '../../engine/index.ts';
import { formatMoney, formatNumber, formatRatio } from '../../ui/format.ts';
import type { RoundView } from '../../store/selectors.ts';
import type { Language } from '../../store/types.ts';
import { NATURAL_TOTALS, usedBankerCell } from './bankerTable.ts';
import { BankerTable } from './BankerTable.tsx';
import { RulesBets } from './RulesBets.tsx';
import { formatEdge, formatPercent, formatPointList, useCardText } from './learnFormat.ts';
import styles from './RulesContent.module.css';

/** Hands that show how totals are counted: one over 10, one natural, one of three cards. */
const TOTAL_EXAMPLES: readonly (readonly Rank[])[] = [
  ['6', '9'],
  ['Q', '8'],
  ['5', '9', '9'],
];

/** A stake (øre) for the commission example, and one whose 5 % is not whole øre for the rounding rule. */
const EXAMPLE_STAKE = 10_000;
const ROUNDING_STAKE = 1_010;
/** The house edge is also shown as an average loss per this stake (øre). */
const LOSS_PER = 10_000;

/** Who gets each of the initial cards, read from a coup the engine resolves. */
function initialDealOrder(): ('player' | 'banker')[] {
  const coup = resolveCoup(Array.from({ length: 6 }, (_, i) => cardFromId(i)));
  return coup.dealOrder.slice(0, INITIAL_CARDS).map((c) => (coup.player.includes(c) ? 'player' : 'banker'));
}

const INITIAL_DEAL_ORDER = initialDealOrder();

/** A stake (øre) whose 1:2 is not whole øre: the no-commission table's rounding example. */
const HALF_ROUNDING_STAKE = 1_015;

/**
 * The Banker bet at a table of `variant`, from the engine's paytable: its even-money line, and the
 * line a Banker win is paid otherwise (no commission: 1:2 on a 6; EZ: a push on a three-card 7),
 * with the facts of a coup that line pays, so the examples are settled by the engine itself
 * (src/engine/RULES.md § Table variants). Null exception on a standard table (commission instead).
 */
function bankerRule(variant: Variant): { exception: PaytableLine | null; facts: CoupFacts | null } {
  const exception = paytable('banker', variant).find((l) => l.when === 'winWithTotal') ?? null;
  if (!exception || exception.total === undefined) return { exception: null, facts: null };
  const facts: CoupFacts = {
    ...factsForWinner('banker'),
    bankerTotal: exception.total,
    playerTotal: exception.total - 1,
    bankerDrew: exception.threeCards === true,
  };
  return { exception, facts };
}
/** Whether every stake made of this table's chips wins a commission of whole øre (no rounding ever). */
const CHIPS_ROUND_EVENLY = CHIP_VALUES.every((chip) => settleSpot('banker', chip, 'banker').commission * 100 === chip * BANKER_COMMISSION_PERCENT);

/**
 * The table's keyboard shortcuts (keys as in `aria-keyshortcuts`): one per chip, smallest first,
 * then per spot and per control (named by the table's `controls.*` labels).
 */
export interface ShortcutList {
  chips: readonly string[];
  spots: readonly (readonly [Spot, readonly string[]])[];
  controls: readonly (readonly ['deal' | 'clear' | 'undo' | 'double' | 'rebet', readonly string[]])[];
}

interface RulesContentProps {
  decks: DeckCount;
  /** The table's variant, marked among the table types. */
  variant: Variant;
  last: RoundView | null;
  language: Language;
  shortcuts: ShortcutList;
}

/** How a key is written for the player: Backspace in words, a letter as it is. */
function KeyName({ name }: { name: string }) {
  const { t } = useTranslation('learn');
  return <kbd>{name === 'Backspace' ? t('rules.keys.backspace') : name}</kbd>;
}

function Keys({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation('learn');
  return (
    <>
      {keys.map((k, i) => (
        <span key={k}>
          {i > 0 && ` ${t('rules.keys.or')} `}
          <KeyName name={k} />
        </span>
      ))}
    </>
  );
}

/**
 * The payout examples of a table without commission: a Banker win that the exception line pays
 * (no commission: a 6 paid 1:2, with the rounding up of an odd øre; EZ: a three-card 7 pushed)
 * and one paid even money, each settled by the engine.
 */
function BankerExamples({ variant, exception, facts, language }: { variant: Variant; exception: PaytableLine; facts: CoupFacts; language: Language }) {
  const { t } = useTranslation('learn');
  const money = (ore: number) => formatMoney(ore, language);
  const special = settleBet('banker', EXAMPLE_STAKE, facts, variant);
  const even = settleBet('banker', EXAMPLE_STAKE, factsForWinner('banker'), variant);
  const odd = settleBet('banker', HALF_ROUNDING_STAKE, facts, variant);
  const pays = exception.pays;
  // Whether every stake of this table's chips wins whole øre on the exception (no rounding ever).
  const chipsEven = pays !== null && CHIP_VALUES.every((chip) => (chip * pays[0]) % pays[1] === 0);
  return (
    <>
      <p data-testid="banker-example">
        {t(pays ? 'rules.payouts.exceptionWin' : 'rules.payouts.exceptionPush', {
          total: exception.total,
          context: exception.threeCards ? 'threeCards' : undefined,
          pays: pays ? formatRatio(pays, language) : '',
          stake: money(special.stake),
          gross: money(special.gross),
          returned: money(special.returned),
          even: formatRatio(even.pays, language),
          evenGross: money(even.gross),
          evenReturned: money(even.returned),
        })}
      </p>
      {pays && odd.gross * pays[1] !== odd.stake * pays[0] && (
        <p data-testid="banker-rounding">
          {t('rules.payouts.exceptionRounding', {
            pays: formatRatio(pays, language),
            stake: money(odd.stake),
            exact: formatNumber((odd.stake * pays[0]) / pays[1], language),
            gross: formatNumber(odd.gross, language),
          })}
          {chipsEven && ` ${t('rules.payouts.exceptionRoundingChips')}`}
        </p>
      )}
    </>
  );
}

export function RulesContent({ decks, variant, last, language, shortcuts }: RulesContentProps) {
  const { t } = useTranslation('learn');
  const { t: tTable } = useTranslation('table');
  const cardText = useCardText();
  const odds = useMemo(() => analyzeShoe(countsForDecks(decks)), [decks]);
  const money = (ore: number) => formatMoney(ore, language);
  const num = (n: number) => formatNumber(n, language);
  const spotName = (s: Spot) => t(`spotName.${s}`);

  const example = settleSpot('banker', EXAMPLE_STAKE, 'banker');
  const rounding = settleSpot('banker', ROUNDING_STAKE, 'banker');
  // The edges and chances of this table's variant (its Banker bet is paid by its own paytable).
  const bets = odds.variants[variant];
  const edgeOf = (s: Spot) => bets[s]!.houseEdge;
  const winOf = (s: Spot) => bets[s]!.win;
  const lossOf = (s: Spot) => money(Math.round(edgeOf(s) * LOSS_PER));
  const byEdge = [...SPOTS].sort((a, b) => edgeOf(a) - edgeOf(b));
  const banker = bankerRule(variant);
  // Each main bet's win as this table's paytable pays it: the ratio with any commission taken off.
  const winLine = (s: Spot) => paytable(s, variant).find((l) => l.when === 'win')!;
  const winRatio = (s: Spot) => {
    const { pays, commissionPercent: percent } = winLine(s);
    return (pays![0] / pays![1]) * (1 - percent / 100);
  };
  const bankerWin = winLine('banker');
  const commissionPercent = bankerWin.commissionPercent;
  const cheapest = byEdge[0]!;
  const costliest = byEdge[byEdge.length - 1]!;

  const used = usedBankerCell(last?.coup ?? null);
  let lastNote: string;
  if (!last) lastNote = t('rules.banker.lastNone');
  else if (!used) lastNote = t('rules.banker.lastNatural');
  else {
    const third = used.playerThird === null ? t('rules.banker.lastStood') : t('rules.banker.lastThird', { third: used.playerThird });
    lastNote = t('rules.banker.last', { total: used.bankerTotal, third });
  }

  return (
    <div className={styles.content}>
      <p>{t('rules.intro')}</p>

      <section aria-labelledby="rules-values">
        <h3 id="rules-values">{t('rules.values.title')}</h3>
        <p>{t('rules.values.body')}</p>
        <ul className={styles.values}>
          {RANKS.map((r) => (
            <li key={r}>
              {t('rules.values.item', { rank: /^\d+$/.test(r) ? r : `${r} (${tTable(`card.rank.${r}`)})`, value: pointValue(r) })}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rules-totals">
        <h3 id="rules-totals">{t('rules.totals.title')}</h3>
        <p>{t('rules.totals.body')}</p>
        <ul className={styles.examples}>
          {TOTAL_EXAMPLES.map((ranks) => {
            const refs = ranks.map((rank) => ({ rank, value: pointValue(rank) }));
            const sum = refs.reduce((a, c) => a + c.value, 0);
            const total = handTotal(refs);
            const cards = refs.map(cardText).join(' + ');
            return (
              <li key={ranks.join()}>
                {sum === total ? t('rules.totals.examplePlain', { cards, total }) : t('rules.totals.example', { cards, sum, total })}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="rules-deal">
        <h3 id="rules-deal">{t('rules.deal.title')}</h3>
        <p>{t('rules.deal.body')}</p>
        <ol className={styles.order}>
          {INITIAL_DEAL_ORDER.map((side, i) => (
            <li key={i} data-side={side}>{spotName(side)}</li>
          ))}
        </ol>
        <p>{t('rules.deal.after')}</p>
      </section>

      <section aria-labelledby="rules-natural">
        <h3 id="rules-natural">{t('rules.natural.title')}</h3>
        <p>{t('rules.natural.body', { totals: formatPointList(NATURAL_TOTALS, language, 'disjunction') })}</p>
      </section>

      <section aria-labelledby="rules-player">
        <h3 id="rules-player">{t('rules.player.title')}</h3>
        <p>{t('rules.player.body', { upTo: PLAYER_DRAWS_UP_TO, from: PLAYER_DRAWS_UP_TO + 1, to: HIGHEST_PLAIN_TOTAL })}</p>
      </section>

      <section aria-labelledby="rules-banker">
        <h3 id="rules-banker">{t('rules.banker.title')}</h3>
        <p>
          {t('rules.banker.stood', {
            upTo: BANKER_DRAWS_WHEN_PLAYER_STOOD_UP_TO,
            from: BANKER_DRAWS_WHEN_PLAYER_STOOD_UP_TO + 1,
            to: HIGHEST_PLAIN_TOTAL,
          })}
        </p>
        <p>{t('rules.banker.drew', { naturals: formatPointList(NATURAL_TOTALS, language, 'disjunction') })}</p>
        <BankerTable lastCoup={last?.coup ?? null} />
        <p className={styles.small}>{t('rules.banker.legend')}</p>
        <p className={styles.small} data-testid="banker-table-last">{lastNote}</p>
      </section>

      <section aria-labelledby="rules-payouts">
        <h3 id="rules-payouts">{t('rules.payouts.title')}</h3>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('rules.payouts.bet')}</th>
                <th scope="col">{t('rules.payouts.pays')}</th>
                <th scope="col">{t('rules.payouts.onTie')}</th>
              </tr>
            </thead>
            <tbody>
              {SPOTS.map((s) => (
                <tr key={s}>
                  <th scope="row">{spotName(s)}</th>
                  <td data-testid={`payout-${s}`}>
                    {s !== 'banker'
                      ? t('rules.payouts.ratio', { ratio: num(winRatio(s)) })
                      : banker.exception
                        ? t('rules.payouts.bankerException', {
                            even: formatRatio(bankerWin.pays!, language),
                            pays: banker.exception.pays ? formatRatio(banker.exception.pays, language) : t('rules.payouts.pushShort'),
                            total: banker.exception.total,
                            context: banker.exception.threeCards ? 'threeCards' : undefined,
                          })
                        : t('rules.payouts.bankerRatio', { ratio: num(winRatio(s)), percent: commissionPercent })}
                  </td>
                  <td>{settleSpot(s, EXAMPLE_STAKE, 'tie').outcome === 'push' ? t('rules.payouts.push') : t('rules.payouts.wins')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {banker.exception && banker.facts ? (
          <BankerExamples variant={variant} exception={banker.exception} facts={banker.facts} language={language} />
        ) : (
        <>
        <p>
          {t('rules.payouts.commission', {
            percent: BANKER_COMMISSION_PERCENT,
            stake: money(example.stake),
            gross: money(example.gross),
            commission: money(example.commission),
            returned: money(example.returned),
          })}
        </p>
        <p>
          {t('rules.payouts.rounding', {
            percent: BANKER_COMMISSION_PERCENT,
            gross: money(rounding.gross),
            exact: num((rounding.gross * BANKER_COMMISSION_PERCENT) / 100),
            commission: num(rounding.commission),
          })}
          {CHIPS_ROUND_EVENLY && ` ${t('rules.payouts.roundingChips')}`}
        </p>
        </>
        )}
        <p>{t('rules.payouts.tieNote', { ratio: TIE_PAYS })}</p>
        <p>{t('rules.payouts.pushNote')}</p>
      </section>

      <section aria-labelledby="rules-edge" data-testid="house-edge" data-decks={decks}>
        <h3 id="rules-edge">{t('rules.edge.title', { count: decks })}</h3>
        <p>{t('rules.edge.body', { count: decks })}</p>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('rules.edge.bet')}</th>
                <th scope="col">{t('rules.edge.winChance')}</th>
                <th scope="col">{t('rules.edge.edge')}</th>
                <th scope="col">{t('rules.edge.loss', { per: money(LOSS_PER) })}</th>
              </tr>
            </thead>
            <tbody>
              {SPOTS.map((s) => (
                <tr key={s} data-spot={s} data-edge={edgeOf(s)}>
                  <th scope="row">{spotName(s)}</th>
                  <td>{formatPercent(winOf(s), language)}</td>
                  <td>{formatEdge(edgeOf(s), language)}</td>
                  <td>{lossOf(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('rules.edge.tieChance', { tie: formatPercent(odds.probability.tie, language) })}</p>
      </section>

      <RulesBets decks={decks} odds={odds} variant={variant} language={language} />

      <section aria-labelledby="rules-mistakes">
        <h3 id="rules-mistakes">{t('rules.mistakes.title')}</h3>
        <ul className={styles.bullets}>
          <li>
            {t('rules.mistakes.systems', {
              cheapestEdge: formatEdge(edgeOf(cheapest), language),
              costliestEdge: formatEdge(edgeOf(costliest), language),
            })}
          </li>
          <li>
            {t('rules.mistakes.costliest', {
              costliest: spotName(costliest),
              costliestLoss: lossOf(costliest),
              cheapest: spotName(cheapest),
              cheapestLoss: lossOf(cheapest),
              per: money(LOSS_PER),
            })}
          </li>
          {/* Only where a commission is taken, and only while the figures bear it out. */}
          {commissionPercent > 0 && edgeOf('banker') < edgeOf('player') && (
          <li>
            {t('rules.mistakes.commission', {
              banker: formatPercent(winOf('banker'), language),
              player: formatPercent(winOf('player'), language),
              bankerLoss: lossOf('banker'),
              playerLoss: lossOf('player'),
              per: money(LOSS_PER),
            })}
          </li>
          )}
          <li>{t('rules.mistakes.streaks')}</li>
          <li>{t('rules.mistakes.chasing')}</li>
        </ul>
      </section>

      <section aria-labelledby="rules-keys" data-testid="shortcuts">
        <h3 id="rules-keys">{t('rules.keys.title')}</h3>
        <p>{t('rules.keys.intro')}</p>
        <dl className={styles.keys}>
          <div className={styles.keyRow}>
            <dt>{t('rules.keys.chips', { first: money(CHIP_VALUES[0]!), last: money(CHIP_VALUES[CHIP_VALUES.length - 1]!) })}</dt>
            <dd>
              <kbd>{shortcuts.chips[0]}</kbd>–<kbd>{shortcuts.chips[shortcuts.chips.length - 1]}</kbd>
            </dd>
          </div>
          {shortcuts.spots.map(([spot, keys]) => (
            <div key={spot} className={styles.keyRow}>
              <dt>{t('rules.keys.spot', { name: tTable(`spot.name.${spot}`) })}</dt>
              <dd>
                <Keys keys={keys} />
              </dd>
            </div>
          ))}
          {shortcuts.controls.map(([command, keys]) => (
            <div key={command} className={styles.keyRow}>
              <dt>{command === 'deal' ? t('rules.keys.deal', { deal: tTable('controls.deal'), rebetDeal: tTable('controls.rebetDeal') }) : tTable(`controls.${command}`)}</dt>
              <dd>
                <Keys keys={keys} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="rules-variants">
        <h3 id="rules-variants">{t('rules.variants.title')}</h3>
        <ul className={styles.bullets}>
          <li>{t('rules.variants.puntoBanco')}</li>
          <li>{t('rules.variants.mini')}</li>
          <li>{t('rules.variants.chemin')}</li>
          <li>{t('rules.variants.banque')}</li>
        </ul>
      </section>
    </div>
  );
}
