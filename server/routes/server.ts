import { Hono } from 'hono';
import type { DemoApi } from '../config';
import type { ApiEnv } from '../http/types';

export const serverRoutes = new Hono<ApiEnv>();

/** The demo answers as the version its shapes come from: v1.106.4 (the spec), or v3.2.2. */
export const SERVER_VERSION = { major: 1, minor: 106, patch: 4 };
export const SERVER_VERSION_V3 = { major: 3, minor: 2, patch: 2, prerelease: null };

export const serverVersion = (api: DemoApi) => (api === 'v3' ? SERVER_VERSION_V3 : SERVER_VERSION);

// `/server-info/*` answers only in v1 (a v3 server no longer knows it: see REMOVED_IN_V3)
for (const prefix of ['/server', '/server-info']) {
  serverRoutes.get(`${prefix}/ping`, (c) => c.json({ res: 'pong' }));
  serverRoutes.get(`${prefix}/version`, (c) => c.json(serverVersion(c.get('api'))));
}
