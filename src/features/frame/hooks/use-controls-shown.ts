import { useEffect, useEffectEvent, useState } from 'react';

/** How long the controls stay after the last touch or key press (ms). */
export const CONTROLS_IDLE_MS = 8_000;

/**
 * Whether the frame's controls show: from a touch, click or key press until {@link CONTROLS_IDLE_MS}
 * without one, or for as long as `isHeld` (the settings are open). Enter and Escape also call
 * `onOpenKey` (the controls take focus). When they hide with focus inside them, focus goes to `main`.
 */
export function useControlsShown(isHeld: boolean, onOpenKey: () => void, controls: () => HTMLElement | null | undefined, main: () => HTMLElement | null | undefined): boolean {
  const [touchedAt, setTouchedAt] = useState<number | undefined>(undefined);
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    setTouchedAt(Date.now());
    // A key meant for a control (a link, a button, the settings) is that control's.
    const onControl = e.target instanceof Element && e.target.closest('a, button, input, select, textarea, dialog');
    if ((e.key === 'Enter' || e.key === 'Escape') && !onControl) {
      e.preventDefault();
      onOpenKey();
    }
  });
  useEffect(() => {
    const touch = () => setTouchedAt(Date.now());
    window.addEventListener('pointerdown', touch);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointerdown', touch);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const isShown = isHeld || touchedAt !== undefined;
  const hide = useEffectEvent(() => {
    if (controls()?.contains(document.activeElement)) main()?.focus({ preventScroll: true });
    setTouchedAt(undefined);
  });
  useEffect(() => {
    if (isHeld || touchedAt === undefined) return;
    const timer = window.setTimeout(hide, CONTROLS_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [isHeld, touchedAt]);
  return isShown;
}
