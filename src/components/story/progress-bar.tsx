import type { CSSProperties } from 'react';
import { formatNumber, useI18n } from '@/i18n';
import type { Slideshow } from './use-slideshow';
import styles from './progress-bar.module.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  slideshow: Slideshow;
  /** placement in the caller's layout */
  className?: string;
  /** the list's name (default: the memory's photos) */
  label?: string;
}

type FillStyle = CSSProperties & Record<'--from' | '--remaining-ms', string>;

/**
 * One segment per slide; the current one fills with the story's clock (or the video's own time).
 * Each segment is a button that jumps to its slide. Hidden by the caller when there is one slide.
 */
export function ProgressBar({ slideshow, className, label }: ProgressBarProps) {
  const { t } = useI18n();
  const { index, count, isEnded, isRunning, elapsedMs, durationMs, videoTime, visit } = slideshow;

  function fillFor(i: number): { style: FillStyle; animate: boolean } {
    const at = (ratio: number) => ({ '--from': String(Math.min(1, Math.max(0, ratio))), '--remaining-ms': '0ms' });
    if (i < index || (i === index && isEnded)) return { style: at(1), animate: false };
    if (i > index) return { style: at(0), animate: false };
    if (videoTime) return { style: at(videoTime.duration > 0 ? videoTime.currentTime / videoTime.duration : 0), animate: false };
    const from = elapsedMs / durationMs;
    if (!isRunning) return { style: at(from), animate: false };
    // The fill runs in CSS from where the clock stands to the end over the remaining time; a new
    // element (key) restarts it after every pause, so it never drifts from the real timer.
    return { style: { '--from': String(from), '--remaining-ms': `${Math.max(0, durationMs - elapsedMs)}ms` }, animate: true };
  }

  return (
    <ol className={[styles.progress, className ?? ''].join(' ')} aria-label={label ?? t('memory.player.progress')}>
      {Array.from({ length: count }, (_, i) => {
        const { style, animate } = fillFor(i);
        return (
          <li key={i} className={styles.segmentItem}>
            <button
              type="button"
              className={styles.segment}
              aria-label={t('memory.player.goToPhoto', { position: formatNumber(i + 1), count: formatNumber(count) })}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => slideshow.goTo(i)}
            >
              <span className={styles.segmentTrack}>
                <span
                  key={i === index ? `${visit}-${elapsedMs}-${animate}` : 'static'}
                  className={[styles.segmentFill, animate ? styles.segmentFillRunning : ''].join(' ')}
                  style={style}
                />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
