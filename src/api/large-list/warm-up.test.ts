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

  it('runs its first rounds back to back as messages, then paces the rest with a timer', async () => {
    // Nested timers wait 4 ms each after the fifth: the first rounds must not be timer-chained.
    const started: { warmUp?: ReturnType<typeof startWarmUp> } = {};
    let roundsAtFirstTimer = -1;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((): number => {
      if (roundsAtFirstTimer < 0) roundsAtFirstTimer = started.warmUp?.rounds() ?? 0;
      return 0;
    }) as unknown as typeof setTimeout);
    const warmUp = startWarmUp();
    started.warmUp = warmUp;
    for (let i = 0; i < 20_000 && roundsAtFirstTimer < 0; i++) await new Promise((resolve) => setImmediate(resolve));
    warmUp.stop();
    expect(roundsAtFirstTimer).toBeGreaterThanOrEqual(8);
    expect(roundsAtFirstTimer).toBeLessThan(32);
  });
});
