/** Durations in words for the responsible-play texts ("1 time og 5 minutter", "30 minutter"). */
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes } from './session.ts';

/** Returns a formatter: long words (`long`) for the reminder, compact (`short`) for the clock. */
export function useDuration() {
  const { t } = useTranslation('responsible');
  return {
    long(ms: number): string {
      const { hours, minutes } = hoursAndMinutes(ms);
      const m = t('duration.minutes', { count: minutes });
      if (hours === 0) return m;
      const h = t('duration.hours', { count: hours });
      return minutes === 0 ? h : t('duration.both', { hours: h, minutes: m });
    },
    short(ms: number): string {
      const { hours, minutes } = hoursAndMinutes(ms);
      return hours === 0
        ? t('clock.minutes', { minutes })
        : t('clock.hours', { hours, minutes: String(minutes).padStart(2, '0') });
    },
  };
}
