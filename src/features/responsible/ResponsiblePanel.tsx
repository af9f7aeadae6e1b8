/**
 * Responsible play on the table: the session clock, a note that no real money can be won, and
 * the help line of the language as a plain link. Owns the session (sessionStorage, so a reload
 * continues it) and shows the time reminder when it is due. Nothing here deals or bets.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useTable } from '../../store/appStore.ts';
import {
  type Session,
  type SessionStorageLike,
  isReminderDue,
  loadOrStartSession,
  restartReminder,
  saveSession,
  sessionElapsed,
  sessionNet,
} from './session.ts';
import { SessionReminder } from './SessionReminder.tsx';
import { cue } from '../sound/index.ts';
import { useDuration } from './useDuration.ts';
import { useNow } from './useNow.ts';
import { OPENED } from './opened.ts';
import styles from './ResponsiblePanel.module.css';

/** The browser's sessionStorage, or null where it is blocked. */
function browserSessionStorage(): SessionStorageLike | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function ResponsiblePanel() {
  const { t } = useTranslation('responsible');
  const duration = useDuration();
  const s = useTable(
    useShallow((st) => ({
      balance: st.balance,
      bets: st.bets,
      refilled: st.refilled,
      phase: st.phase,
      minutes: st.settings.reminderMinutes,
      language: st.language,
    })),
  );
  const now = useNow(1000);
  const [session, setSession] = useState<Session>(() => loadOrStartSession(browserSessionStorage(), OPENED.at, OPENED.table));

  const update = (next: Session) => {
    saveSession(browserSessionStorage(), next);
    setSession(next);
  };

  // A changed interval counts from the moment it was changed.
  const minutesSeen = useRef(s.minutes);
  useEffect(() => {
    if (minutesSeen.current === s.minutes) return;
    minutesSeen.current = s.minutes;
    setSession((prev) => {
      const next = restartReminder(prev, Date.now());
      saveSession(browserSessionStorage(), next);
      return next;
    });
  }, [s.minutes]);

  const elapsed = sessionElapsed(session, now);
  // Not in the middle of a reveal: the net result would give the outcome away.
  const due = isReminderDue(session, s.minutes, now) && s.phase !== 'revealing';
  useEffect(() => {
    if (due) cue('reminder');
  }, [due]);

  return (
    <section className={styles.panel} aria-label={t('label')} data-testid="responsible">
      <p className={styles.clock}>
        <span>{t('clock.label')}</span>{' '}
        <time data-testid="session-clock" data-value={elapsed} dateTime={`PT${Math.floor(elapsed / 60_000)}M`}>
          {duration.short(elapsed)}
        </time>
      </p>
      <p className={styles.note}>{t('noRealMoney')}</p>
      <p className={styles.help}>
        {t('help.lead')}{' '}
        <a href={t('help.url')} data-testid="help-line">
          {t('help.name')}
        </a>
      </p>
      <SessionReminder
        open={due}
        elapsedMs={elapsed}
        net={sessionNet(session, s)}
        language={s.language}
        onDismiss={() => update(restartReminder(session, Date.now()))}
      />
    </section>
  );
}
