import type { ServerVersion } from './schemas/server';

/**
 * What one Immich server can do and how it wants to be asked, derived from its version alone
 * (`GET /server/version`). The query layer reads these; views never see a version. Shape
 * tolerance in the schemas stays the safety net for servers that differ from their version's rule.
 */
export interface ServerCapabilities {
  /** the version the rules were derived from */
  version: ServerVersion;
  /** `GET /people/{id}/assets` exists (removed in v1.118: a person's photos come from `POST /search/metadata`) */
  hasPersonAssetsEndpoint: boolean;
  /** an asset's `people[]` carry their `faces` (until v3); from v3 on, boxes come only from `GET /faces?id=` */
  hasFacesOnAsset: boolean;
  /** `GET /albums/{id}` carries the album's `assets` (until v3); from v3 on, photos come from the timeline with `albumId` */
  hasAlbumAssets: boolean;
  /**
   * How `GET /memories` is asked for today's memories: `none` (v1: no `for`; the list has only
   * today's anyway), `date-time` (v3.0.0–3.0.2: an ISO date-time with offset), `date`
   * (v2 and v3.0.3+: `YYYY-MM-DD`; a date-time is a 400 from v3.0.3 on).
   */
  memoriesFor: 'none' | 'date-time' | 'date';
  /**
   * What else `GET /memories` takes: `none` (before v1.127: no query at all), `filters` (v1.127+:
   * `isSaved`, `isTrashed`, `type`), `ordered` (v2.3+: also `order` and `size`, a limit), `paged`
   * (v3.2+: also `page`, pages of `size`). What a server ignores, the query layer filters itself.
   */
  memorySearch: 'none' | 'filters' | 'ordered' | 'paged';
  /** `GET /memories/statistics` (v1.135+): the number of memories a search would answer */
  hasMemoryStatistics: boolean;
  /** searches take `visibility` (v2+); without `visibility: "timeline"` they return archived photos too */
  hasVisibility: boolean;
  /** spec-required asset fields this version removed on purpose: absent, they are not drift */
  removedAssetFields: ReadonlySet<string>;
  /** the verb that changes a person: `PUT /people/{id}` (deprecated from v3.0), `PATCH` from v3.0 */
  personUpdate: 'PUT' | 'PATCH';
  /**
   * How people are merged: `survivor` (`POST /people/{keepId}/merge` `{ids: others}`) or `list`
   * (v3.2.1+: `POST /people/merge` `{ids: [keepId, ...others]}`, the survivor first), and the status
   * of success (201 up to v1.137, 200 from v1.138).
   */
  personMerge: { endpoint: 'survivor' | 'list'; status: 200 | 201 };
  /** `PUT /people` `{people: [...]}` changes many people in one request (v2+; before, one by one) */
  hasBulkPersonUpdate: boolean;
  /** `POST /faces` and `DELETE /faces/{id}` exist (v1.127+) */
  hasFaceEdits: boolean;
  /** people carry `isFavorite`, and it can be set (v1.126+) */
  hasPersonFavorite: boolean;
  /** `GET /people` takes `page` and `size` (v1.110+; before, the whole list in one answer) */
  hasPeoplePaging: boolean;
  /** `DELETE /people/{id}` exists (v1.136+) */
  hasPersonDelete: boolean;
}

/** `a` is at or after `major.minor.patch`. */
function atLeast(a: ServerVersion, major: number, minor = 0, patch = 0): boolean {
  if (a.major !== major) return a.major > major;
  if (a.minor !== minor) return a.minor > minor;
  return a.patch >= patch;
}

const REMOVED_IN_V2 = ['stackCount', 'smartInfo', 'resized'];
const REMOVED_IN_V3 = [...REMOVED_IN_V2, 'deviceAssetId', 'deviceId', 'unassignedFaces'];

/** The capability rules per version (see `capabilities.test.ts` for the table). */
export function capabilitiesOf(version: ServerVersion): ServerCapabilities {
  const v2 = atLeast(version, 2);
  const v3 = atLeast(version, 3);
  let memoriesFor: ServerCapabilities['memoriesFor'] = 'none';
  if (v3 && !atLeast(version, 3, 0, 3)) memoriesFor = 'date-time';
  else if (v2) memoriesFor = 'date';
  let memorySearch: ServerCapabilities['memorySearch'] = 'none';
  if (atLeast(version, 3, 2)) memorySearch = 'paged';
  else if (atLeast(version, 2, 3)) memorySearch = 'ordered';
  else if (atLeast(version, 1, 127)) memorySearch = 'filters';
  return {
    version,
    hasPersonAssetsEndpoint: !atLeast(version, 1, 118),
    hasFacesOnAsset: !v3,
    hasAlbumAssets: !v3,
    memoriesFor,
    memorySearch,
    hasMemoryStatistics: atLeast(version, 1, 135),
    hasVisibility: v2,
    removedAssetFields: new Set(v3 ? REMOVED_IN_V3 : v2 ? REMOVED_IN_V2 : []),
    personUpdate: v3 ? 'PATCH' : 'PUT',
    personMerge: { endpoint: atLeast(version, 3, 2, 1) ? 'list' : 'survivor', status: atLeast(version, 1, 138) ? 200 : 201 },
    hasBulkPersonUpdate: v2,
    hasFaceEdits: atLeast(version, 1, 127),
    hasPersonFavorite: atLeast(version, 1, 126),
    hasPeoplePaging: atLeast(version, 1, 110),
    hasPersonDelete: atLeast(version, 1, 136),
  };
}

/** "Immich 3.2.2": the server as the user menu names it. */
export function describeServerVersion({ major, minor, patch }: ServerVersion): string {
  return `Immich ${major}.${minor}.${patch}`;
}
