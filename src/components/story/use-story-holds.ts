import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import type { HoldReason } from './slideshow-state';

/**
 * Marks the rotation control (Play/Pause). Pointing at it or focusing it holds nothing, as in the
 * APG carousel: it must show, and change, whether the story runs.
 */
export const rotationControl = { 'data-rotation-control': '' } as const;
/** Marks the bare photo: a pointer resting there is watching, not reaching for a control. */
export const storyStage = { 'data-player-stage': '' } as const;

/**
 * Where a resting mouse or pen holds the story: anything drawn over the photo (title and place,
 * buttons, progress, the end card) and any control on the photo, but not the bare photo, which
 * fills the window and would hold the story wherever the pointer happened to be.
 */
function holdsOnHover(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || target.closest('[data-rotation-control]')) return false;
  return !target.closest('[data-player-stage]') || !!target.closest('button, a[href]');
}

/** Focus reached by keyboard (`:focus-visible`), not by a click or a tap, outside Play/Pause. */
function holdsOnFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || target.closest('[data-rotation-control]')) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    // an engine without :focus-visible: only keyboard users tab into the player's controls
    return true;
  }
}

/**
 * The APG carousel's holds for the player's root: the story stops while a mouse or pen rests on
 * its controls or keyboard focus is inside, and goes on when they leave. Touch pointers never
 * hold (a tap leaves no hover behind), and a tap's focus is not keyboard focus. `visit` is the
 * slide's entry count: a focused control that left with its slide (Mute, on a video) sends no
 * focusout, so each entry lets go of a focus hold that nothing inside has any more.
 */
export function useStoryHolds(hold: (reason: HoldReason, isHeld: boolean) => void, visit: number) {
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    const active = document.activeElement;
    if (!active || !root.current?.contains(active)) hold('focus', false);
  }, [visit, hold]);

  return {
    ref: root,
    onPointerOver(e: PointerEvent<HTMLElement>) {
      if (e.pointerType === 'mouse' || e.pointerType === 'pen') hold('hover', holdsOnHover(e.target));
    },
    onPointerLeave() {
      hold('hover', false);
    },
    onFocus(e: FocusEvent<HTMLElement>) {
      hold('focus', holdsOnFocus(e.target));
    },
    onBlur(e: FocusEvent<HTMLElement>) {
      if (!(e.relatedTarget instanceof Node) || !e.currentTarget.contains(e.relatedTarget)) hold('focus', false);
    },
  };
}
