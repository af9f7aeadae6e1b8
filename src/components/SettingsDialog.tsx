/** Table settings in a modal dialog: decks, reshuffle policy, both-sides bets, speed, time reminder, seed. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECK_COUNTS, MAX_SEED_LENGTH, RESHUFFLE_POLICIES } from '../engine/index.ts';
import type { Settings } from '../store/types.ts';
import { Modal } from './Modal.tsx';
import { ReminderSetting } from './ReminderSetting.tsx';
import styles from './SettingsDialog.module.css';
import tool from './ToolButton.module.css';

interface SettingsDialogProps {
  settings: Settings;
  seed: string | null;
  onChange(patch: Partial<Settings>): void;
  onNewShoe(seed: string | null): void;
}

export function SettingsDialog({ settings, seed, onChange, onNewShoe }: SettingsDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [seedText, setSeedText] = useState(seed ?? '');
  return (
    <>
      <button
        type="button"
        className={tool.button}
        onClick={() => {
          setSeedText(seed ?? '');
          setOpen(true);
        }}
      >
        {t('settings.open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('settings.title')}
        titleId="settings-title"
        closeLabel={t('settings.close')}
        keepMounted
        classes={{ dialog: styles.dialog, body: styles.body, close: styles.close }}
      >
        <fieldset>
          <legend>{t('settings.decks')}</legend>
          {DECK_COUNTS.map((d) => (
            <label key={d}>
              <input type="radio" name="decks" checked={settings.decks === d} onChange={() => onChange({ decks: d })} />
              {t('settings.deckCount', { count: d })}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('settings.policy')}</legend>
          {RESHUFFLE_POLICIES.map((p) => (
            <label key={p}>
              <input type="radio" name="policy" checked={settings.policy === p} onChange={() => onChange({ policy: p })} />
              {t(`settings.policy-${p}`)}
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" checked={settings.allowBothSides} onChange={(e) => onChange({ allowBothSides: e.target.checked })} />
          {t('settings.allowBothSides')}
        </label>
        <label>
          <input type="checkbox" checked={settings.fast} onChange={(e) => onChange({ fast: e.target.checked })} />
          {t('settings.fast')}
        </label>
        <ReminderSetting value={settings.reminderMinutes} onChange={(reminderMinutes) => onChange({ reminderMinutes })} />
        <div className={styles.seed}>
          <label htmlFor="pb-seed">{t('settings.seed')}</label>
          <input
            id="pb-seed"
            type="text"
            maxLength={MAX_SEED_LENGTH}
            value={seedText}
            onChange={(e) => setSeedText(e.target.value)}
            aria-describedby="pb-seed-hint"
          />
          <p id="pb-seed-hint">{t('settings.seedHint')}</p>
          <button type="button" onClick={() => onNewShoe(seedText.trim() || null)}>
            {t('settings.applySeed')}
          </button>
        </div>
      </Modal>
    </>
  );
}
