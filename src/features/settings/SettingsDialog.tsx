/**
 * Table settings in a modal dialog: table type (variant), side bets, decks, reshuffle policy,
 * both-sides bets, speed, the squeeze, time reminder, seed.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Bets, DECK_COUNTS, MAX_SEED_LENGTH, RESHUFFLE_POLICIES, VARIANTS, refusesBothSides, sideBetsOf, stakeOf } from '../../engine/index.ts';
import { sideBetsClosedBy } from '../../store/tableGame.ts';
import type { Language, Notice, Settings } from '../../store/types.ts';
import { formatList, formatMoney } from '../../ui/format.ts';
import { noticeText, stakesText } from '../../ui/noticeText.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ReminderSetting } from '../responsible/index.ts';
import { SoundControls } from '../sound/index.ts';
import { cleanSeed } from '../../store/appStore.ts';
import styles from './SettingsDialog.module.css';
import { ToolFace, toolClass } from '../../ui/ToolFace.tsx';
import { SETTINGS_ICON } from './icon.ts';

interface SettingsDialogProps {
  settings: Settings;
  seed: string | null;
  onChange(patch: Partial<Settings>): void;
  onNewShoe(seed: string | null): void;
  /**
   * True while a round is being revealed: the shoe, the table type and the side bets cannot change
   * then (the store refuses it too).
   */
  shoeLocked: boolean;
  /** What each table type's Banker bet pays, as the felt prints it (read from the engine). */
  bankerPays: Readonly<Record<(typeof VARIANTS)[number], string>>;
  /** The table's language, for joining names into a list. */
  language: Language;
  /** The chips on the table, øre: the dialog says what a change of table type would do to them. */
  bets: Bets;
  /** SATS IGJEN's bets (the last round's), øre, or null: the dialog says which of them a change drops. */
  lastBets?: Bets | null;
  /**
   * The store's notice: one that names side bets handed back by a change made here is shown in
   * the dialog (the notice bar is behind it), until the dialog closes.
   */
  notice: Notice | null;
  /** Told when the dialog opens and closes: the table holds its notice while the dialog hides it. */
  onOpenChange?(open: boolean): void;
  /** Storage holds a newer build's table: the store refuses every change, and the dialog says why. */
  newerBuild?: boolean;
}

