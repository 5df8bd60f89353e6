import { useMemo } from 'react';
import { useI18n } from '@/i18n';

/** Formats whole numbers (a photo's position, the count) in the reader's locale: "3", "٣". */
export function useNumberFormat(): (value: number) => string {
  const { formatLocale } = useI18n();
  return useMemo(() => {
    const format = new Intl.NumberFormat(formatLocale);
    return (value: number) => format.format(value);
  }, [formatLocale]);
}
