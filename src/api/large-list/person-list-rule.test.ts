import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../base';
import { capabilitiesOf } from '../capabilities';
import { serverQueries } from '../queries/server';
import { knownPersonListRule, personListRuleFromServer, personListRuleOf, personSearchBody, rememberPersonListRule, resetPersonListRule, shownOnPersonPage } from './person-list-rule';

afterEach(() => {
  vi.unstubAllGlobals();
  resetPersonListRule();
});
setApiBase('/api');

const ruleAt = (major: number, minor: number, patch: number) => personListRuleOf(capabilitiesOf({ major, minor, patch }));

describe('personListRuleOf', () => {
  it.each([
    [1, 106, 4, { personAssetsEndpoint: true, visibility: false, assetSize: false }],
    [1, 117, 0, { personAssetsEndpoint: true, visibility: false, assetSize: false }],
    [1, 118, 0, { personAssetsEndpoint: false, visibility: false, assetSize: false }],
    [2, 7, 5, { personAssetsEndpoint: false, visibility: true, assetSize: false }],
    [3, 0, 2, { personAssetsEndpoint: false, visibility: true, assetSize: true }],
    [3, 2, 2, { personAssetsEndpoint: false, visibility: true, assetSize: true }],
  ])('v%i.%i.%i', (major, minor, patch, rule) => {
    expect(ruleAt(major, minor, patch)).toEqual(rule);
  });
});

describe('personSearchBody', () => {
  it('asks v2+ for the timeline only, v1.118+ for unarchived visible assets, in integer pages of 1,000', () => {
    expect(personSearchBody('p', 3, ruleAt(3, 2, 2))).toEqual({ personIds: ['p'], withExif: false, page: 3, size: 1000, visibility: 'timeline' });
    expect(personSearchBody('p', 1, ruleAt(2, 7, 5))).toEqual({ personIds: ['p'], withExif: true, page: 1, size: 1000, visibility: 'timeline' });
    expect(personSearchBody('p', 2, ruleAt(1, 120, 0))).toEqual({ personIds: ['p'], withExif: true, page: 2, size: 1000, isArchived: false, isVisible: true });
    expect(personSearchBody('p', 1, undefined)).toEqual({ personIds: ['p'], withExif: true, page: 1, size: 1000, visibility: 'timeline' });
  });
});

describe('shownOnPersonPage', () => {
  it('keeps timeline photos only', () => {
    expect(shownOnPersonPage({ visibility: 'timeline', isArchived: false })).toBe(true);
    expect(shownOnPersonPage({ isArchived: false, isTrashed: false })).toBe(true);
    for (const hidden of [{ visibility: 'archive' }, { visibility: 'hidden' }, { visibility: 'locked' }, { isArchived: true }, { isTrashed: true }, { isVisible: false }]) {
      expect(shownOnPersonPage(hidden)).toBe(false);
    }
    // (not an asset at all: left for the validation to report)
    expect(shownOnPersonPage(42)).toBe(true);
  });
});

describe('personListRuleFromServer', () => {
  const answers = (table: Record<string, { status: number; body: unknown }>) => {
    const fetch = vi.fn((url: string) => {
      const a = table[url] ?? { status: 404, body: { message: 'Cannot GET', statusCode: 404 } };
      return Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } }));
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('reads GET /server/version once per page load', async () => {
    const fetch = answers({ '/api/server/version': { status: 200, body: { major: 3, minor: 2, patch: 2, prerelease: null } } });
    expect(await personListRuleFromServer('/api')).toEqual(ruleAt(3, 2, 2));
    expect(await personListRuleFromServer('/api')).toEqual(ruleAt(3, 2, 2));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks /server-info/version when /server/version is a 404 (v1.106)', async () => {
    const fetch = answers({ '/api/server-info/version': { status: 200, body: { major: 1, minor: 106, patch: 4 } } });
    expect(await personListRuleFromServer('/api')).toEqual(ruleAt(1, 106, 4));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/server/version', '/api/server-info/version']);
  });

  it('answers undefined for a version it cannot read, and asks again next time when the request failed', async () => {
    answers({ '/api/server/version': { status: 200, body: { major: '3' } } });
    expect(await personListRuleFromServer('/api')).toBeUndefined();
    resetPersonListRule();
    const fetch = answers({ '/api/server/version': { status: 502, body: { message: 'Bad gateway' } } });
    expect(await personListRuleFromServer('/api')).toBeUndefined();
    expect(knownPersonListRule()).toBeUndefined();
    await personListRuleFromServer('/api');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares its request with the query layer’s version query (the version is asked once)', async () => {
    const fetch = answers({ '/api/server/version': { status: 200, body: { major: 3, minor: 2, patch: 2, prerelease: null } } });
    const rule = personListRuleFromServer('/api');
    const version = await new QueryClient().fetchQuery(serverQueries.version());
    expect(await rule).toEqual(ruleAt(3, 2, 2));
    expect(version).toEqual({ major: 3, minor: 2, patch: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the query layer told it the rule', async () => {
    const fetch = answers({});
    rememberPersonListRule(ruleAt(2, 7, 5));
    expect(await personListRuleFromServer('/api')).toEqual(ruleAt(2, 7, 5));
    expect(fetch).not.toHaveBeenCalled();
  });
});
