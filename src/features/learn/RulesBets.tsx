/**
 * The rules page's table types and side bets: each in a few words, with its paytable line by line
 * and its exact house edge for a full shoe of the table's decks. The paytables are the engine's
 * (`paytable`, payouts.ts) and the edges its exact analysis (`analyzeShoe`, odds.ts): nothing
 * here states a payout or a figure of its own (src/engine/RULES.md § Table variants, § Side bets).
 */
import { useTranslation } from 'react-i18next';
import {
  type BetKey,
  type DeckCount,
  type PaytableLine,
  type ShoeOdds,
  type SideBet,
  type Variant,
  SIDE_BETS,
  VARIANTS,
  handOfBet,
  offersBet,
  paytable,
} from '../../engine/index.ts';
import { formatEdge, formatList, formatRatio } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import styles from './RulesContent.module.css';

/** Whether two paytables read the same, line by line. */
const samePaytable = (a: readonly PaytableLine[], b: readonly PaytableLine[]) => JSON.stringify(a) === JSON.stringify(b);

/** Player and Tie are paid alike at every table type when the engine's paytables say so. */
const MAIN_ALIKE = (['player', 'tie'] as const).every((k) => VARIANTS.every((v) => samePaytable(paytable(k, v), paytable(k, VARIANTS[0]))));

/** The variants a side bet is offered at. */
const variantsOf = (key: SideBet) => VARIANTS.filter((v) => offersBet(v, key));

interface PaytableProps {
  bet: BetKey;
  variant: Variant;
  language: Language;
}

/** A bet's paytable: one row per line, then "anything else: lost" when a coup can lose the bet. */
function Paytable({ bet, variant, language }: PaytableProps) {
  const { t } = useTranslation('learn');
  const hand = (l: PaytableLine) => t(`spotName.${l.hand ?? handOfBet(bet) ?? 'tie'}`);
  const when = (l: PaytableLine): string => {
    switch (l.when) {
      case 'win':
        // Only these bets have a plain `win` line (the others' lines name their totals or margins).
        return t(`rules.paytable.win.${bet as 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair' | 'eitherPair'}`);
      case 'tie':
        return t('rules.paytable.tie');
      case 'winWithTotal':
        return t(l.threeCards ? 'rules.paytable.winWithTotalThree' : 'rules.paytable.winWithTotal', { hand: hand(l), total: l.total });
      case 'winWithNatural':
        return t('rules.paytable.winWithNatural', { hand: hand(l) });
      case 'naturalTie':
        return t('rules.paytable.naturalTie');
      case 'winByMargin':
        return t('rules.paytable.winByMargin', { hand: hand(l), count: l.margin });
    }
  };
  const pays = (l: PaytableLine): string => {
    if (l.pays === null) return t('rules.paytable.push');
    if (l.commissionPercent === 0) return formatRatio(l.pays, language);
    return t('rules.paytable.commission', {
      pays: formatRatio(l.pays, language),
      percent: l.commissionPercent,
      net: formatRatio(l.pays, language, l.commissionPercent),
    });
  };
  const lines = paytable(bet, variant);
  return (
    <table className={styles.table} data-testid={`paytable-${variant}-${bet}`}>
      <thead>
        <tr>
          <th scope="col">{t('rules.paytable.when')}</th>
          <th scope="col">{t('rules.paytable.pays')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i} data-pays={l.pays ? l.pays.join(':') : 'push'}>
            <td>{when(l)}</td>
            <td>{pays(l)}</td>
          </tr>
        ))}
        <tr data-pays="lose">
          <td>{t('rules.paytable.otherwise')}</td>
          <td>{t('rules.paytable.lose')}</td>
        </tr>
      </tbody>
    </table>
  );
}

interface RulesBetsProps {
  decks: DeckCount;
  /** The exact analysis of a full shoe of `decks` decks. */
  odds: ShoeOdds;
  /** The table's own variant, marked in the list. */
  variant: Variant;
  language: Language;
}

export function RulesBets({ decks, odds, variant, language }: RulesBetsProps) {
  const { t } = useTranslation('learn');
  // Said only when the engine's figures bear it out for this shoe.
  const edgeOf = (key: BetKey, v: Variant) => odds.variants[v][key]!.houseEdge;
  const sideHigher = VARIANTS.every((v) => {
    const side = SIDE_BETS.filter((k) => offersBet(v, k)).map((k) => edgeOf(k, v));
    const main = (['player', 'banker'] as const).map((k) => edgeOf(k, v));
    return Math.min(...side) > Math.max(...main);
  });
  const edgeLine = (key: BetKey, v: Variant) => {
    const edge = edgeOf(key, v);
    return (
      <p className={styles.small} data-testid={`rules-edge-${v}-${key}`} data-value={edge} data-decks={decks}>
        {t('rules.bets.edge', { count: decks, edge: formatEdge(edge, language) })}
      </p>
    );
  };

  return (
    <>
      <section aria-labelledby="rules-tables" data-testid="rules-tables">
        <h3 id="rules-tables">{t('rules.tables.title')}</h3>
        <p>{t('rules.tables.intro')}</p>
        {MAIN_ALIKE && <p>{t('rules.tables.sameMain')}</p>}
        {VARIANTS.map((v) => (
          <div key={v} className={styles.bet} data-variant={v}>
            <h4>
              {t(`rules.tables.name.${v}`)}
              {v === variant && <span className={styles.here}>{t('rules.tables.thisTable')}</span>}
            </h4>
            <p>{t(`rules.tables.about.${v}`)}</p>
            <Paytable bet="banker" variant={v} language={language} />
            {edgeLine('banker', v)}
          </div>
        ))}
      </section>

      <section aria-labelledby="rules-sidebets" data-testid="rules-sidebets">
        <h3 id="rules-sidebets">{t('rules.sideBets.title')}</h3>
        <p>{t('rules.sideBets.intro')}</p>
        {sideHigher && <p>{t('rules.sideBets.higher')}</p>}
        {SIDE_BETS.map((key) => {
          const at = variantsOf(key);
          const v = at.includes(variant) ? variant : at[0]!;
          return (
            <div key={key} className={styles.bet} data-bet={key}>
              <h4>
                {t(`spotName.${key}`)}
                {at.length < VARIANTS.length && (
                  <span className={styles.only}>{t('rules.sideBets.only', { tables: formatList(at.map((x) => t(`rules.tables.name.${x}`)), language) })}</span>
                )}
              </h4>
              <p>{t(`rules.sideBets.about.${key}`)}</p>
              <Paytable bet={key} variant={v} language={language} />
              {edgeLine(key, v)}
            </div>
          );
        })}
      </section>
    </>
  );
}
