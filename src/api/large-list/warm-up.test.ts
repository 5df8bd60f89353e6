import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AssetSchema, getDroppedItemReports } from '../schemas';
import { startWarmUp, warmUpSample } from './warm-up';

describe('the worker warm-up', () => {
  it('uses a sample the list schema accepts as it is, so it warms the success path', () => {
    const result = z.array(AssetSchema).safeParse(warmUpSample(8));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toHaveLength(8);
    expect(result.data?.[0]?.exifInfo?.make).toBe('Apple');
    expect(result.data?.[1]?.thumbhash).toBeUndefined();
  });

  it('runs rounds until stopped, without drift warnings or dropped-item reports', async () => {
    const warn = vi.spyOn(console, 'warn');
    const before = getDroppedItemReports().length;
    const warmUp = startWarmUp();
    await vi.waitFor(() => expect(warmUp.elapsedMs()).toBeGreaterThan(0));
    warmUp.stop();
    expect(warn).not.toHaveBeenCalled();
    expect(getDroppedItemReports()).toHaveLength(before);
  });

  it('runs its rounds back to back as messages, not timers (nested timers wait 4 ms each)', async () => {
    const timer = vi.spyOn(globalThis, 'setTimeout');
    const warmUp = startWarmUp();
    for (let i = 0; i < 5000 && warmUp.rounds() < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    warmUp.stop();
    expect(warmUp.rounds()).toBeGreaterThanOrEqual(3);
    expect(timer).not.toHaveBeenCalled();
  });
});
