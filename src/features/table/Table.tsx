/**
 * The felt: limits, shoe, the two hands (Player left, Banker right), the result, the bet spots,
 * chip tray, controls and information bar. It renders the store and reveals the settled round.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { type BetKey, type Variant, SPOTS, VARIANTS, isSideBet, stakeOf, totalStake } from '../../engine/index.ts';
import { useTable } from '../../store/appStore.ts';
import { selectShoeOnFelt } from '../../store/board.ts';
import { betWon, selectLastRound } from '../../store/selectors.ts';
import { type TableGame, selectTableGame } from '../../store/tableGame.ts';
import type { Language, Notice } from '../../store/types.ts';
import type { TFunction } from 'i18next';
import { controlRefusals } from '../../store/tableStore.ts';
import { BetSpot } from './BetSpot.tsx';
import { type SpotPays, spotPays } from './spotPays.ts';
import { ChipTray } from './ChipTray.tsx';
import { Controls } from './Controls.tsx';
import { Dealer } from './Dealer.tsx';
import { InfoBar } from './InfoBar.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LimitsPlaque } from './LimitsPlaque.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import { OddsDialog } from '../odds/index.ts';
import { PracticeButton } from '../practice/index.ts';
import { LabButton } from '../lab/index.ts';
import { RefillOffer } from './RefillOffer.tsx';
import { ResponsiblePanel } from '../responsible/index.ts';
import { useResultText } from './ResultBanner.tsx';
import { Scoreboard } from '../scoreboard/index.ts';
import { SettingsDialog } from '../settings/index.ts';
import { ShoeStatus } from './ShoeStatus.tsx';
import { usePressThroughGuard } from './pressThrough.ts';
import { afterPress } from './afterPress.ts';
import { useHeld } from './useHeld.ts';
import { SHORTCUTS, ariaKeys, useShortcuts } from './shortcuts.ts';
import styles from './Table.module.css';

/** Notices that stay until dismissed: what happened to the stored table, and why this tab no longer plays. */
const STAYS: ReadonlySet<Notice['key']> = new Set(['storage-reset', 'storage-trimmed', 'storage-unsaved', 'newer-version']);

/** The id of the text that says why the spots and the dealer's buttons wait during the reveal. */
const WAIT_ID = 'pb-wait';

/** The payouts the spots and settings print, kept while the table, language and texts stay the same. */
let paysKept: { key: unknown[]; bankerPays: Record<Variant, string>; pays: Map<BetKey, SpotPays> } | undefined;
function paysOf(game: TableGame, lng: Language, t: TFunction) {
  const key = [game, lng, t];
  if (!paysKept || key.some((k, i) => k !== paysKept!.key[i])) {
    paysKept = {
      key,
      bankerPays: Object.fromEntries(VARIANTS.map((v) => [v, spotPays('banker', v, lng, t).text])) as Record<Variant, string>,
      pays: new Map(game.bets.map((bet) => [bet, spotPays(bet, game.variant, lng, t)])),
    };
  }
  return paysKept;
}

