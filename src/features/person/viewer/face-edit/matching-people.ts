import type { Person } from '@/api';

/** Lower case without accents: "Zoë" is found by "zoe". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The people a face could be, for the typed `text`: named people only (an unnamed one cannot be
 * told apart by name), not `exceptId` (whose face it is now), names that start with the text
 * first, then names with a word that does, then the rest that contain it; in each group in the
 * list's own order (Immich's: most photos first).
 */
export function matchingPeople(people: readonly Person[], text: string, exceptId?: string): Person[] {
  const wanted = folded(text.trim());
  const ranked: Person[][] = [[], [], []];
  for (const person of people) {
    if (!person.name.trim() || person.id === exceptId) continue;
    const name = folded(person.name);
    if (!wanted || name.startsWith(wanted)) ranked[0]!.push(person);
    else if (name.split(/\s+/).some((word) => word.startsWith(wanted))) ranked[1]!.push(person);
    else if (name.includes(wanted)) ranked[2]!.push(person);
  }
  return ranked.flat();
}
