/** The language switch (nb/sv), a select labelled "Språk". */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../store/types.ts';
import hidden from '../../ui/visuallyHidden.module.css';
import styles from './LanguageSwitch.module.css';

export const LanguageSwitch = memo(function LanguageSwitch({ language, onChange }: { language: Language; onChange(l: Language): void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.switch}>
      {/* On a narrow phone for assistive technology only, so the top bar's tools share one line. */}
      <span className={hidden.onPhone}>{t('language.label')}</span>
      <select value={language} onChange={(e) => onChange(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
});
