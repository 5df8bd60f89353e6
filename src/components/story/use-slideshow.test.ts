import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlideshow, type SlideKind } from './use-slideshow';

const images = (n: number): SlideKind[] => Array.from({ length: n }, () => 'image');

function setup(kinds: SlideKind[] = images(3), options: { initialIndex?: number; startPaused?: boolean } = {}) {
  return renderHook(() => useSlideshow({ kinds, imageDurationMs: 5000, ...options }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSlideshow', () => {
  it('does not start the clock before the slide is decoded', () => {
    const { result } = setup();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.index).toBe(0);
    expect(result.current.isRunning).toBe(false);

    act(() => result.current.reportReady(result.current.visit));
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.index).toBe(1);
    expect(result.current.status).toBe('loading');
  });

  it('keeps the remaining time across a pause', () => {
    const { result } = setup();
    act(() => result.current.reportReady(result.current.visit));
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    act(() => result.current.pause());
    expect(result.current.isPaused).toBe(true);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.index).toBe(0);

    act(() => result.current.play());
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.index).toBe(1);
  });

  it('holds while pressed and resumes the remaining time on release', () => {
    const { result } = setup();
    act(() => result.current.reportReady(result.current.visit));
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    act(() => result.current.hold('press', true));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.index).toBe(0);
    act(() => result.current.hold('press', false));
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.index).toBe(1);
  });

  it('stops on the last slide at the end of the story, and "play" watches again', () => {
    const { result } = setup(images(2));
    act(() => result.current.reportReady(result.current.visit));
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    act(() => result.current.reportReady(result.current.visit));
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.index).toBe(1);
    expect(result.current.isEnded).toBe(true);
    expect(result.current.isRunning).toBe(false);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.index).toBe(1);

    act(() => result.current.play());
    expect(result.current.index).toBe(0);
    expect(result.current.isEnded).toBe(false);
  });

  it('starts paused under reduced motion and only plays when asked', () => {
    const { result } = setup(images(3), { startPaused: true });
    act(() => result.current.reportReady(result.current.visit));
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.index).toBe(0);
    expect(result.current.isPaused).toBe(true);
    act(() => result.current.toggle());
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.index).toBe(1);
  });

  it('shows a failed slide for the full time, then goes on', () => {
    const { result } = setup();
    act(() => result.current.reportError(result.current.visit));
    expect(result.current.status).toBe('error');
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.index).toBe(1);
  });

  it('ignores a late ready report from a slide that is no longer shown', () => {
    const { result } = setup();
    const firstVisit = result.current.visit;
    act(() => result.current.next());
    act(() => result.current.reportReady(firstVisit));
    expect(result.current.status).toBe('loading');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.index).toBe(1);
  });

  it('jumps to a slide, restarting its clock, and clamps out-of-range targets', () => {
    const { result } = setup(images(4), { initialIndex: 9 });
    expect(result.current.index).toBe(3);
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
  });

  it('a grid pause is undone by the grid, a user pause is not', () => {
    const { result } = setup();
    act(() => result.current.pause('grid'));
    act(() => result.current.resumeFrom('grid'));
    expect(result.current.isPaused).toBe(false);
    act(() => result.current.pause('user'));
    act(() => result.current.pause('grid'));
    act(() => result.current.resumeFrom('grid'));
    expect(result.current.isPaused).toBe(true);
  });

  it('lets a video run on its own time instead of the image clock', () => {
    const { result } = setup(['video', 'image']);
    const video = document.createElement('video');
    const play = vi.fn(() => Promise.resolve());
    const pause = vi.fn();
    Object.assign(video, { play, pause });
    act(() => {
      result.current.videoRef(video);
    });
    act(() => {
      video.dispatchEvent(new Event('canplay'));
    });
    expect(result.current.status).toBe('ready');
    expect(play).toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.index).toBe(0);

    Object.defineProperty(video, 'currentTime', { value: 2, configurable: true });
    Object.defineProperty(video, 'duration', { value: 8, configurable: true });
    act(() => {
      video.dispatchEvent(new Event('timeupdate'));
    });
    expect(result.current.videoTime).toEqual({ currentTime: 2, duration: 8 });

    act(() => result.current.pause());
    expect(pause).toHaveBeenCalled();
    act(() => result.current.play());
    act(() => {
      video.dispatchEvent(new Event('ended'));
    });
    expect(result.current.index).toBe(1);
  });
});
