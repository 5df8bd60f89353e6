import { Hono } from 'hono';
import type { ApiEnv } from '../http/types';

export const serverRoutes = new Hono<ApiEnv>();

/** The demo answers as the version its fixtures were recorded from. */
export const SERVER_VERSION = { major: 1, minor: 106, patch: 4 };

for (const prefix of ['/server', '/server-info']) {
  serverRoutes.get(`${prefix}/ping`, (c) => c.json({ res: 'pong' }));
  serverRoutes.get(`${prefix}/version`, (c) => c.json(SERVER_VERSION));
}
