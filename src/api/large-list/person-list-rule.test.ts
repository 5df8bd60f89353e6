// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../capabilities';
import { personListRuleOf, personSearchBody, shownOnPersonPage } from './person-list-rule';

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