export function SettingsDialog({ settings, seed, onChange, onNewShoe, shoeLocked, bankerPays, language, bets, lastBets = null, notice, onOpenChange, newerBuild = false }: SettingsDialogProps) {
  const { t } = useTranslation();
  // Its own texts come with its chunk (the settings namespace), not with the first load.
  const { t: ts } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [seedText, setSeedText] = useState(seed ?? '');
  // The code as it would be used: what the button, Enter and the "not used yet" line all read.
  const typedSeed = cleanSeed(seedText);
  // The side bets the chosen table type has, as the engine lists them, by their spots' names.
  const sideBets = formatList(sideBetsOf(settings.variant).map((k) => t(`spot.name.${k}`)), language);
  // A notice of chips handed back, or of a new shoe shuffled, from a change made since the dialog
  // opened (the store's seq grows): said in the dialog, as the notice bar is behind it.
  const [saidHere, setSaidHere] = useState<{ since: number; notice: Notice | null }>({ since: 0, notice: null });
  const sayHere = notice?.key === 'side-bets-returned' || notice?.key === 'new-shoe';
  if (open && sayHere && notice.seq > saidHere.since && notice.seq !== saidHere.notice?.seq) setSaidHere({ ...saidHere, notice });
  // What a change would do with the chips down: side bets the other table lacks go back (as the
  // store's updateSettings hands them back), and a Banker bet is paid as that table pays.
  const bankerStake = stakeOf(bets, 'banker');
  // And the last round's side bets the other table lacks, which SATS IGJEN then leaves out (the
  // store drops them from its last bets, returnClosedSideBets).
  const ifChosen = (patch: Pick<Settings, 'variant' | 'sideBets'>, key: 'ifChange' | 'ifSideBetsOff') => {
    const closed = sideBetsClosedBy(bets, patch);
    const dropped = lastBets ? sideBetsClosedBy(lastBets, patch) : [];
    const notes = [
      closed.length > 0 ? ts(key, stakesText(t, closed, language)) : null,
      dropped.length > 0 ? ts('ifChangeRebet', { bets: formatList(dropped.map(({ key: k }) => t(`spot.name.${k}`)), language) }) : null,
    ].filter(Boolean);
    return notes.length > 0 ? notes.join(' ') : null;
  };
  const sideBetsOffNote = settings.sideBets ? ifChosen({ variant: settings.variant, sideBets: false }, 'ifSideBetsOff') : null;
  // Chips on both Player and Banker keep the switch on (the store refuses to turn it off): said here,
  // where the player presses it, not in the notice behind the dialog.
  const bothSidesKept = settings.allowBothSides && refusesBothSides(bets, { ...settings, allowBothSides: false });
  return (
    <>
      <button
        type="button"
        className={toolClass(SETTINGS_ICON)}
        onClick={() =>
          // Opened once the sound controls (the sound's chunk, loaded on a first press) are in:
          // arriving after the dialog had opened, they made it grow, and centred on a tall screen
          // it jumped. Should their chunk fail, it opens anyway (they report where they render).
          SoundControls.whenLoaded(() => {
            setSeedText(seed ?? '');
            setSaidHere({ since: notice?.seq ?? 0, notice: null });
            setOpen(true);
            onOpenChange?.(true);
          })
        }
      >
        {/* On a phone a gear, so the top bar's tools share one line; the name stays the text. */}
        <ToolFace label={t('tools.settings')} icon={SETTINGS_ICON} />
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          onOpenChange?.(false);
        }}
        title={ts('title')}
        titleId="settings-title"
        closeLabel={ts('close')}
        keepMounted
        classes={{ dialog: styles.dialog, body: styles.body, close: styles.close }}
      >
        {/* Said here, not behind the dialog where the store's refusal notice would show. */}
        {newerBuild && (
          <p role="status" className={styles.locked} data-testid="settings-newer">
            {t('notice.newer-version')}
          </p>
        )}
        {shoeLocked && (
          <p role="status" id="pb-settings-locked" className={styles.locked}>
            {t('notice.settings-locked')}
          </p>
        )}
        {/* What a change made here handed back, said here: the notice bar is behind the dialog. */}
        {saidHere.notice && (
          <p role="status" className={styles.returned} data-testid="settings-returned">
            {noticeText(t, saidHere.notice, language)}
          </p>
        )}
        <fieldset className={styles.column} disabled={shoeLocked} aria-describedby={shoeLocked ? 'pb-settings-locked' : undefined}>
          <legend>{ts('variant')}</legend>
          {VARIANTS.map((v) => {
            const other = v !== settings.variant;
            const note = other && [ifChosen({ variant: v, sideBets: settings.sideBets }, 'ifChange'), bankerStake > 0 ? ts('ifChangeBanker', { amount: formatMoney(bankerStake, language) }) : null].filter(Boolean).join(' ');
            return (
              <label key={v} className={styles.option}>
                <input type="radio" name="variant" value={v} checked={!other} onChange={() => onChange({ variant: v })} />
                <span>
                  {ts(`variant-${v}`)} <span className={styles.detail}>{ts('bankerPays', { pays: bankerPays[v] })}</span>
                  {note && (
                    <span className={styles.note} data-testid={`variant-note-${v}`}>
                      {note}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
        {/* A group of its own: the switch is not a fourth table type. */}
        <fieldset className={styles.column} disabled={shoeLocked} aria-describedby={shoeLocked ? 'pb-settings-locked' : undefined}>
          <legend>{ts('sideBetsGroup')}</legend>
          <label className={styles.option}>
            <input type="checkbox" name="sideBets" checked={settings.sideBets} onChange={(e) => onChange({ sideBets: e.target.checked })} />
            <span>
              {ts('sideBets')} <span className={styles.detail}>{ts('sideBetsHint', { bets: sideBets })}</span>
              {sideBetsOffNote && (
                <span className={styles.note} data-testid="side-bets-note">
                  {sideBetsOffNote}
                </span>
              )}
            </span>
          </label>
        </fieldset>
        <fieldset disabled={shoeLocked}>
          <legend>{ts('decks')}</legend>
          {DECK_COUNTS.map((d) => (
            <label key={d}>
              <input type="radio" name="decks" checked={settings.decks === d} onChange={() => onChange({ decks: d })} />
              {ts('deckCount', { count: d })}
            </label>
          ))}
        </fieldset>
        <fieldset disabled={shoeLocked}>
          <legend>{ts('policy')}</legend>
          {RESHUFFLE_POLICIES.map((p) => (
            <label key={p}>
              <input type="radio" name="policy" checked={settings.policy === p} onChange={() => onChange({ policy: p })} />
              {ts(`policy-${p}`)}
            </label>
          ))}
        </fieldset>
        <label className={bothSidesKept ? styles.option : undefined}>
          <input
            type="checkbox"
            checked={settings.allowBothSides}
            aria-describedby={bothSidesKept ? 'pb-both-sides-kept' : undefined}
            onChange={(e) => onChange({ allowBothSides: e.target.checked })}
          />
          <span>
            {ts('allowBothSides')}
            {bothSidesKept && (
              <span id="pb-both-sides-kept" className={styles.note} data-testid="both-sides-note">
                {ts('allowBothSidesKept')}
              </span>
            )}
          </span>
        </label>
        <label>
          <input type="checkbox" checked={settings.fast} onChange={(e) => onChange({ fast: e.target.checked })} />
          {ts('fast')}
        </label>
        <label>
          <input type="checkbox" checked={settings.squeeze} onChange={(e) => onChange({ squeeze: e.target.checked })} />
          {ts('squeeze')}
        </label>
        <ReminderSetting value={settings.reminderMinutes} onChange={(reminderMinutes) => onChange({ reminderMinutes })} />
        {/* Loaded when the settings are first opened (the sound code is not part of the first load). */}
        {open && (
          // Its own boundary: the other settings show at once while the sound controls load.
          <Suspense fallback={null}>
            <SoundControls.Part title={t('sound.title')} switchLabel={t('sound.switch')} volumeLabel={t('sound.volume')} />
          </Suspense>
        )}
        <div className={styles.seed}>
          <label htmlFor="pb-seed">{ts('seed')}</label>
          <input
            id="pb-seed"
            type="text"
            maxLength={MAX_SEED_LENGTH}
            value={seedText}
            onChange={(e) => setSeedText(e.target.value)}
            // Enter shuffles with the code, as the button does (it closed the dialog and dropped the code).
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (!shoeLocked) onNewShoe(typedSeed);
            }}
            aria-describedby="pb-seed-hint pb-seed-pending"
          />
          <p id="pb-seed-hint">{ts('seedHint')}</p>
          {/* A code typed but not used says so: closing the dialog keeps the shoe in play. */}
          <p id="pb-seed-pending" className={styles.pending} aria-live="polite" data-testid="seed-pending">
            {typedSeed !== seed ? ts('seedPending', { button: ts('applySeed') }) : ''}
          </p>
          <button type="button" disabled={shoeLocked} onClick={() => onNewShoe(typedSeed)}>
            {ts('applySeed')}
          </button>
        </div>
      </Modal>
    </>
  );
}
