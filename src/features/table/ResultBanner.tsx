/**
 * The result of a settled round: who won with the totals, what the player won or lost, and each
 * side bet's outcome on a line of its own.
 */
import { useTranslation } from 'react-i18next';
import { isSideBet } from '../../engine/index.ts';
import { formatMoney, formatSignedMoney } from '../../ui/format.ts';
import type { RoundView } from '../../store/selectors.ts';
import type { Language } from '../../store/types.ts';
import styles from './ResultBanner.module.css';

/** The result in words, as shown and announced. */
export function useResultText(
  view: RoundView | null,
  language: Language,
): {
  headline: string;
  winner: string;
  natural: string | null;
  money: string;
  sides: string | null;
  /** The side bets in one amount, "(Sidespill: +1 100 kr)" (a phone's result line; `sides` is read out). */
  sidesNet: { text: string; net: number } | null;
  cutCard: string | null;
} | null {
  const { t } = useTranslation();
  if (!view) return null;
  const { coup, settlement } = view;
  const totals = { player: coup.playerTotal, banker: coup.bankerTotal };
  const winner = t(`result.${coup.winner}`, totals);
  const natural = coup.natural ? t('result.natural') : null;
  const headline = winner + (natural ? ` (${natural})` : '');
  const pushedSpots = settlement.spots.filter((s) => s.outcome === 'push');
  const pushed = pushedSpots.map((s) => t(`spot.name.${s.spot}`));
  // Why the stakes came back is the settlement's: a Tie, or a total that pushes (the EZ table's
  // Banker win with a three-card 7, its pushTotal), as the explain steps read it.
  const pushTotal = pushedSpots.find((s) => s.pushTotal !== undefined)?.pushTotal;
  // With bets on more than one spot the net is a sum ("i alt" / "totalt"), so a loss on one spot
  // beside the commission on another does not read as if the commission caused the loss.
  const several = settlement.spots.length > 1;
  let money: string;
  if (settlement.net > 0) money = t(several ? 'result.wonTotal' : 'result.won', { amount: formatMoney(settlement.net, language) });
  else if (settlement.net < 0) money = t(several ? 'result.lostTotal' : 'result.lost', { amount: formatMoney(-settlement.net, language) });
  else if (pushed.length === 0) money = t('result.even');
  else {
    const spots = pushed.join(` ${t('result.and')} `);
    money = pushTotal !== undefined ? t('result.pushThreeCardSeven', { spots, total: pushTotal }) : t('result.push', { spots });
  }
  if (settlement.commission > 0) money += ` · ${t('result.commission', { amount: formatMoney(settlement.commission, language) })}`;
  // Each side bet by name: what it won or lost, or that its stake came back.
  const sideSpots = settlement.spots.filter((x) => isSideBet(x.spot));
  const sideNet = sideSpots.reduce((sum, x) => sum + x.net, 0);
  // Named as the side-bet spots' row is ("Sidespill" / "Sidospel"), in brackets as a part of the sum
  // before it: "Du vant 10 kr i alt · Sidespill: −70 kr" read as a loss of 60 kr.
  const sidesNet =
    sideSpots.length > 0
      ? { text: t('result.sidesOfTotal', { name: t('spot.sideGroupLabel'), amount: formatSignedMoney(sideNet, language) }), net: sideNet }
      : null;
  const sideParts = sideSpots.map((x) => {
    const name = t(`spot.name.${x.spot}`);
    if (x.outcome === 'push') return t('result.sidePush', { name });
    return t(x.net > 0 ? 'result.sideWon' : 'result.sideLost', { name, amount: formatMoney(Math.abs(x.net), language) });
  });
  const sides = sideParts.length > 0 ? sideParts.join(' · ') : null;
  // The cut card is announced with the result it ends the shoe with, not only beside the shoe.
  const cutCard = view.record.cutCardOut ? t('shoe.cutCard') : null;
  return { headline, winner, natural, money, sides, sidesNet, cutCard };
}

/** The result of `view`; `stale` dims it once a new bet is being placed. */
export function ResultBanner({ view, language, stale = false }: { view: RoundView; language: Language; stale?: boolean }) {
  const text = useResultText(view, language);
  if (!text) return null;
  return (
    <div className={styles.banner} data-testid="outcome" data-outcome={view.coup.winner} data-stale={stale || undefined} data-sides={text.sides ? true : undefined}>
      <strong className={styles.headline}>
        {/* Each part kept whole: a narrow banner breaks between them, never inside "9 mot 2". */}
        <span className={styles.nowrap}>{text.winner}</span>
        {/* Smaller, so the headline fits one line on a phone; the space before it (outside the
            unbreakable parts) is where a narrow banner breaks. */}
        {text.natural && (
          <>
            {' '}
            <span className={styles.natural}>({text.natural})</span>
          </>
        )}
      </strong>
      <span className={styles.moneyLine}>
        <span className={`${styles.money} pb-money`} data-net={view.settlement.net}>{text.money}</span>
        {/* Where the list below is not drawn (a phone with side bets), the side bets in one amount
            on this line; the space before it is where a narrow banner breaks. */}
        {text.sidesNet && (
          <span className={styles.sidesNet} data-sides="net" data-testid="side-result-net" data-value={text.sidesNet.net}>
            {' '}
            <span className="pb-money">{text.sidesNet.text}</span>
          </span>
        )}
      </span>
      {text.sides && (
        // data-sides: what the felt's phone layout (Table.module.css) styles; the test id is for tests.
        <span className={`${styles.sides} pb-money`} data-sides="list" data-testid="side-result">
          {text.sides}
        </span>
      )}
      {text.cutCard && (
        <span className={styles.cut} data-testid="cut-card-out">
          {text.cutCard}
        </span>
      )}
    </div>
  );
}
