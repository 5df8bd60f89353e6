import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Asset, Memory } from '@/api';
import { ErrorState } from '@/components/error-state';
import { useI18n } from '@/i18n';
import { useControlsShown } from '../hooks/use-controls-shown';
import { useFrameLoop } from '../hooks/use-frame-loop';
import { useFrameMemories, type MemoriesOfDay } from '../hooks/use-frame-memories';
import { useSessionEnded } from '../hooks/use-session-ended';
import { useWakeLock } from '../hooks/use-wake-lock';
import { frameSearch, parseFrameOptions, type FrameOptions } from '../model/frame-options';
import { framePlaylist } from '../model/playlist';
import { burnInShift, FrameCaption } from './frame-caption';
import { FrameClock } from './frame-clock';
import { FrameControls } from './frame-controls';
import { EmptyScreen, LoadingScreen, SignedOutScreen, WaitingScreen } from './frame-screens';
import { FrameStage } from './frame-stage';
import styles from './frame.module.css';

/** What the frame takes from the memory feature, handed over by the route (features never import each other). */
export interface FrameKit {
  /** keeps the memories of one local day (a server may ignore `for`) */
  memoriesOfDay: MemoriesOfDay;
  /** a memory's title ("3 years ago") */
  useTitle: (memory: Memory) => string;
  /** whether the reader asked for less motion */
  useReducedMotion: () => boolean;
  /** a photo's text alternative */
  altOf: (asset: Asset) => string;
  /** "City, Country" of a photo, when known */
  placeOf: (asset: Asset | undefined) => string | undefined;
}

/**
 * Frame mode (`/frame?source=…&days=…&clock=1&seconds=…`, ADR 102): memories full screen, one photo
 * after another, for days on end. Controls only after a touch or a key; a quiet line while the
 * server is away; its own "sign in again" screen when the session ends.
 */
export function FramePage({ kit }: { kit: FrameKit }) {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const options = useMemo(() => parseFrameOptions(search), [search]);
  const { memories, isRetrying, error, refresh } = useFrameMemories(options, kit.memoriesOfDay);
  const hasEnded = useSessionEnded();
  const slides = useMemo(() => (hasEnded ? [] : framePlaylist(memories ?? [])), [memories, hasEnded]);
  const isInstant = kit.useReducedMotion();
  const { state, onLoaded, onFailed } = useFrameLoop(slides, options.seconds, isInstant);
  useWakeLock(!hasEnded);

  const main = useRef<HTMLElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const isShown = useControlsShown(isSettingsOpen, () => setFocusRequest((n) => n + 1), () => controls.current, () => main.current);
  const apply = (next: FrameOptions) => setSearch(new URLSearchParams(frameSearch(next)), { replace: true });
  // A photo that does not load may mean the server or the session is gone: ask now (once at a time).
  const onPhotoFailed = (slot: 0 | 1, key: string) => {
    onFailed(slot, key);
    refresh();
  };

  const front = state.slots[state.front].slide;
  const shift = burnInShift(state.changes, options.seconds);
  let content;
  if (hasEnded) content = <SignedOutScreen />;
  else if (front) content = <FrameStage state={state} altOf={(slide) => kit.altOf(slide.asset)} onLoaded={onLoaded} onFailed={onPhotoFailed} />;
  else if (memories) content = <EmptyScreen source={options.source} />;
  else if (error) content = <ErrorState error={error} onRetry={refresh} headingLevel={1} />;
  else content = isRetrying ? <WaitingScreen /> : <LoadingScreen />;

  return (
    <main id="main" ref={main} tabIndex={-1} className={styles.frame} data-controls={isShown} data-changes={state.changes}>
      {content}
      {front && !hasEnded && <FrameCaption slide={front} useTitle={kit.useTitle} placeOf={kit.placeOf} shift={shift} />}
      {options.clock && !hasEnded && <FrameClock shift={shift} />}
      <p role="status" className={styles.status}>
        {isRetrying && !hasEnded ? t('frame.status.retrying') : ''}
      </p>
      {isShown && (
        <FrameControls
          ref={controls}
          options={options}
          isSettingsOpen={isSettingsOpen}
          onSettingsOpen={setSettingsOpen}
          onApply={apply}
          focusRequest={focusRequest}
        />
      )}
    </main>
  );
}
