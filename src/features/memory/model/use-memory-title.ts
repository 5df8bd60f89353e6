import type { Memory } from '@/api';
import { useI18n } from '@/i18n';
import { memoryYearsAgo } from '@/lib/years-ago';

/** A memory's title in the reader's language: "3 years ago", "This year", or "A memory" when its dates are unreadable. */
export function useMemoryTitle(memory: Pick<Memory, 'memoryAt' | 'data'>): string {
  const { t } = useI18n();
  const years = memoryYearsAgo(memory.memoryAt, memory.data.year);
  return years === undefined ? t('app.memory.untitled') : t('app.memory.yearsAgo', { years });
}
