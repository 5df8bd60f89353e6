import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import { dateTimeFormat } from '@/lib/intl-formats';
import styles from './frame.module.css';

/** The time now, again at the start of each minute (one timer). */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setTimeout(() => setNow(Date.now()), 60_000 - (Date.now() % 60_000) + 50);
    return () => window.clearTimeout(timer);
  }, [now]);
  return now;
}

/** The time and the day, in the reader's locale, on the frame's opposite corner to the caption. */
export function FrameClock({ shift }: { shift: string }) {
  const { formatLocale } = useI18n();
  const now = useMinute();
  return (
    <p className={styles.clock} style={{ translate: shift }}>
      <time className={styles.clockTime} dateTime={new Date(now).toISOString()}>
        {dateTimeFormat(formatLocale, { timeStyle: 'short' }).format(now)}
      </time>
      <span>{dateTimeFormat(formatLocale, { weekday: 'long', day: 'numeric', month: 'long' }).format(now)}</span>
    </p>
  );
}
