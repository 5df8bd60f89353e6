import { Hono, type Context } from 'hono';
import { albumRole } from '../http/access';
import { noAccess } from '../http/errors';
import type { ApiEnv } from '../http/types';
import { Checks, optionalBoolean, optionalEnum, optionalUuid } from '../http/validate';
import { ASSET_SELECT, type AssetRow } from '../mappers/asset';
import { durationMs, uprightSize, visibilityOf, VISIBILITIES, visibilitySql, type Visibility } from '../mappers/asset-v3';
import type { PersonRow } from '../mappers/person';
import { personSeq, syntheticIndexesTakenIn, syntheticMonthCounts, syntheticRowAndFace } from '../synthetic';

/**
 * v3's timeline (mounted in v3 mode only), the way Immich's own web app pages through a library,
 * an album or a person a month at a time: `GET /timeline/buckets` lists the months
 * (`[{timeBucket: "YYYY-MM-01", count}]`), `GET /timeline/bucket?timeBucket=` answers one month as
 * column arrays, without EXIF. Months are those of `localDateTime`; within one, newest
 * `fileCreatedAt` first (`order=asc` turns both round).
 */
export const timelineRoutes = new Hono<ApiEnv>();

interface Filters {
  albumId?: string;
  personId?: string;
  visibility?: Visibility;
  isFavorite?: boolean;
  order: 'asc' | 'desc';
}

function readFilters(c: Context<ApiEnv>, checks: Checks): Filters {
  const q = c.req.query();
  return {
    albumId: optionalUuid(checks, 'albumId', q.albumId),
    personId: optionalUuid(checks, 'personId', q.personId),
    visibility: optionalEnum(checks, 'visibility', q.visibility, VISIBILITIES),
    isFavorite: optionalBoolean(checks, 'isFavorite', q.isFavorite, true),
    order: optionalEnum(checks, 'order', q.order, ['asc', 'desc'] as const) ?? 'desc',
  };
}

/** `YYYY-MM-01` (a date-time is read as its date): the month it names, as `[from, to)` prefixes of `YYYY-MM-DD`. */
function readBucket(checks: Checks, value: string | undefined): { from: string; to: string } | undefined {
  const m = value === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12 || Number(m[3]) < 1 || Number(m[3]) > 31) {
    checks.add('timeBucket must be a valid ISO 8601 date string (YYYY-MM-DD)');
    return undefined;
  }
  const year = Number(m[1]);
  const next = month === 12 ? `${String(year + 1).padStart(4, '0')}-01` : `${m[1]}-${String(month + 1).padStart(2, '0')}`;
  return { from: `${m[1]}-${m[2]}-01`, to: `${next}-01` };
}

/** What the filters select: rows of the library, or one of the benchmark's synthetic people. */
type Scope = { kind: 'rows'; where: string[]; args: unknown[] } | { kind: 'synthetic'; person: PersonRow; empty: boolean };

function scopeOf(c: Context<ApiEnv>, f: Filters): Scope {
  const db = c.get('db');
  const me = c.get('user').id;
  const where = ['a.is_trashed = 0', visibilitySql(f.visibility)];
  const args: unknown[] = [];
  if (f.albumId) {
    if (!albumRole(db, me, f.albumId)) throw noAccess('album.read');
    where.push('a.id IN (SELECT asset_id FROM album_assets WHERE album_id = ?)');
    args.push(f.albumId);
  } else {
    where.push('a.owner_id = ?');
    args.push(me);
  }
  if (f.personId) {
    const person = db.prepare('SELECT * FROM people WHERE id = ? AND owner_id = ?').get(f.personId, me) as PersonRow | undefined;
    if (!person) throw noAccess('person.read');
    if (person.synthetic_count > 0) {
      // synthetic assets are on the timeline, in no album, and not favourites
      const empty = f.albumId !== undefined || (f.visibility !== undefined && f.visibility !== 'timeline') || f.isFavorite === true;
      return { kind: 'synthetic', person, empty };
    }
    where.push('a.id IN (SELECT asset_id FROM faces WHERE person_id = ?)');
    args.push(f.personId);
  }
  if (f.isFavorite !== undefined) {
    where.push('a.is_favorite = ?');
    args.push(Number(f.isFavorite));
  }
  return { kind: 'rows', where, args };
}

