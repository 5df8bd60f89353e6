import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from './lib/prng';
import { openTestLibrary, type TestLibrary } from './test/library';
import { demoApiKey } from './seed/write-db';

let lib: TestLibrary;
let ids: string[] = [];
beforeAll(async () => {
  lib = await openTestLibrary();
  const pick = (sql: string): string[] => (lib.db.prepare(sql).all() as { id: string }[]).map((r) => r.id);
  ids = [...pick('SELECT id FROM albums'), ...pick('SELECT id FROM assets LIMIT 5'), ...pick('SELECT id FROM people LIMIT 6'), ...pick('SELECT id FROM faces LIMIT 4'), ...pick('SELECT id FROM memories LIMIT 2'), ...pick('SELECT id FROM activities LIMIT 3')];
});
afterAll(() => lib.close());

/** Random and malformed input: ids, bodies, headers, query strings. None may give a 5xx. */
describe('fuzz', () => {
  it('answers 400 random requests without a single 5xx', () => fuzz(lib, 424242, []));

  it('in v3 mode too, with its own endpoints (faces, timeline, memories for a day)', async () => {
    const v3 = await openTestLibrary({ api: 'v3' });
    try {
      await fuzz(v3, 737373, [
        (idLike) => `/api/faces?id=${idLike()}`,
        (idLike) => `/api/timeline/buckets?albumId=${idLike()}&personId=${idLike()}&visibility=${idLike()}&order=${idLike()}&isFavorite=${idLike()}`,
        (idLike) => `/api/timeline/bucket?albumId=${idLike()}&timeBucket=${idLike()}&order=${idLike()}`,
        (idLike) => `/api/timeline/bucket?timeBucket=${idLike()}`,
        (idLike) => `/api/memories?for=${idLike()}`,
        (idLike) => `/api/albums?isOwned=${idLike()}&isShared=${idLike()}`,
        () => '/api/server-info/version',
        (idLike) => `/api/people?page=${idLike()}&size=${idLike()}&withHidden=${idLike()}`,
        () => '/api/people/merge',
        (idLike) => `/api/faces/${idLike()}`,
        () => '/api/faces',
      ], 600);
    } finally {
      v3.close();
    }
  });
});

