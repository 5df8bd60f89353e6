// @vitest-environment node
import { describe, expect, it } from 'vitest';
import people2 from '@/api/test-fixtures/immich-v2.7.5/get-people.json';
import { bodyOf, calledUrls, fixtures, setupApiTests } from '@/test/api';
import { clientOn } from '@/test/server-generations';
import { personThumbnailUrl } from '../urls';
import { PEOPLE_PAGE_SIZE, personQueries } from './person';

setupApiTests();

describe('personQueries.everyone', () => {
  it('asks v1.106 for the whole list once, hidden people too', async () => {
    const { fetch, client } = clientOn('v1.106', { 'GET /api/people': { body: bodyOf(fixtures.people) } });
    const data = await client.fetchInfiniteQuery(personQueries.everyone());
    expect(data.pages[0]).toMatchObject({ total: 3, hasNextPage: false });
    expect(calledUrls(fetch)).toContain('GET /api/people?withHidden=true');
  });

  it.each(['v2.7.5', 'v3.2.1'] as const)('%s asks in pages and follows hasNextPage', async (generation) => {
    const { fetch, client } = clientOn(generation, {
      [`GET /api/people?withHidden=true&page=1&size=${PEOPLE_PAGE_SIZE}`]: { body: { ...people2.body, hasNextPage: true } },
      [`GET /api/people?withHidden=true&page=2&size=${PEOPLE_PAGE_SIZE}`]: { body: people2.body },
    });
    await client.fetchInfiniteQuery({ ...personQueries.everyone(), pages: 3 });
    expect(calledUrls(fetch).filter((u) => u.startsWith('GET /api/people'))).toHaveLength(2);
  });
});

describe('personThumbnailUrl', () => {
  it('busts the cached face with the person’s updatedAt', () => {
    expect(personThumbnailUrl('p1')).toBe('/api/people/p1/thumbnail');
    expect(personThumbnailUrl('p1', '2026-11-24T01:22:01.530Z')).toBe('/api/people/p1/thumbnail?updatedAt=2026-11-24T01%3A22%3A01.530Z');
  });
});
