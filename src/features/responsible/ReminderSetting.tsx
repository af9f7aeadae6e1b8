/** The time-reminder choice for the settings dialog: off, every 30 or every 60 minutes. */
import { useTranslation } from 'react-i18next';
import { REMINDER_CHOICES, type ReminderMinutes } from '../../store/types.ts';

export function ReminderSetting({ value, onChange }: { value: ReminderMinutes; onChange(minutes: ReminderMinutes): void }) {
  const { t } = useTranslation('responsible');
  return (
    <fieldset>
      <legend>{t('setting.legend')}</legend>
      {REMINDER_CHOICES.map((m) => (
        <label key={m}>
          <input type="radio" name="reminder" checked={value === m} onChange={() => onChange(m)} />
          {m === 0 ? t('setting.off') : t('setting.every', { count: m })}
        </label>
      ))}
    </fieldset>
  );
}