/** `runs` random requests; at least 50 of them must reach a handler's validation (400). */
async function fuzz(lib: TestLibrary, seed: number, extraPaths: ((idLike: () => string) => string)[], runs = 400): Promise<void> {
  const rng = createRng(seed);
  const junk = (): unknown =>
    rng.pick<() => unknown>([
      () => null,
      () => rng.int(-1e9, 1e9),
      () => rng.next(),
      () => '',
      () => 'x'.repeat(rng.int(1, 6000)),
      () => '\u0000\ud800💥<script>',
      () => rng.uuid(),
      () => rng.pick(ids),
      () => [rng.uuid(), 1, null],
      () => ({ nested: { deep: [1, { a: 'b' }] } }),
      () => true,
      () => '2026-13-45T99:99:99Z',
      () => 'NaN',
    ])();
  const encode = (text: string): string => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%E0%A4%A'; // a malformed escape is an input too
    }
  };
  const idLike = (): string => encode(String(rng.pick<unknown>([rng.uuid(), rng.pick(ids), 'abc', '', '%', '..', '5e1f5e1f-ffff-4000-8000-ffffffffffff', junk()])));
  const paths = [
    () => `/api/memories/${idLike()}`,
    () => '/api/memories',
    () => `/api/people/${idLike()}/assets`,
    () => `/api/people/${idLike()}`,
    () => `/api/people/${idLike()}/thumbnail`,
    () => `/api/people?withHidden=${idLike()}`,
    () => `/api/assets/${idLike()}`,
    () => `/api/assets/${idLike()}/thumbnail?size=${idLike()}`,
    () => `/api/assets/${idLike()}/original`,
    () => `/api/assets/${idLike()}/video/playback`,
    () => `/api/albums/${idLike()}?withoutAssets=${idLike()}`,
    () => `/api/albums?shared=${idLike()}`,
    () => `/api/activities?albumId=${idLike()}&assetId=${idLike()}&type=${idLike()}&level=${idLike()}`,
    () => `/api/activities/statistics?albumId=${idLike()}`,
    () => '/api/activities',
    () => `/api/activities/${idLike()}`,
    () => '/api/search/metadata',
    () => '/api/auth/login',
    () => '/api/keepsake/synthetic-person',
    () => `/api/users/${idLike()}/profile-image`,
    () => '/api/people',
    () => `/api/people/${idLike()}/merge`,
    () => `/api/people/${idLike()}/statistics`,
    () => `/api/search/person?name=${idLike()}&withHidden=${idLike()}`,
    () => `/api/faces/${idLike()}`,
    () => `/api/faces?id=${idLike()}`,
    () => `/api/${idLike()}`,
    ...extraPaths.map((path) => () => path(idLike)),
  ];
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
  const statuses = new Map<number, number>();
  for (let i = 0; i < runs; i++) {
    const path = rng.pick(paths)();
    const method = rng.pick(methods);
    const headers: Record<string, string> = {};
    const auth = rng.int(0, 5);
    if (auth < 4) headers['x-api-key'] = demoApiKey(rng.pick(['demo', 'maya', 'jonas', 'priya']));
    else if (auth === 4) headers.authorization = `Bearer ${String(junk()).replace(/[^\x20-\x7e]/g, '?')}`;
    if (rng.chance(0.2)) headers.range = rng.pick(['bytes=0-0', 'bytes=-5', 'bytes=9-1', 'bytes=abc', 'items=0-1', 'bytes=999999999-']);
    if (rng.chance(0.3)) headers['content-type'] = rng.pick(['application/json', 'text/plain', 'application/json; charset=utf-16', 'multipart/form-data']);
    let body: string | undefined;
    if (method !== 'GET' && rng.chance(0.8)) {
      const shape = rng.int(0, 3);
      const obj: Record<string, unknown> = {};
      for (const k of ['albumId', 'assetId', 'type', 'comment', 'isSaved', 'seenAt', 'personIds', 'page', 'size', 'withExif', 'email', 'password', 'count', ...(extraPaths.length ? ['visibility', 'albumIds'] : [])]) if (rng.chance(0.5)) obj[k] = junk();
      if (obj.type === undefined && rng.chance(0.5)) obj.type = rng.pick(['comment', 'like']);
      if (rng.chance(0.3)) obj.albumId = rng.pick(ids);
      // people and faces: their fields, sometimes with ids of the library
      for (const k of ['name', 'birthDate', 'isHidden', 'isFavorite', 'featureFaceAssetId', 'ids', 'people', 'id', 'force', 'personId', 'x', 'width', 'imageWidth']) if (rng.chance(0.15)) obj[k] = rng.chance(0.3) ? rng.pick(ids) : junk();
      if (rng.chance(0.1)) obj.ids = [rng.pick(ids), rng.pick(ids)];
      if (obj.count !== undefined && typeof obj.count === 'number') obj.count = Math.min(Math.abs(obj.count), 50);
      body = shape === 0 ? JSON.stringify(obj) : shape === 1 ? JSON.stringify(junk()) : shape === 2 ? '{"broken": ' : JSON.stringify(obj).slice(0, rng.int(0, 40));
      headers['content-type'] ??= 'application/json';
    }
    const res = await lib.app.request(path, { method, headers, body });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    expect(res.status, `${method} ${path} ${body ?? ''}`).toBeLessThan(500);
  }
  // the run really reached the handlers, not just the auth check
  expect(statuses.get(200)).toBeGreaterThan(0);
  expect(statuses.get(400)).toBeGreaterThan(50);
  expect(statuses.get(401)).toBeGreaterThan(0);
  const ping = await lib.call('GET', '/api/server/ping', { user: null });
  expect(ping.status).toBe(200);
}
