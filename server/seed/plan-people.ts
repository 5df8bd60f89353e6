import type { Rng } from '../lib/prng';
import { agesOf, bornBy } from './ages';
import { FOUND_TWICE, PEOPLE, STRANGER_LOOKS } from './catalog';
import type { ExtraPerson, PlannedAsset, PlannedMemory, UserKey } from './plan-types';

/**
 * People of the other accounts: the faces on their photos drawn with a stranger look become that
 * owner's person (the demo user sees those photos in shared albums, the faces without a person).
 * Looks not listed here stay faces the server found and nobody named.
 */
const OTHER_PEOPLE: readonly (ExtraPerson & { look: number })[] = [
  { key: 'maya-daniel', owner: 'maya', name: 'Daniel Chen', birthDate: '1988-04-11', isHidden: false, look: 0 },
  { key: 'maya-unnamed', owner: 'maya', name: '', birthDate: null, isHidden: false, look: 1 },
  { key: 'jonas-lena', owner: 'jonas', name: 'Lena Weber', birthDate: null, isHidden: false, look: 0 },
  { key: 'priya-hana', owner: 'priya', name: 'Hana Sato', birthDate: '1992-10-02', isHidden: false, look: 1 },
  { key: 'priya-ravi', owner: 'priya', name: 'Ravi Natarajan', birthDate: null, isHidden: false, look: 2 },
];

/** The same person found twice: an unnamed person holding some of Leo's faces (the same drawn face). */
const SPLIT_OF = FOUND_TWICE.of;
const SPLIT: ExtraPerson = { key: FOUND_TWICE.key, owner: 'demo', name: '', birthDate: null, isHidden: false };

/** How many of the demo user's photos get a face the server found but assigned to no one. */
const UNASSIGNED = { full: 6, small: 2 } as const;

const curatable = (a: PlannedAsset, inMemories: Set<string>): boolean => !!a.photo && a.owner === 'demo' && !a.isTrashed && !a.isArchived && !a.stack && !inMemories.has(a.id);

/**
 * What people curation acts on, drawn after the rest of the library (with its own random numbers,
 * so everything else stays as it was for a seed): unassigned faces on the demo user's photos, a
 * person split in two, and people owned by the other accounts. Changes `assets` in place.
 */
export function planCuration(rng: Rng, assets: PlannedAsset[], memories: readonly PlannedMemory[], size: 'full' | 'small'): { people: ExtraPerson[]; ids: Record<string, string> } {
  const inMemories = new Set(memories.flatMap((m) => m.assetIds));
  const people: ExtraPerson[] = [SPLIT, ...OTHER_PEOPLE.map(({ look: _look, ...p }) => p)];
  const ids = Object.fromEntries(people.map((p) => [p.key, rng.uuid()]));

  // every third of Leo's photos (outside memories) shows him as the unnamed second person
  const birthdays = new Set(memories.filter((m) => m.type === 'birthday').flatMap((m) => m.assetIds));
  const leo = assets.filter((a) => curatable(a, birthdays) && a.faceKeys.includes(SPLIT_OF));
  leo.forEach((a, i) => {
    if (i % 3 === 1 || (leo.length < 4 && i === leo.length - 1 && i > 0)) a.faceKeys = a.faceKeys.map((k) => (k === SPLIT_OF ? SPLIT.key : k));
  });

  // a library too small for that: Leo's face, drawn once more, found as the second person
  const spare = assets.find((a) => curatable(a, inMemories) && a.faceKeys.length <= 2 && !a.faceKeys.includes(SPLIT_OF) && bornBy(SPLIT_OF, a.takenMs, a.place));
  if (!assets.some((a) => a.faceKeys.includes(SPLIT.key)) && spare) {
    const photo = spare.photo!;
    spare.photo = { ...photo, faces: [...photo.faces, PEOPLE.find((p) => p.key === SPLIT_OF)!.look], ages: agesOf([...spare.faceKeys, SPLIT.key], spare.takenMs, spare.place) };
    spare.faceKeys = [...spare.faceKeys, SPLIT.key];
  }

  // a stranger in the background of a few photos with at most two faces
  const hosts = assets.filter((a) => curatable(a, inMemories) && a.faceKeys.length <= 2 && !a.faceKeys.includes(SPLIT.key));
  for (let n = 0; n < UNASSIGNED[size] && hosts.length > 0; n++) {
    const [host] = hosts.splice(rng.int(0, hosts.length - 1), 1);
    host!.photo = { ...host!.photo!, faces: [...host!.photo!.faces, STRANGER_LOOKS[n % STRANGER_LOOKS.length]!], ages: agesOf([...host!.faceKeys, null], host!.takenMs, host!.place) };
    host!.faceKeys = [...host!.faceKeys, null];
  }

  // each of them on at least one photo of their owner's
  for (const p of OTHER_PEOPLE) {
    const theirs = assets.filter((a) => a.owner === p.owner && a.photo && !a.isTrashed);
    const look = STRANGER_LOOKS[p.look]!;
    const host = theirs.find((a) => a.photo!.faces.length < 3);
    if (!theirs.some((a) => a.photo!.faces.includes(look)) && host) {
      host.photo = { ...host.photo!, faces: [...host.photo!.faces, look], ages: agesOf([...host.faceKeys, null], host.takenMs, host.place) };
      host.faceKeys = [...host.faceKeys, null];
    }
  }
  for (const a of assets.filter((x) => x.owner !== 'demo' && x.photo)) {
    a.faceKeys = a.faceKeys.map((key, i) => key ?? ownerPerson(a.owner, a.photo!.faces[i])?.key ?? null);
  }
  return { people, ids };
}

function ownerPerson(owner: UserKey, look: unknown): ExtraPerson | undefined {
  const index = STRANGER_LOOKS.findIndex((l) => l === look);
  return OTHER_PEOPLE.find((p) => p.owner === owner && p.look === index);
}
