// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Asset, Memory } from '@/api';
import { frameLoopReducer, initialLoopState, type FrameLoopAction, type FrameLoopState } from './frame-loop';
import { framePlaylist } from './playlist';

const memory = (id: string, assetIds: string[]) => ({ id, assets: assetIds.map((a) => ({ id: a, type: 'IMAGE' }) as Asset) }) as Memory;
const slides = framePlaylist([memory('m', ['1', '2', '3'])]);

function run(actions: FrameLoopAction[], instant = false, from = initialLoopState()): FrameLoopState {
  return actions.reduce((state, action) => frameLoopReducer(state, action, instant), from);
}
/** `front:status back:status` for short assertions */
function shape(state: FrameLoopState): string {
  const slot = (i: 0 | 1) => `${state.slots[i].slide?.asset.id ?? '-'}:${state.slots[i].status}`;
  return `${slot(state.front)} ${slot(state.front === 0 ? 1 : 0)}`;
}

describe('frameLoopReducer', () => {
  it('shows the first photo, loads the second behind it, and changes once both the time and the photo are ready', () => {
    let state = run([{ type: 'playlist', slides }, { type: 'loaded', slot: 0, key: 'm/1' }]);
    expect(shape(state)).toBe('1:ready 2:loading');
    state = run([{ type: 'tick' }], false, state);
    expect(state.isDue).toBe(true);
    state = run([{ type: 'loaded', slot: 1, key: 'm/2' }], false, state);
    expect(shape(state)).toBe('2:ready 1:ready');
    expect(state.changes).toBe(1);
    // the old photo fades out before its image takes the next one
    state = run([{ type: 'faded' }], false, state);
    expect(shape(state)).toBe('2:ready 3:loading');
  });

  it('loops back to the first photo after the last', () => {
    let state = run([{ type: 'playlist', slides }, { type: 'loaded', slot: 0, key: 'm/1' }], true);
    for (const key of ['m/2', 'm/3', 'm/1']) {
      const back = state.front === 0 ? 1 : 0;
      state = run([{ type: 'loaded', slot: back, key }, { type: 'tick' }], true, state);
      expect(state.slots[state.front].slide?.key).toBe(key);
    }
    expect(state.changes).toBe(3);
  });

  it('skips a photo that fails, one try per interval, and keeps the one on screen meanwhile', () => {
    let state = run([{ type: 'playlist', slides }, { type: 'loaded', slot: 0, key: 'm/1' }, { type: 'failed', slot: 1, key: 'm/2' }, { type: 'tick' }]);
    expect(shape(state)).toBe('1:ready 3:loading');
    state = run([{ type: 'failed', slot: 1, key: 'm/3' }, { type: 'tick' }], false, state);
    expect(shape(state)).toBe('1:ready 1:loading');
    expect(state.changes).toBe(0);
  });

  it('ignores late reports for a photo a slot no longer holds', () => {
    const state = run([{ type: 'playlist', slides }, { type: 'loaded', slot: 1, key: 'm/3' }, { type: 'failed', slot: 0, key: 'm/2' }]);
    expect(shape(state)).toBe('1:loading 2:loading');
  });

  it('keeps the photo on screen when the loop changes, and follows the new loop after it', () => {
    let state = run([{ type: 'playlist', slides }, { type: 'loaded', slot: 0, key: 'm/1' }]);
    state = run([{ type: 'playlist', slides: framePlaylist([memory('n', ['7', '8'])]) }], false, state);
    expect(shape(state)).toBe('1:ready 7:loading');
  });

  it('empties both images when the loop is empty, and holds no second image for a loop of one', () => {
    expect(shape(run([{ type: 'playlist', slides }, { type: 'playlist', slides: [] }]))).toBe('-:loading -:loading');
    const single = run([{ type: 'playlist', slides: framePlaylist([memory('m', ['1'])]) }, { type: 'loaded', slot: 0, key: 'm/1' }, { type: 'tick' }]);
    expect(shape(single)).toBe('1:ready -:loading');
    expect(single.changes).toBe(0);
  });
});
