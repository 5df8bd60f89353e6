import { useQuery } from '@tanstack/react-query';
import { personQueries, type Memory, type Person } from '@/api';
import { t, useI18n } from '@/i18n';
import { formatWallClockDate } from '@/lib/wall-clock';
import { memoryYearsAgo } from '@/lib/years-ago';

type Titled = Pick<Memory, 'type' | 'memoryAt' | 'data'>;

/**
 * The person a birthday memory is about (`GET /people/{id}`, cached with the person pages), or
 * `undefined` for other kinds, while loading, or when the person cannot be read.
 */
export function useBirthdayPerson(memory: Titled): Person | undefined {
  const personId = memory.type === 'birthday' ? memory.data.personId : undefined;
  const person = useQuery({ ...personQueries.detail(personId ?? ''), enabled: personId !== undefined, retry: false });
  return personId === undefined ? undefined : person.data;
}

/**
 * A memory's title in the reader's language, by kind: "3 years ago" (on this day), "Leo’s
 * birthdays" (a birthday memory; "Birthdays" until or unless the person's name is known), and for a
 * kind this app does not know, its date ("24 November 2019"). "A memory" when its dates are unreadable.
 */
export function useMemoryTitle(memory: Titled): string {
  const { formatLocale } = useI18n();
  const person = useBirthdayPerson(memory);
  return memoryTitle(memory, formatLocale, person?.name);
}

/**
 * {@link useMemoryTitle} for a memory whose person (a birthday memory's) is known or not needed:
 * called while rendering (the current language), without a query per call.
 */
export function memoryTitle(memory: Titled, formatLocale: string, personName: string | undefined): string {
  if (memory.type === 'birthday') return personName ? t('app.memory.birthdaysOf', { name: personName }) : t('app.memory.birthdays');
  if (memory.type === 'unknown') return formatWallClockDate(memory.memoryAt, formatLocale) ?? t('app.memory.untitled');
  const years = memoryYearsAgo(memory.memoryAt, memory.data.year);
  return years === undefined ? t('app.memory.untitled') : t('app.memory.yearsAgo', { years });
}
