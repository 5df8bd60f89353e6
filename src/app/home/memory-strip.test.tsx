import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import memoriesV2 from '@/api/test-fixtures/immich-v2.7.5/get-memories.json';
import { calledUrls, fakeApi } from '@/test/api';
import { renderApp } from '../test-utils';
import { meBody } from '@/test/recorded-samples';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10)); // the day the v2.7.5 answers were recorded
});
afterEach(() => {
  vi.useRealTimers();
});

/** A v2.7.5 server that ignores `for` and answers all 7 stored memories, as it does without it. */
function v2Server() {
  return fakeApi({
    'GET /api/server/version': { body: { major: 2, minor: 7, patch: 5 } },
    'GET /api/users/me': { body: meBody },
    'GET /api/memories': { body: memoriesV2.body },
    'GET /api/people': { body: { people: [], total: 0, hidden: 0 } },
    'GET /api/albums': { body: [] },
  });
}

describe('MemoryStrip on a v2.7.5 server', () => {
  it('asks for today’s memories and shows only the 4 of 24 November, newest year first, each with its first photo', async () => {
    const api = v2Server();
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'On this day' });
    const links = await within(await within(strip).findByRole('list')).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/memories/d7c5d6e8-88c3-4f6f-b60c-f2a0f7523e75',
      '/memories/e1f2fe5b-ef7d-4c2e-9a95-4f04a7f98077',
      '/memories/cc862990-ae0e-4fc0-94b9-a192924a330e',
      '/memories/ac9b52c5-8cde-402b-b906-a40769e79d41',
    ]);
    expect(links.map((l) => within(l).getByText(/ago$/).textContent)).toEqual(['1 year ago', '3 years ago', '5 years ago', '8 years ago']);
    // the 2023 memory: 5 photos and the video; its cover is the photo taken first (not the one
    // without EXIF whose wall clock reads earliest)
    expect(links[1]).toHaveTextContent('5 photos, 1 video');
    const cover = memoriesV2.body.find((m) => m.data.year === 2023)!.assets.find((a) => a.id.startsWith('7f356900'))!;
    const images = [...links[1]!.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toContain(`/api/assets/${cover.id}/thumbnail?size=thumbnail`);
    expect(calledUrls(api)).toContain('GET /api/memories?for=2026-11-24');
  });
});
