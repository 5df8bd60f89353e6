// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AssetSchema } from '@/api/schemas';
import { setupApiTests } from './api';
import { testAsset, wireAsset } from './recorded-samples';

setupApiTests();

describe('recorded samples', () => {
  it('testAsset is wireAsset as the query layer reads it', () => {
    expect(testAsset({ id: 'noon', localDateTime: '2024-11-22T12:10:45.000Z', fileCreatedAt: '2024-11-22T12:10:45.000Z', fileModifiedAt: '2024-11-22T12:10:45.000Z' })).toEqual(
      AssetSchema.parse(wireAsset('noon', '2024-11-22T12:10:45.000Z')),
    );
  });
});
