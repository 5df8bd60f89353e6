import { useI18n } from '@/i18n';
import { formatFullDateTime, formatRelativeTime } from '@/lib/relative-time';
import { useNow } from './use-now';

/** Props of {@link RelativeTimeLabel}. */
export interface RelativeTimeLabelProps {
  /** ISO 8601 instant. */
  dateTime: string;
}

/** "5 minutes ago", ticking; the full date on hover (title) and for screen readers, in the reader's locale. */
export function RelativeTimeLabel({ dateTime }: RelativeTimeLabelProps) {
  const { formatLocale } = useI18n();
  const now = useNow();
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return null;
  const full = formatFullDateTime(date, formatLocale);
  return (
    <time dateTime={date.toISOString()} title={full}>
      <span aria-hidden="true">{formatRelativeTime(date, now, formatLocale)}</span>
      <span className="visually-hidden">{full}</span>
    </time>
  );
}
