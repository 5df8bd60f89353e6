// What `npm run test:container` asks of a running Keepsake, over HTTP as a browser would: the
// app's page and its script, signing in with the demo account, and a memory, a person and an album
// with one of their pictures. Each check is a name and either nothing (passed) or why it failed.

/** The demo account (server/seed/catalog.ts). */
export const DEMO_EMAIL = 'demo@keepsake.test';
export const DEMO_PASSWORD = 'keepsake';

/** fetch with a timeout; never throws (a network error is status 0 with the reason as text). */
export async function get(url, init = {}) {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const type = res.headers.get('content-type') ?? '';
    const body = type.startsWith('image/') || type.startsWith('video/') ? await res.arrayBuffer() : await res.text();
    return { status: res.status, type, body, headers: res.headers };
  } catch (error) {
    return { status: 0, type: '', body: String(error?.cause?.message ?? error?.message ?? error), headers: new Headers() };
  }
}

/** Signs in; the session cookie ("name=value"), or throws with the answer. */
export async function signIn(base) {
  const res = await get(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('immich_access_token='));
  if (res.status !== 201 || !cookie) throw new Error(`sign-in answered ${res.status}: ${String(res.body).slice(0, 200)}`);
  return cookie;
}

/** The JSON at `path` with the session, or throws with what came instead. */
async function json(base, path, cookie) {
  const res = await get(`${base}${path}`, { headers: { cookie } });
  if (res.status !== 200 || !res.type.includes('json')) throw new Error(`${path} answered ${res.status} ${res.type}: ${String(res.body).slice(0, 200)}`);
  return JSON.parse(res.body);
}

/** A picture at `path` with the session, or throws. */
async function picture(base, path, cookie) {
  const res = await get(`${base}${path}`, { headers: { cookie } });
  if (res.status !== 200 || !res.type.startsWith('image/') || res.body.byteLength < 100) throw new Error(`${path} answered ${res.status} ${res.type} (${res.body.byteLength ?? 0} bytes)`);
}

/** Runs `fn`; undefined when it passed, else the reason. */
async function check(fn) {
  try {
    await fn();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The checks of one running Keepsake at `base`, in order: [name, failure or undefined][]. */
export async function appChecks(base) {
  const results = [];
  let cookie = '';
  results.push(['the app: / is its page, its script loads, /memories too', await check(async () => {
    for (const path of ['/', '/memories']) {
      const page = await get(`${base}${path}`);
      if (page.status !== 200 || !page.body.includes('<div id="root">')) throw new Error(`${path} answered ${page.status} without the app's page`);
    }
    const page = await get(`${base}/`);
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    if (!script) throw new Error('no module script in the page');
    const js = await get(`${base}${script}`);
    if (js.status !== 200 || !js.type.startsWith('text/javascript')) throw new Error(`${script} answered ${js.status} ${js.type}`);
  })]);
  results.push([`signs in as ${DEMO_EMAIL}`, await check(async () => {
    cookie = await signIn(base);
    const me = await json(base, '/api/users/me', cookie);
    if (me.email !== DEMO_EMAIL) throw new Error(`/api/users/me is ${me.email}`);
  })]);
  results.push(['a memory and its first photo', await check(async () => {
    const memories = await json(base, '/api/memories', cookie);
    const memory = memories.find((m) => m.assets?.length > 0);
    if (!memory) throw new Error(`none of ${memories.length} memories has photos`);
    const one = await json(base, `/api/memories/${memory.id}`, cookie);
    await picture(base, `/api/assets/${one.assets[0].id}/thumbnail`, cookie);
  })]);
  results.push(['a person, their face and their photos', await check(async () => {
    const { people } = await json(base, '/api/people', cookie);
    const person = people.find((p) => p.name);
    if (!person) throw new Error(`none of ${people.length} people has a name`);
    await json(base, `/api/people/${person.id}`, cookie);
    await picture(base, `/api/people/${person.id}/thumbnail`, cookie);
  })]);
  results.push(['an album, its photos and its comments', await check(async () => {
    const albums = await json(base, '/api/albums', cookie);
    const album = albums.find((a) => a.assetCount > 0);
    if (!album) throw new Error(`none of ${albums.length} albums has photos`);
    const full = await json(base, `/api/albums/${album.id}`, cookie);
    await picture(base, `/api/assets/${full.assets[0].id}/thumbnail`, cookie);
    await json(base, `/api/activities?albumId=${album.id}`, cookie);
  })]);
  return { results, cookie };
}