export function Table() {
  const { t } = useTranslation();
  const s = useTable(
    useShallow((st) => ({
      balance: st.balance,
      bets: st.bets,
      chip: st.chip,
      lastBets: st.lastBets,
      shoe: st.shoe,
      phase: st.phase,
      roundsPlayed: st.roundsPlayed,
      history: st.history,
      settings: st.settings,
      language: st.language,
      notice: st.notice,
      betSteps: st.betSteps,
      // A newer build's table in storage: the dealer's buttons show why they do nothing (controlRefusals).
      newerBuild: st.newerBuild,
    })),
  );
  const actions = useTable(
    useShallow((st) => ({
      selectChip: st.selectChip,
      placeChip: st.placeChip,
      clearBets: st.clearBets,
      deal: st.deal,
      rebet: st.rebet,
      rebetAndDeal: st.rebetAndDeal,
      undo: st.undo,
      double: st.double,
      finishReveal: st.finishReveal,
      setLanguage: st.setLanguage,
      updateSettings: st.updateSettings,
      newShoe: st.newShoe,
      dismissNotice: st.dismissNotice,
    })),
  );
  const last = selectLastRound(s);
  const game = selectTableGame(s.settings);
  // Why each dealer button would be refused now (null where it would act): the same object while
  // the reasons are the same, so the memoised buttons do not re-render for it.
  const refusalsNow = controlRefusals(s);
  const refusalsKey = JSON.stringify(refusalsNow);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const refusals = useMemo(() => refusalsNow, [refusalsKey]);
  const lng = s.language;
  // Whether SATS IGJEN has bets to place; in the reveal, as it was while betting (the store's last
  // bets are then this round's), so the buttons stay as they were until the round is shown.
  const hasLastBets = useHeld(s.lastBets !== null, s.phase === 'revealing');
  // The shoe status shows the shoe the round is dealt from until the round is shown: the store holds
  // the shoe after the round at GI, a fresh one (its burn, its number) when the cut card came out.
  const shoeSeen = useHeld(s.shoe, s.phase === 'revealing');
  const shoeOnFelt = selectShoeOnFelt(s);
  const settled = s.phase === 'settled' && last !== null;
  const result = useResultText(settled ? last : null, lng);

  // The debit happened at placement and the payout at GI; hold the payout back until it is seen.
  const revealing = s.phase === 'revealing' && last !== null;
  const shownBalance = revealing ? s.balance - last.settlement.returned : s.balance;
  const betOnTable = s.phase === 'betting' ? totalStake(s.bets) : (last?.settlement.staked ?? 0);
  const winnings = revealing ? 0 : (last?.settlement.returned ?? 0);
  // Taps still coming from the reveal must not deal again or start the next bet unseen.
  const { onPress, guard } = usePressThroughGuard(s.phase === 'revealing');
  // The deal and its render in a task after the press's (afterPress.ts); made once, so the memoised controls keep their handlers.
  const [deals] = useState(() => ({ deal: afterPress(actions.deal), rebetAndDeal: afterPress(actions.rebetAndDeal) }));
  const feltRef = useRef<HTMLElement>(null);
  useShortcuts(feltRef);

  // While the settings dialog is open the notice bar is behind it: its time runs from the close, so
  // a notice of chips handed back stands through the visit and gathers every change's (updateSettings).
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => {
    if (s.notice && STAYS.has(s.notice.key)) return;
    if (!s.notice || settingsOpen) return;
    const timer = setTimeout(actions.dismissNotice, 6000);
    return () => clearTimeout(timer);
  }, [s.notice, settingsOpen, actions.dismissNotice]);

  // During the reveal the spots and the dealer's buttons look and are announced unavailable, with
  // this reason (the store's guard is what refuses a press: betweenRounds in store/tableStore.ts).
  const waitingFor = s.phase === 'revealing' ? WAIT_ID : undefined;
  const sideSpots = game.bets.filter(isSideBet);
  // The same objects from render to render, so the memoised spots and settings do not re-render for them.
  const { bankerPays, pays } = paysOf(game, lng, t);
  const bankerExcept = pays.get('banker')!.except;
  /** What a spot shows: its stake (the last round's once dealt), its payout for this table, its result. */
  const spotProps = (spot: BetKey) => ({
    spot,
    amount: s.phase === 'betting' ? stakeOf(s.bets, spot) : stakeOf(last?.record.bets ?? s.bets, spot),
    pays: pays.get(spot)!,
    result: settled ? (last.settlement.spots.find((x) => x.spot === spot) ?? null) : null,
    // Lit where the bet won (a side bet too when nobody staked it, by that round's table type), as the winning hand's spot is.
    lit: settled && (isSideBet(spot) ? betWon(last, spot) : last.coup.winner === spot),
    language: lng,
    waitingFor,
    onPlace: guard(actions.placeChip),
  });

  // The table re-renders when the store changes (a bet, GI, the end of a reveal), not on the
  // reveal's moments (Dealer.tsx); props that stay equal keep the memoised parts from re-rendering.
  const { updateSettings } = actions;
  const onExplainToggle = useCallback((explain: boolean) => updateSettings({ explain }), [updateSettings]);

  const hint = s.phase !== 'betting' ? '' : totalStake(s.bets) > 0 ? t('hint.ready') : t('hint.start');

  return (
    <main ref={feltRef} className={styles.felt} data-testid="table" data-phase={s.phase} data-side-bets={game.sideBets || undefined}>
      <h1 className="pb-visually-hidden">{t('title')}</h1>
      {/* Tab order (issue 15): chips, spots, dealer controls first, then the rest; the felt's grid
          areas (Table.module.css) place each piece where it is seen. */}
      {/* A chip chosen by a tap meant for the reveal would change the next bet's stake unseen. */}
      <div className={styles.tray} onPointerDownCapture={onPress} onKeyDownCapture={onPress}>
        <ChipTray selected={s.chip} language={lng} onSelect={guard(actions.selectChip)} />
      </div>
      {/* The main spots, and the side bets when on, in the felt's one betting area. */}
      <div className={styles.bets}>
      <section
        className={styles.spots}
        aria-label={t('spot.groupLabel')}
        onPointerDownCapture={onPress}
        onKeyDownCapture={onPress}
      >
        {SPOTS.map((spot) => (
          <BetSpot key={spot} {...spotProps(spot)} keys={ariaKeys(SHORTCUTS[lng].spots[spot])} />
        ))}
        {/* A phone's Banker spot is too narrow for the case that pays otherwise (no commission,
            EZ): it is written out here, across the spots' width (the spot's name says it aloud). */}
        {bankerExcept && (
          <p className={styles.spotNote} aria-hidden="true" data-testid="banker-except">
            {bankerExcept}
          </p>
        )}
      </section>
      {/* Side bets: one compact row (two on an EZ phone) under the main spots. */}
      {game.sideBets && (
        <section
          className={styles.sideSpots}
          aria-label={t('spot.sideGroupLabel')}
          data-testid="side-spots"
          data-count={sideSpots.length}
          onPointerDownCapture={onPress}
          onKeyDownCapture={onPress}
        >
          {sideSpots.map((spot) => (
            <BetSpot key={spot} {...spotProps(spot)} />
          ))}
        </section>
      )}
      </div>

      <div className={styles.controls} onPointerDownCapture={onPress} onKeyDownCapture={onPress}>
        <Controls
          phase={s.phase}
          hasLastBets={hasLastBets}
          emptyTable={totalStake(s.bets) === 0}
          waitingFor={waitingFor}
          refusals={refusals}
          language={lng}
          onUndo={guard(actions.undo)}
          onDouble={guard(actions.double)}
          onDeal={guard(deals.deal)}
          onClear={guard(actions.clearBets)}
          onRebet={guard(actions.rebet)}
          onRebetAndDeal={guard(deals.rebetAndDeal)}
        />
      </div>
      <header className={styles.top}>
        <LimitsPlaque language={lng} sideBetLimits={game.sideBets ? s.settings.sideBetLimits : null} />
        <div className={styles.badges}>
          <span className={styles.playMoney} title={t('playMoneyLong')} data-testid="play-money">
            {t('playMoney')}
          </span>
          <span className={styles.age} aria-label={t('ageLimitLabel')}>
            {t('ageLimit')}
          </span>
        </div>
        <div className={styles.tools}>
          <LanguageSwitch language={lng} onChange={actions.setLanguage} />
          <PracticeButton language={lng} />
          <OddsDialog shoe={s.shoe} phase={s.phase} language={lng} variant={game.variant} bets={game.bets} />
          <LabButton language={lng} />
          <SettingsDialog
            settings={s.settings}
            seed={s.shoe.rng.kind === 'seeded' ? s.shoe.rng.seed : null}
            onChange={actions.updateSettings}
            onNewShoe={actions.newShoe}
            shoeLocked={s.phase === 'revealing'}
            bankerPays={bankerPays}
            language={lng}
            bets={s.bets}
            lastBets={s.lastBets}
            notice={s.notice}
            onOpenChange={setSettingsOpen}
            newerBuild={s.newerBuild}
          />
        </div>
        <div className={styles.shoe}>
          <ShoeStatus shoe={shoeSeen} number={shoeOnFelt} language={lng} />
        </div>
      </header>

      <Dealer
        phase={s.phase}
        last={last}
        settings={s.settings}
        language={lng}
        hint={hint}
        onPress={onPress}
        onRevealed={actions.finishReveal}
        onExplainToggle={onExplainToggle}
        decks={s.settings.decks}
        variant={game.variant}
        label={t('title')}
        waitId={waitingFor}
      />

      <div className="pb-visually-hidden" aria-live="polite" data-testid="announcer">
        {result ? `${result.headline}. ${result.money}.${result.sides ? ` ${result.sides}.` : ''}${result.cutCard ? ` ${result.cutCard}.` : ''}` : ''}
      </div>

      {/* The refill offer goes on the board, messages between the hands over the explanation's
          foot (Table.module.css): never over the top bar, the round's result, a card, a road, the
          chips, the spots or the dealer's buttons (issue 15). */}
      <div className={styles.boardArea}>
        <div className={styles.refill}>
          <RefillOffer />
        </div>
        <Scoreboard language={lng} />
        <div className={styles.notice}>
          <NoticeBar notice={s.notice} language={lng} onDismiss={actions.dismissNotice} />
        </div>
      </div>

      <div className={styles.info}>
        <InfoBar balance={shownBalance} bet={betOnTable} winnings={winnings} roundsPlayed={s.roundsPlayed} language={lng} />
      </div>
      <div className={styles.responsible}>
        <ResponsiblePanel />
      </div>
    </main>
  );
}
