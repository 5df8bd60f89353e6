import { useRef, type PointerEvent } from 'react';
import type { Direction } from '@/i18n';

/** What a pointer gesture on the stage means. */
export interface StageGestureHandlers {
  onPrevious: () => void;
  onNext: () => void;
  /** pressing and holding pauses the story while held */
  onHold: (isHeld: boolean) => void;
  /** reading direction: in right-to-left the story runs leftwards, so sides and swipes swap */
  dir?: Direction;
}

/** Beyond this, a press is a hold (the story just resumes on release), not a tap. */
const tapMaxMs = 300;
/** Horizontal travel (px) that makes a swipe. */
const swipeMinPx = 40;

function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, video[controls]') !== null;
}

/**
 * Touch and mouse on the photo: tap the left third for the photo on the left (the previous one, or
 * the next in right-to-left reading), the right third for the one on the right; swipe left to
 * bring in the photo on the right, right for the one on the left; press-and-hold to pause while
 * held. Buttons on the stage keep their own clicks. (Keyboard users have the buttons and arrow keys.)
 */
export function useStageGestures({ onPrevious, onNext, onHold, dir = 'ltr' }: StageGestureHandlers) {
  // The photo on the left of this one: the previous in left-to-right reading, the next in right-to-left.
  const toLeft = dir === 'rtl' ? onNext : onPrevious;
  const toRight = dir === 'rtl' ? onPrevious : onNext;
  const start = useRef<{ x: number; y: number; at: number; id: number } | undefined>(undefined);

  function end(e: PointerEvent<HTMLElement>, cancelled: boolean) {
    const from = start.current;
    if (!from || from.id !== e.pointerId) return;
    start.current = undefined;
    onHold(false);
    if (cancelled) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    if (Math.abs(dx) >= swipeMinPx && Math.abs(dx) > Math.abs(dy)) {
      // a finger moving left drags in the photo on the right
      if (dx < 0) toRight();
      else toLeft();
      return;
    }
    if (e.timeStamp - from.at > tapMaxMs || Math.abs(dy) >= swipeMinPx) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const x = (e.clientX - rect.left) / rect.width;
    if (x < 1 / 3) toLeft();
    else if (x > 2 / 3) toRight();
  }

  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (!e.isPrimary || e.button > 0 || isControl(e.target)) return;
      start.current = { x: e.clientX, y: e.clientY, at: e.timeStamp, id: e.pointerId };
      // Pausing at once (not after a delay) needs no timer; a quick tap costs a few ms of clock.
      onHold(true);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
    onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
    onPointerLeave: (e: PointerEvent<HTMLElement>) => end(e, true),
  };
}
