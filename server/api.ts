import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DemoApi } from './config';
import type { Db } from './db/open';
import { newCorrelationId } from './lib/ids';
import { authMiddleware } from './http/auth';
import { correlationHeader, errorBody, HttpError } from './http/errors';
import type { ApiEnv } from './http/types';
import { activityRoutes } from './routes/activities';
import { albumRoutes } from './routes/albums';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { faceRoutes } from './routes/faces';
import { faceWriteRoutes } from './routes/faces-write';
import { keepsakeRoutes } from './routes/keepsake';
import { memoryRoutes } from './routes/memories';
import { peopleRoutes } from './routes/people';
import { peopleMergeRoutes } from './routes/people-merge';
import { peopleWriteRoutes } from './routes/people-write';
import { searchRoutes } from './routes/search';
import { serverRoutes } from './routes/server';
import { timelineRoutes } from './routes/timeline';
import { userRoutes } from './routes/users';

/** Bodies above this answer 413 (Immich's own JSON limit is far larger; ours is a demo). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ApiOptions {
  db: Db;
  /** absolute path of the data folder that holds the media files */
  dataDir: string;
  /** the Immich generation to answer as: `v1` (default) the spec's shapes, `v3` Immich v3.2's (ADR 065) */
  api?: DemoApi;
}

/**
 * Endpoints Immich removed before v3 (`/server-info/*` and person assets in v1.118): a v3 server
 * does not know them, so they answer its unknown-route 404, signed in or not.
 */
const REMOVED_IN_V3 = [/^\/api\/server-info\//, /^\/api\/people\/[^/]*\/assets\/?$/];

/** The demo Immich API, mounted at `/api`. */
export function createApi({ db, dataDir, api: version = 'v1' }: ApiOptions): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>().basePath('/api');
  const cidHeader = correlationHeader(version);
  const unknownRoute = (c: { req: { method: string; path: string } }, cid: string) => errorBody(404, `Cannot ${c.req.method} ${c.req.path}`, cid, version);

  api.use('*', async (c, next) => {
    const cid = newCorrelationId();
    c.set('cid', cid);
    c.set('api', version);
    c.set('db', db);
    c.set('dataDir', dataDir);
    await next();
    // set after the handler: file responses are built as new Response objects
    c.res.headers.set(cidHeader, cid);
    if (c.res.headers.get('content-type') === 'application/json') c.res.headers.set('content-type', 'application/json; charset=utf-8');
  });
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(413, 'request entity too large', c.get('cid') as string, version), 413),
    }),
  );
  if (version === 'v3') {
    api.use('*', async (c, next) => (REMOVED_IN_V3.some((path) => path.test(c.req.path)) ? c.json(unknownRoute(c, c.get('cid')), 404) : next()));
  }
  api.use('*', authMiddleware());

  api.route('/', authRoutes);
  api.route('/', serverRoutes);
  api.route('/', keepsakeRoutes);
  api.route('/', memoryRoutes);
  api.route('/', peopleRoutes);
  api.route('/', peopleWriteRoutes);
  api.route('/', peopleMergeRoutes);
  api.route('/', faceRoutes);
  api.route('/', faceWriteRoutes);
  api.route('/', assetRoutes);
  api.route('/', albumRoutes);
  api.route('/', activityRoutes);
  api.route('/', userRoutes);
  api.route('/', searchRoutes);
  if (version === 'v3') {
    // v1.106's timeline took other parameters
    api.route('/', timelineRoutes);
  }

  // a catch-all route rather than notFound(): it must also win when this app is mounted in another
  api.all('*', (c) => c.json(unknownRoute(c, c.get('cid')), 404));
  api.onError((error, c) => {
    const cid = c.get('cid') ?? newCorrelationId();
    c.header(cidHeader, cid);
    if (error instanceof HttpError) return c.json(errorBody(error.status, error.messages, cid, version), error.status);
    console.error(`[keepsake] ${c.req.method} ${c.req.path} failed (${cid}):`, error);
    return c.json(errorBody(500, 'Internal server error', cid, version), 500);
  });
  return api;
}
