import { Hono } from 'hono';
import { getMeta } from '../db/open';
import type { ApiEnv } from '../http/types';
import { Checks, jsonBody, optionalInt } from '../http/validate';
import { randomUuid } from '../lib/ids';
import { SYNTHETIC_MAX } from '../synthetic';

/** Demo-only endpoints (ADR 078); a real Immich server answers 404 to both. */
export const keepsakeRoutes = new Hono<ApiEnv>();

/**
 * Which accounts the sign-in page may suggest, and the day the library was generated (its
 * memories fall within three days of it), so the home page can say when they are out of date.
 * Public, like the demo itself.
 */
keepsakeRoutes.get('/keepsake/demo', (c) => {
  const db = c.get('db');
  const accounts = JSON.parse(getMeta(db, 'demo_accounts') ?? '[]') as unknown[];
  return c.json({ demo: true, accounts, generatedOn: getMeta(db, 'anchor_day') ?? null });
});

/** A person with `count` generated assets for the benchmark; same count, same person. */
keepsakeRoutes.post('/keepsake/synthetic-person', async (c) => {
  const body = await jsonBody(c);
  const checks = new Checks();
  const count = body.count === undefined ? (checks.add('count must be an integer number'), undefined) : optionalInt(checks, 'count', body.count, 1, SYNTHETIC_MAX);
  checks.throwIfAny();
  const db = c.get('db');
  const me = c.get('user');
  const existing = db.prepare('SELECT id FROM people WHERE owner_id = ? AND synthetic_count = ?').get(me.id, count) as { id: string } | undefined;
  if (existing) return c.json({ personId: existing.id, count });
  // borrow the face thumbnail of the owner's most photographed person
  const face = db
    .prepare(`SELECT thumbnail_path, thumbnail_file FROM people p WHERE owner_id = ? AND synthetic_count = 0 AND thumbnail_file IS NOT NULL
              ORDER BY (SELECT count(*) FROM faces f WHERE f.person_id = p.id) DESC LIMIT 1`)
    .get(me.id) as { thumbnail_path: string; thumbnail_file: string } | undefined;
  const id = randomUuid();
  const now = new Date().toISOString();
  db.prepare(
    `INSERT INTO people (id, owner_id, name, birth_date, is_hidden, thumbnail_path, thumbnail_file, synthetic_count, created_at, updated_at)
     VALUES (?, ?, ?, NULL, 0, ?, ?, ?, ?, ?)`,
  ).run(id, me.id, `Benchmark person (${count!.toLocaleString('en-US')} photos)`, face?.thumbnail_path ?? '', face?.thumbnail_file ?? null, count, now, now);
  return c.json({ personId: id, count }, 201);
});
