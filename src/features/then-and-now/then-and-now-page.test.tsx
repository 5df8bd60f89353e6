import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personQueries, type GridAsset } from '@/api';
import { compactAssets } from '@/api/large-list/compact-assets';
import { PersonAssetList } from '@/api/large-list/person-asset-list';
import { thenAndNowQueries } from '@/api/then-and-now';
import { renderRoutes, testQueryClient } from '@/test/render';
import { ThenAndNowPage } from './then-and-now-page';

const personId = 'p1';
const photo = (id: string, localDateTime: string): GridAsset => ({ id, type: 'IMAGE', thumbhash: null, localDateTime, isFavorite: false, duration: null, width: 1440, height: 960 });
const face = (x: number, personOf = personId) => ({ id: `f-${x}`, personId: personOf, boundingBoxX1: x, boundingBoxY1: 300, boundingBoxX2: x + 160, boundingBoxY2: 500, imageWidth: 1440, imageHeight: 960 });

/** The page over a cache that already holds the person's list and the candidates' faces (no requests). */
function renderPage(photos: GridAsset[], faces: Record<string, ReturnType<typeof face>[]>) {
  const client = testQueryClient();
  client.setQueryData(personQueries.detail(personId).queryKey, { id: personId, name: 'Leo <b>Rivera</b>', birthDate: '2019-09-02', isHidden: false, thumbnailPath: '' });
  client.setQueryData(personQueries.assets(personId).queryKey, new PersonAssetList(compactAssets(photos), {}));
  for (const [id, list] of Object.entries(faces)) client.setQueryData(thenAndNowQueries.photoFaces(id).queryKey, { faces: list });
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return renderRoutes(
    [
      { path: '/people/:id', element: <p>Person page</p> },
      { path: '/people/:id/then-and-now', element: <ThenAndNowPage personId={personId} /> },
    ],
    `/people/${personId}/then-and-now`,
    client,
  );
}

beforeEach(() => {

  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('ThenAndNowPage', () => {
  it('plays one slide a year, oldest first, titled with the name as text and captioned with the age', async () => {
    renderPage([photo('a', '2021-10-01T10:00:00.000Z'), photo('b', '2023-09-03T10:00:00.000Z'), photo('c', '2023-05-01T10:00:00.000Z')], {
      a: [face(600)],
      b: [face(600)],
      // larger than b's, but someone else's face is larger still: b is the year's photo
      c: [{ ...face(10), boundingBoxX2: 200, boundingBoxY2: 520 }, { ...face(700, 'someone-else'), boundingBoxX2: 1100, boundingBoxY2: 800 }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leo <b>Rivera</b>, then and now' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Age 2 · 2021')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Age 4 · 2023')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Leo <b>Rivera</b> in 2023' })).toHaveAttribute('src', expect.stringContaining('/assets/b/'));
  });

  it('removes a first slide drawn before the app that shows another photo', async () => {
    const layer = (key: string) => {
      const frame = document.createElement('div');
      frame.dataset.firstFrame = key;
      document.body.append(frame);
    };
    layer('other 0,0,100,100');
    renderPage([photo('a', '2021-10-01T10:00:00.000Z'), photo('b', '2023-09-03T10:00:00.000Z')], { a: [face(600)], b: [face(600)] });
    expect(await screen.findByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(document.querySelector('[data-first-frame]')).toBeNull();
  });

  it('says what is missing and leads back when the faces cover fewer than two years', async () => {
    renderPage([photo('a', '2021-10-01T10:00:00.000Z'), photo('b', '2023-09-03T10:00:00.000Z')], { a: [face(600)], b: [face(0)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not enough years for Then and Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Leo <b>Rivera</b>' })).toHaveAttribute('href', `/people/${personId}`);
  });

  it('remembers a photo chosen for a year on the device, and goes back to the automatic choice', async () => {
    const user = userEvent.setup();
    const photos = [photo('a', '2021-10-01T10:00:00.000Z'), photo('a2', '2021-11-01T10:00:00.000Z'), photo('b', '2023-09-03T10:00:00.000Z')];
    renderPage(photos, { a: [face(600)], a2: [face(600)], b: [face(600)] });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const shown = () => screen.getByRole('img', { name: 'Leo <b>Rivera</b> in 2021' }).getAttribute('src');
    const before = shown();
    await user.click(screen.getByRole('button', { name: 'Choose another photo for 2021' }));
    const other = screen.getAllByRole('button', { pressed: false })[0]!;
    await user.click(other);
    expect(shown()).not.toBe(before);
    expect(Object.values(JSON.parse(localStorage.getItem(`keepsake.then-and-now.${personId}`) ?? '{}') as Record<string, string>)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Choose another photo for 2021' }));
    await user.click(screen.getByRole('button', { name: 'Use the automatic choice' }));
    expect(shown()).toBe(before);
    expect(localStorage.getItem(`keepsake.then-and-now.${personId}`)).toBe('{}');
  });
});
