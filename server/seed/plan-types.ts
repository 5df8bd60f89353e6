import type { ExifSpec, PhotoSpec, VideoSpec } from '../media/types';
import type { Camera, Place } from './catalog';

export type SeedSize = 'full' | 'small';
export type UserKey = 'demo' | 'maya' | 'jonas' | 'priya';

/** One asset of the generated library, before rendering. */
export interface PlannedAsset {
  id: string;
  owner: UserKey;
  fileName: string;
  /** UTC instant the picture was taken (ms) */
  takenMs: number;
  place: Place;
  /** null: the file carries no EXIF (WhatsApp-style) */
  camera: Camera | null;
  exif: ExifSpec | null;
  photo?: PhotoSpec;
  video?: VideoSpec;
  /** per drawn face, in order: the person's key, or null for a face nobody named */
  faceKeys: (string | null)[];
  isFavorite: boolean;
  isArchived: boolean;
  isTrashed: boolean;
  stack?: string;
  description: string | null;
}

/** `birthday` imitates Immich's open birthday memories; `trip` is a kind Keepsake does not know (ADR 100). */
export type MemoryKind = 'on_this_day' | 'birthday' | 'trip';

export interface PlannedMemory {
  id: string;
  type: MemoryKind;
  year: number;
  /** birthday memories: whose birthday (a key of `PEOPLE`) */
  personKey?: string;
  /** on this day: `YYYY-MM-DDT00:00:00.000Z`, the memory's day in the photos' own year; birthday: the birthday */
  memoryAt: string;
  /** the display window (what v2+ servers answer as `showAt`/`hideAt`) */
  showAt: string;
  hideAt: string;
  isSaved: boolean;
  /** when the server made it; absent: when the library was generated */
  createdAt?: string;
  /** stored (and answered by v1.106) in this order: arbitrary for on this day, newest first for birthdays */
  assetIds: string[];
}

export interface PlannedAlbum {
  id: string;
  owner: UserKey;
  name: string;
  description: string;
  isActivityEnabled: boolean;
  members: { user: UserKey; role: 'editor' | 'viewer' }[];
  assetIds: string[];
  createdAt: string;
}

export interface PlannedActivity {
  id: string;
  albumId: string;
  user: UserKey;
  assetId: string | null;
  type: 'comment' | 'like';
  comment: string | null;
  createdAt: string;
}

/** A person besides the demo user's catalogue (PEOPLE): another account's, or one found twice. */
export interface ExtraPerson {
  key: string;
  owner: UserKey;
  name: string;
  birthDate: string | null;
  isHidden: boolean;
}

export interface LibraryPlan {
  userIds: Record<UserKey, string>;
  /** every person's id by key: the catalogue's and the extra people's */
  personIds: Record<string, string>;
  /** people beyond PEOPLE (drawn by plan-people.ts) */
  extraPeople: ExtraPerson[];
  assets: PlannedAsset[];
  memories: PlannedMemory[];
  albums: PlannedAlbum[];
  activities: PlannedActivity[];
}
