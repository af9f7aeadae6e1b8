/** The chip tray: one radio button per chip value, named by its value ("10 kr"). */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHIP_VALUES } from '../../engine/index.ts';
import { formatMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import { Chip } from '../../ui/Chip.tsx';
import { chipKey } from './shortcuts.ts';
import styles from './ChipTray.module.css';

interface ChipTrayProps {
  selected: number;
  language: Language;
  onSelect(value: number): void;
}

export const ChipTray = memo(function ChipTray({ selected, language, onSelect }: ChipTrayProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.tray}>
      <legend className="pb-visually-hidden">{t('chips.label')}</legend>
      {CHIP_VALUES.map((v, i) => (
        <label key={v} className={styles.option} data-selected={v === selected || undefined}>
          <input
            type="radio"
            name="chip"
            className={styles.input}
            value={v}
            checked={v === selected}
            aria-label={formatMoney(v, language)}
            aria-keyshortcuts={chipKey(i)}
            onChange={() => onSelect(v)}
          />
          <Chip value={v} className={styles.chip} />
        </label>
      ))}
    </fieldset>
  );
});
