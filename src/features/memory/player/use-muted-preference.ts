import { useCallback, useState } from 'react';
import { webStorage } from '@/lib/web-storage';

const storageKey = 'keepsake.memory.videoMuted';

function readMuted(): boolean {
  try {
    // Muted unless the user turned sound on before: autoplay with sound is blocked anyway.
    return webStorage('localStorage')?.getItem(storageKey) !== 'false';
  } catch {
    return true;
  }
}

/** The memory player's video mute switch, remembered across visits (a preference, not data). */
export function useMutedPreference(): [boolean, (muted: boolean) => void] {
  const [muted, setMutedState] = useState(readMuted);
  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    try {
      webStorage('localStorage')?.setItem(storageKey, String(next));
    } catch {
      // Storage can be full or blocked (private mode): the switch still works for this visit.
    }
  }, []);
  return [muted, setMuted];
}
