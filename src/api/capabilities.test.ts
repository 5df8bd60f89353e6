// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capabilitiesOf, describeServerVersion } from './capabilities';

const v = (text: string) => {
  const [major, minor, patch] = text.split('.').map(Number);
  return { major: major!, minor: minor!, patch: patch! };
};

describe('capabilitiesOf', () => {
  it.each([
    // version, person assets endpoint, faces on asset, album assets, memories `for`, visibility
    ['1.106.4', true, true, true, 'none', false],
    ['1.117.0', true, true, true, 'none', false],
    ['1.118.0', false, true, true, 'none', false],
    ['2.7.5', false, true, true, 'date', true],
    ['3.0.2', false, false, false, 'date-time', true],
    ['3.0.3', false, false, false, 'date', true],
    ['3.2.2', false, false, false, 'date', true],
  ] as const)('v%s', (version, personAssets, facesOnAsset, albumAssets, memoriesFor, visibility) => {
    const caps = capabilitiesOf(v(version));
    expect(caps).toMatchObject({
      hasPersonAssetsEndpoint: personAssets,
      hasFacesOnAsset: facesOnAsset,
      hasAlbumAssets: albumAssets,
      memoriesFor,
      hasVisibility: visibility,
    });
  });

  it.each([
    // version, what GET /memories takes beyond `for`, statistics
    ['1.106.4', 'none', false],
    ['1.127.0', 'filters', false],
    ['1.135.0', 'filters', true],
    ['2.2.3', 'filters', true],
    ['2.3.0', 'ordered', true],
    ['2.7.5', 'ordered', true],
    ['3.0.2', 'ordered', true],
    ['3.1.0', 'ordered', true],
    ['3.2.0', 'paged', true],
  ] as const)('v%s searches memories with %s', (version, memorySearch, statistics) => {
    expect(capabilitiesOf(v(version))).toMatchObject({ memorySearch, hasMemoryStatistics: statistics });
  });

  it.each([
    // version, update verb, merge endpoint, merge status, bulk update, face edits, favourites, paging, delete
    ['1.106.4', 'PUT', 'survivor', 201, false, false, false, false, false],
    ['1.110.0', 'PUT', 'survivor', 201, false, false, false, true, false],
    ['1.126.0', 'PUT', 'survivor', 201, false, false, true, true, false],
    ['1.127.0', 'PUT', 'survivor', 201, false, true, true, true, false],
    ['1.136.0', 'PUT', 'survivor', 201, false, true, true, true, true],
    ['1.137.9', 'PUT', 'survivor', 201, false, true, true, true, true],
    ['1.138.0', 'PUT', 'survivor', 200, false, true, true, true, true],
    ['2.7.5', 'PUT', 'survivor', 200, true, true, true, true, true],
    ['3.0.0', 'PATCH', 'survivor', 200, true, true, true, true, true],
    ['3.2.0', 'PATCH', 'survivor', 200, true, true, true, true, true],
    ['3.2.1', 'PATCH', 'list', 200, true, true, true, true, true],
    ['3.2.2', 'PATCH', 'list', 200, true, true, true, true, true],
  ] as const)('v%s changes a person with %s and merges at %s (%i)', (version, update, endpoint, status, bulk, faces, favourite, paging, remove) => {
    expect(capabilitiesOf(v(version))).toMatchObject({
      personUpdate: update,
      personMerge: { endpoint, status },
      hasBulkPersonUpdate: bulk,
      hasFaceEdits: faces,
      hasPersonFavorite: favourite,
      hasPeoplePaging: paging,
      hasPersonDelete: remove,
    });
  });

  it('knows which asset fields each generation removed on purpose', () => {
    expect([...capabilitiesOf(v('1.106.4')).removedAssetFields]).toEqual([]);
    expect(capabilitiesOf(v('2.7.5')).removedAssetFields.has('stackCount')).toBe(true);
    expect(capabilitiesOf(v('2.7.5')).removedAssetFields.has('deviceId')).toBe(false);
    expect(capabilitiesOf(v('3.2.2')).removedAssetFields.has('deviceId')).toBe(true);
    expect(capabilitiesOf(v('3.2.2')).removedAssetFields.has('unassignedFaces')).toBe(true);
  });

  it('compares minor and patch only within the same major', () => {
    expect(capabilitiesOf(v('2.0.0')).hasPersonAssetsEndpoint).toBe(false);
    expect(capabilitiesOf(v('1.200.0')).hasFacesOnAsset).toBe(true);
  });
});

describe('describeServerVersion', () => {
  it('names the server as the user menu shows it', () => {
    expect(describeServerVersion(v('3.2.2'))).toBe('Immich 3.2.2');
  });
});
