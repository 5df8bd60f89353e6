import type { Person } from '@/api';

/** What a merge does to the kept person's name and birth date (Immich keeps its own where it has them). */
export interface MergeSummary {
  /** the name the kept person takes from another (it had none), or `undefined`: it keeps its own */
  name: string | undefined;
  /** `kept`: it keeps its own birth date; `undefined` with `birthDateFrom` unset: nobody has one */
  birthDate: 'kept' | undefined;
  /** the label of the person whose birth date the kept one takes */
  birthDateFrom: string | undefined;
}

/**
 * The kept person keeps its name and birth date where it has them, else takes the first of the
 * others' (in order: the survivor-first list of v3.2.1 does the same).
 */
export function mergeSummary(kept: Person, others: readonly Person[], label: (person: Person) => string): MergeSummary {
  const named = kept.name ? undefined : others.find((p) => p.name);
  const dated = kept.birthDate ? undefined : others.find((p) => p.birthDate);
  return {
    name: named?.name,
    birthDate: kept.birthDate ? 'kept' : undefined,
    birthDateFrom: dated ? label(dated) : undefined,
  };
}