timelineRoutes.get('/timeline/buckets', (c) => {
  const checks = new Checks();
  const f = readFilters(c, checks);
  checks.throwIfAny();
  const scope = scopeOf(c, f);
  const dir = f.order === 'asc' ? 'ASC' : 'DESC';
  if (scope.kind === 'synthetic') return c.json(scope.empty ? [] : syntheticBuckets(scope.person, f.order));
  const rows = c
    .get('db')
    .prepare(`SELECT substr(a.local_date_time, 1, 7) AS month, count(*) AS n FROM assets a WHERE ${scope.where.join(' AND ')} GROUP BY month ORDER BY month ${dir}`)
    .all(...scope.args) as { month: string; n: number }[];
  return c.json(rows.map((r) => ({ timeBucket: `${r.month}-01`, count: r.n })));
});

timelineRoutes.get('/timeline/bucket', (c) => {
  const checks = new Checks();
  const f = readFilters(c, checks);
  const bucket = readBucket(checks, c.req.query('timeBucket'));
  checks.throwIfAny();
  const scope = scopeOf(c, f);
  let rows: AssetRow[];
  if (scope.kind === 'synthetic') {
    rows = scope.empty ? [] : syntheticRowsIn(c, scope.person, bucket!);
    if (f.order === 'asc') rows.reverse();
  } else {
    const dir = f.order === 'asc' ? 'ASC' : 'DESC';
    rows = c
      .get('db')
      .prepare(`${ASSET_SELECT} WHERE ${scope.where.join(' AND ')} AND a.local_date_time >= ? AND a.local_date_time < ? ORDER BY a.file_created_at ${dir}, a.id ${dir}`)
      .all(...scope.args, bucket!.from, bucket!.to) as AssetRow[];
  }
  return c.json(columnsOf(rows));
});

/** One month as column arrays: the keys and their order as Immich v2.7.5 answers. */
function columnsOf(rows: AssetRow[]) {
  const pick = <T>(f: (r: AssetRow) => T): T[] => rows.map(f);
  return {
    city: pick((r) => r.city),
    country: pick((r) => r.country),
    duration: pick(durationMs),
    id: pick((r) => r.id),
    visibility: pick(visibilityOf),
    isFavorite: pick((r) => r.is_favorite === 1),
    isImage: pick((r) => r.type === 'IMAGE'),
    isTrashed: pick((r) => r.is_trashed === 1),
    livePhotoVideoId: pick((): string | null => null),
    // the UTC instant without its zone; localOffsetHours says how far local time is from it
    fileCreatedAt: pick((r) => r.file_created_at.slice(0, 19)),
    localOffsetHours: pick((r) => Math.round((Date.parse(r.local_date_time) - Date.parse(r.file_created_at)) / 36_000) / 100),
    ownerId: pick((r) => r.owner_id),
    projectionType: pick((r) => r.projection_type),
    ratio: pick(ratioOf),
    status: pick((r) => (r.is_trashed === 1 ? 'trashed' : 'active')),
    thumbhash: pick((r) => r.thumbhash),
  };
}

/** Width over height as shown, to 3 decimals (1 when the size is unknown). */
function ratioOf(r: AssetRow): number {
  const { width, height } = uprightSize(r);
  return width && height ? Math.round((width / height) * 1000) / 1000 : 1;
}

function syntheticBuckets(person: PersonRow, order: 'asc' | 'desc'): { timeBucket: string; count: number }[] {
  const buckets = syntheticMonthCounts(person).map((m) => ({ timeBucket: m.month, count: m.count }));
  return order === 'asc' ? buckets.reverse() : buckets;
}

function syntheticRowsIn(c: Context<ApiEnv>, person: PersonRow, bucket: { from: string; to: string }): AssetRow[] {
  const db = c.get('db');
  const seq = personSeq(db, person.id);
  const { first, end } = syntheticIndexesTakenIn(person, Date.parse(`${bucket.from}T00:00:00Z`), Date.parse(`${bucket.to}T00:00:00Z`));
  const rows: AssetRow[] = [];
  for (let i = first; i < end; i++) {
    const found = syntheticRowAndFace(db, person, seq, i);
    if (found) rows.push(found.row);
  }
  return rows;
}
