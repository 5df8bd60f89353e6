import { useEffect, useEffectEvent } from 'react';
import type { Direction } from '@/i18n';

/** What a story player's keys do (the memory player, Then and Now). */
export interface PlayerKeyHandlers {
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** Shift+← (Shift+→ in right-to-left; absent when there is no previous memory) */
  onPreviousMemory?: (() => void) | undefined;
  /** Shift+→ (Shift+← in right-to-left) */
  onNextMemory?: (() => void) | undefined;
  onExit: () => void;
  /** reading direction: in right-to-left the story runs leftwards, so ← goes forward */
  dir?: Direction;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** Space already means "press" on these: let them do it instead of toggling twice. */
function isPressable(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a[href], summary, [role="button"], video[controls]') !== null;
}

/**
 * Page-wide keys of the player: Space play/pause, ←/→ photos, Shift+←/→ memories, Esc home. The
 * arrows point the way the story reads: in right-to-left, ← is forward and → back (as the APG
 * carousel). Nothing happens while typing in a field, with a modifier held, or while a dialog is open.
 */
export function usePlayerKeys(handlers: PlayerKeyHandlers): void {
  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
    if (document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]')) return;
    const rtl = handlers.dir === 'rtl';
    const backKey = rtl ? 'ArrowRight' : 'ArrowLeft';
    const forwardKey = rtl ? 'ArrowLeft' : 'ArrowRight';
    let handled = true;
    if (e.key === ' ' && !e.shiftKey) {
      if (isPressable(e.target)) return;
      handlers.onToggle();
    } else if (e.key === backKey) {
      if (e.shiftKey) handled = call(handlers.onPreviousMemory);
      else handlers.onPrevious();
    } else if (e.key === forwardKey) {
      if (e.shiftKey) handled = call(handlers.onNextMemory);
      else handlers.onNext();
    } else if (e.key === 'Escape' && !e.shiftKey) {
      handlers.onExit();
    } else {
      handled = false;
    }
    if (handled) e.preventDefault();
  });

  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

function call(fn: (() => void) | undefined): boolean {
  fn?.();
  return fn !== undefined;
}
