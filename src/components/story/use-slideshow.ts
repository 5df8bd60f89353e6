import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import {
  elapsedAt,
  initialState,
  isClockRunning,
  slideshowReducer,
  type HoldReason,
  type PauseReason,
  type SlideshowAction,
  type SlideStatus,
} from './slideshow-state';

/** What kind of media a slide holds: images run on the clock, videos on their own time. */
export type SlideKind = 'image' | 'video';

/** Options of {@link useSlideshow}. */
export interface SlideshowOptions {
  /** one entry per slide, in story order */
  kinds: readonly SlideKind[];
  /** slide to open on (clamped into range) */
  initialIndex?: number;
  /** ms an image (or an error tile) stays before the story goes on; default 5000 */
  imageDurationMs?: number;
  /** start paused (prefers-reduced-motion) */
  startPaused?: boolean;
}

/** The current video's own clock, in seconds. */
export interface VideoTime {
  currentTime: number;
  duration: number;
}

/** Everything the player needs: the state, the clock and the commands. */
export interface Slideshow {
  index: number;
  count: number;
  status: SlideStatus;
  /** paused by the user or by the grid, i.e. the button should offer "Play" (holds never count) */
  isPaused: boolean;
  /** held by a press, a resting pointer or keyboard focus: stopped, but not paused */
  isHeld: boolean;
  isEnded: boolean;
  /** the clock (or the video) is advancing right now */
  isRunning: boolean;
  /** changes on every slide entry; key media elements by it so they remount fresh */
  visit: number;
  /** ms the current image slide had run when the clock last started/stopped */
  elapsedMs: number;
  durationMs: number;
  /** the current video's time, when the slide is a playing video */
  videoTime: VideoTime | undefined;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  play: () => void;
  pause: (reason?: PauseReason) => void;
  /** undoes a pause of this reason only (a user pause stays) */
  resumeFrom: (reason: PauseReason) => void;
  toggle: () => void;
  /** starts or ends a hold of this reason; other holds and any pause are untouched */
  hold: (reason: HoldReason, isHeld: boolean) => void;
  retry: () => void;
  /** the current slide's media is decoded / can play; pass the `visit` it was rendered for */
  reportReady: (visit: number) => void;
  reportError: (visit: number) => void;
  /** callback ref for the current slide's <video>: playback, time and end follow the story */
  videoRef: (video: HTMLVideoElement | null) => (() => void) | undefined;
}

/**
 * All timers and media state of a story player (memories, Then and Now). The clock of a slide starts only once its
 * media reports ready (decoded image, playable video) or failed; pausing keeps the remaining time.
 */
export function useSlideshow({ kinds, initialIndex = 0, imageDurationMs = 5000, startPaused = false }: SlideshowOptions): Slideshow {
  const [state, dispatch] = useReducer(slideshowReducer, undefined, () => initialState(kinds.length, initialIndex, startPaused));
  const [videoTime, setVideoTime] = useState<VideoTime | undefined>(undefined);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const act = useCallback((a: DistributiveOmit<SlideshowAction, 'now'>) => dispatch({ ...a, now: Date.now() }), []);

  if (state.count !== kinds.length) act({ type: 'count', count: kinds.length });

  const kind = kinds[state.index] ?? 'image';
  const isRunning = isClockRunning(state);
  const videoDriven = kind === 'video' && state.status === 'ready';

  // The image clock: one timeout for the remaining time, rearmed whenever the clock restarts.
  const { runStartedAt, elapsedMs } = state;
  useEffect(() => {
    if (runStartedAt === undefined || videoDriven) return;
    const remaining = imageDurationMs - elapsedAt({ ...state, runStartedAt, elapsedMs }, Date.now());
    const timer = setTimeout(() => act({ type: 'advance' }), Math.max(0, remaining));
    return () => clearTimeout(timer);
    // `state` is read only for the two fields listed; the timer must not rearm on other changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runStartedAt, elapsedMs, videoDriven, imageDurationMs, act]);

  // The video plays exactly while the story runs.
  useEffect(() => {
    if (!video || !videoDriven) return;
    if (isRunning) {
      video.play().catch((error: unknown) => {
        // Autoplay refused (no user gesture yet): stop the story so the user can press Play.
        if (error instanceof DOMException && error.name === 'NotAllowedError') act({ type: 'pause', reason: 'user' });
      });
    } else {
      video.pause();
    }
  }, [video, videoDriven, isRunning, act]);

  const visit = state.visit;
  const videoRef = useCallback(
    (el: HTMLVideoElement | null) => {
      setVideo(el);
      setVideoTime(undefined);
      if (!el) return undefined;
      const onReady = () => act({ type: 'ready', visit });
      const onTime = () => setVideoTime({ currentTime: el.currentTime, duration: el.duration });
      const onEnded = () => act({ type: 'advance' });
      const onError = () => act({ type: 'error', visit });
      el.addEventListener('canplay', onReady);
      el.addEventListener('timeupdate', onTime);
      el.addEventListener('ended', onEnded);
      el.addEventListener('error', onError);
      if (el.readyState >= 3) onReady();
      return () => {
        el.removeEventListener('canplay', onReady);
        el.removeEventListener('timeupdate', onTime);
        el.removeEventListener('ended', onEnded);
        el.removeEventListener('error', onError);
        setVideo(null);
      };
    },
    [act, visit],
  );

  // Commands never change identity: effects and memoised children can depend on them.
  const commands = useMemo(
    () => ({
      goTo: (index: number) => act({ type: 'goTo', index }),
      next: () => act({ type: 'advance' }),
      previous: () => act({ type: 'back' }),
      play: () => act({ type: 'play' }),
      pause: (reason: PauseReason = 'user') => act({ type: 'pause', reason }),
      resumeFrom: (reason: PauseReason) => act({ type: 'resumeFrom', reason }),
      toggle: () => act({ type: 'toggle' }),
      hold: (reason: HoldReason, isHeld: boolean) => act({ type: 'hold', reason, isHeld }),
      retry: () => act({ type: 'retry' }),
      reportReady: (v: number) => act({ type: 'ready', visit: v }),
      reportError: (v: number) => act({ type: 'error', visit: v }),
    }),
    [act],
  );

  return {
    ...commands,
    index: state.index,
    count: state.count,
    status: state.status,
    isPaused: state.pausedBy !== undefined,
    isHeld: state.heldBy.length > 0,
    isEnded: state.isEnded,
    isRunning,
    visit: state.visit,
    elapsedMs: state.elapsedMs,
    durationMs: imageDurationMs,
    videoTime: videoDriven ? videoTime : undefined,
    videoRef,
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
