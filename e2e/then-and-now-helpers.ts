import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { listPeople, photoIds } from './face-helpers';

/** A face of `GET /faces?id=` with its box (pixels of the `imageWidth` × `imageHeight` upright preview). */
export interface BoxedFace {
  id: string;
  person: { id: string } | null;
  boundingBoxX1: number;
  boundingBoxY1: number;
  boundingBoxX2: number;
  boundingBoxY2: number;
  imageWidth: number;
  imageHeight: number;
}

export async function boxedFaces(request: APIRequestContext, assetId: string): Promise<BoxedFace[]> {
  const res = await request.get(`/api/faces?id=${assetId}`);
  expect(res.ok(), `GET /faces: ${res.status()}`).toBe(true);
  return (await res.json()) as BoxedFace[];
}

/** A person's photos (not videos) with their wall-clock dates, from the search the app uses. */
export async function datedPhotos(request: APIRequestContext, personId: string): Promise<{ id: string; localDateTime: string }[]> {
  const res = await request.post('/api/search/metadata', { data: { personIds: [personId], visibility: 'timeline', size: 1000 } });
  expect(res.ok(), `search: ${res.status()}`).toBe(true);
  const items = ((await res.json()) as { assets: { items: { id: string; type: string; localDateTime: string }[] } }).assets.items;
  return items.filter((a) => a.type === 'IMAGE');
}

/** The named, shown person with a birth date whose photos span the most years, and those years. */
export async function personOverYears(request: APIRequestContext): Promise<{ id: string; name: string; birthDate: string; years: number[] }> {
  let best: { id: string; name: string; birthDate: string; years: number[] } | undefined;
  for (const p of await listPeople(request)) {
    const { birthDate } = p as { birthDate?: string | null };
    if (!p.name || p.isHidden || !birthDate) continue;
    const years = [...new Set((await datedPhotos(request, p.id)).map((a) => Number(a.localDateTime.slice(0, 4))))].sort((a, b) => a - b);
    if (!best || years.length > best.years.length) best = { id: p.id, name: p.name, birthDate, years };
  }
  if (!best || best.years.length < 2) throw new Error('the demo library has nobody with a birth date photographed over two years');
  return best;
}

/** A named person without photos, and a face of someone else's to lend them (their photos then span one year). */
export async function personWithoutPhotos(request: APIRequestContext): Promise<{ id: string; name: string } | undefined> {
  for (const p of await listPeople(request)) if (p.name && !p.isHidden && (await photoIds(request, p.id)).length === 0) return { id: p.id, name: p.name };
  return undefined;
}

/** Moves face `faceId` to person `personId` (`PUT /faces/{personId}`, Immich's shape on every version). */
export async function moveFace(request: APIRequestContext, faceId: string, personId: string): Promise<void> {
  const res = await request.put(`/api/faces/${personId}`, { data: { id: faceId } });
  expect(res.ok(), `PUT /faces: ${res.status()}`).toBe(true);
}

/** Where the current slide draws the person's face, against the stage, in CSS px. */
export async function faceOnScreen(page: Page, face: BoxedFace) {
  const photo = page.locator('[aria-roledescription="slide"] img:not([aria-hidden])');
  const stage = page.locator('[data-stage]');
  const [p, s] = [await photo.boundingBox(), await stage.boundingBox()];
  if (!p || !s) throw new Error('the slide has no photo or stage on screen');
  const sx = p.width / face.imageWidth;
  const sy = p.height / face.imageHeight;
  return {
    x: (p.x - s.x + ((face.boundingBoxX1 + face.boundingBoxX2) / 2) * sx) / s.width,
    y: (p.y - s.y + ((face.boundingBoxY1 + face.boundingBoxY2) / 2) * sy) / s.height,
    height: ((face.boundingBoxY2 - face.boundingBoxY1) * sy) / s.height,
  };
}

/** Whole years from a `YYYY-MM-DD` birth date to a wall-clock date, as calendar dates. */
export function ageOn(birthDate: string, localDateTime: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = localDateTime.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The named, shown person whose photos span the fewest years (two at least): the shortest story. */
export async function personOverFewYears(request: APIRequestContext): Promise<{ id: string; name: string; years: number }> {
  let best: { id: string; name: string; years: number } | undefined;
  for (const p of await listPeople(request)) {
    if (!p.name || p.isHidden) continue;
    const years = new Set((await datedPhotos(request, p.id)).map((a) => a.localDateTime.slice(0, 4))).size;
    if (years >= 2 && (!best || years < best.years)) best = { id: p.id, name: p.name, years };
  }
  if (!best) throw new Error('the demo library has nobody photographed over two years');
  return best;
}

/** The duration in seconds of a WebM `bytes` as the page's own `<video>` reads it. */
export async function webmDuration(page: Page, bytes: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([data], { type: 'video/webm' }));
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = () => reject(new Error('the video does not load'));
    });
    if (!Number.isFinite(video.duration)) {
      // a recorder's WebM has no duration in its header: seeking past the end makes the browser find it
      video.currentTime = 1e9;
      await new Promise((resolve) => (video.ondurationchange = () => Number.isFinite(video.duration) && resolve(undefined)));
    }
    return video.duration;
  }, bytes.toString('base64'));
}
