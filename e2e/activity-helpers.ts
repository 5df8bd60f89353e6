import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

/** An activity as the demo service sends it. */
export interface WireActivity {
  id: string;
  type: 'comment' | 'like';
  assetId: string | null;
  comment: string | null;
  user: { id: string; email: string; name: string };
}

/** A text no other test uses (the seeded database is shared by all tests). */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** The id of a seeded album, by name, as the signed-in account of `request` sees it. */
export async function albumId(request: APIRequestContext, name: string): Promise<string> {
  for (const query of ['', '?shared=true']) {
    const res = await request.get(`/api/albums${query}`);
    expect(res.ok()).toBe(true);
    const found = ((await res.json()) as Array<{ id: string; albumName: string }>).find((a) => a.albumName === name);
    if (found) return found.id;
  }
  throw new Error(`album ${name} not seeded`);
}

/** The service's own list of the album's activities. */
export async function serviceList(page: Page, id: string): Promise<WireActivity[]> {
  const res = await page.request.get(`/api/activities?albumId=${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as WireActivity[];
}

/** The service's comments with exactly this text. */
export async function commentsWith(page: Page, id: string, text: string): Promise<WireActivity[]> {
  return (await serviceList(page, id)).filter((a) => a.type === 'comment' && a.comment === text);
}

export const BANFF = 'Cabin weekend in Banff';

/** Signs in as the demo user and opens the album with its activity panel. */
export async function openAlbumPanel(page: Page, name = BANFF): Promise<string> {
  await signIn(page);
  const id = await albumId(page.request, name);
  await page.goto(`/albums/${id}?activity=open`);
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  return id;
}

/** The album panel's composer. */
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Comment on this album' });

/** Signs `request` in as Maya (a member of the demo albums) and returns the album's id as she sees it. */
export async function asMaya(request: APIRequestContext, name = BANFF): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: 'maya@keepsake.test', password: 'keepsake' } });
  expect(login.ok()).toBe(true);
  return albumId(request, name);
}

/** The two screen sizes the activity journeys check: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
