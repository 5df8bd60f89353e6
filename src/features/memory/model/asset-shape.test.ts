import { describe, expect, it } from 'vitest';
import { thumbhashAspectRatio } from './asset-shape';

describe('thumbhashAspectRatio', () => {
  it('reads a landscape ratio from a real hash', () => {
    const ratio = thumbhashAspectRatio('jQcGDICPiHh+d4iIiHhgcQkLsw==');
    expect(ratio).toBeGreaterThan(1);
  });
  it.each([[undefined], [''], ['AA==']])('no ratio from %o', (hash) => {
    expect(thumbhashAspectRatio(hash)).toBeUndefined();
  });
});
