import { renderHook } from '@testing-library/react';
import type { PointerEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Direction } from '@/i18n';
import { useStageGestures } from './use-stage-gestures';

/** A 300 px wide stage at x 0. */
const stage = { getBoundingClientRect: () => ({ left: 0, width: 300 }) };

function pointer(x: number, timeStamp: number, target: EventTarget = document.body) {
  return { isPrimary: true, button: 0, pointerId: 1, clientX: x, clientY: 100, timeStamp, target, currentTarget: stage } as unknown as PointerEvent<HTMLElement>;
}

function setup(dir: Direction) {
  const handlers = { onPrevious: vi.fn(), onNext: vi.fn(), onHold: vi.fn(), dir };
  const { result } = renderHook(() => useStageGestures(handlers));
  const gesture = (fromX: number, toX: number, ms = 100) => {
    result.current.onPointerDown(pointer(fromX, 0));
    result.current.onPointerUp(pointer(toX, ms));
  };
  return { handlers, gesture };
}

describe('useStageGestures', () => {
  it('left to right: swipe left or tap the right third for the next photo, the other way back', () => {
    const { handlers, gesture } = setup('ltr');
    gesture(200, 100); // swipe left
    gesture(280, 280); // tap on the right
    expect(handlers.onNext).toHaveBeenCalledTimes(2);
    gesture(100, 200); // swipe right
    gesture(20, 20); // tap on the left
    gesture(150, 150); // tap in the middle: nothing
    expect(handlers.onPrevious).toHaveBeenCalledTimes(2);
    expect(handlers.onNext).toHaveBeenCalledTimes(2);
  });

  it('right to left: swipe right or tap the left third for the next photo, the other way back', () => {
    const { handlers, gesture } = setup('rtl');
    gesture(100, 200); // swipe right
    gesture(20, 20); // tap on the left
    expect(handlers.onNext).toHaveBeenCalledTimes(2);
    expect(handlers.onPrevious).not.toHaveBeenCalled();
    gesture(200, 100); // swipe left
    gesture(280, 280); // tap on the right
    expect(handlers.onPrevious).toHaveBeenCalledTimes(2);
  });

  it('a long press only holds, in either direction', () => {
    const { handlers, gesture } = setup('rtl');
    gesture(20, 20, 900);
    expect(handlers.onHold.mock.calls).toEqual([[true], [false]]);
    expect(handlers.onNext).not.toHaveBeenCalled();
  });
});
