import { useRef, type PointerEvent } from 'react';

/** What a pointer gesture on the stage means. */
export interface StageGestureHandlers {
  onPrevious: () => void;
  onNext: () => void;
  /** pressing and holding pauses the story while held */
  onHold: (isHeld: boolean) => void;
}

/** Beyond this, a press is a hold (the story just resumes on release), not a tap. */
const tapMaxMs = 300;
/** Horizontal travel (px) that makes a swipe. */
const swipeMinPx = 40;

function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, video[controls]') !== null;
}

/**
 * Touch and mouse on the photo: tap the left third for the previous photo, the right third for
 * the next, swipe left/right, and press-and-hold to pause while held. Buttons on the stage keep
 * their own clicks. (Keyboard users have the buttons and arrow keys.)
 */
export function useStageGestures({ onPrevious, onNext, onHold }: StageGestureHandlers) {
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
      if (dx < 0) onNext();
      else onPrevious();
      return;
    }
    if (e.timeStamp - from.at > tapMaxMs || Math.abs(dy) >= swipeMinPx) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const x = (e.clientX - rect.left) / rect.width;
    if (x < 1 / 3) onPrevious();
    else if (x > 2 / 3) onNext();
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
