import { useEffect, useRef, useState } from 'react';
import { assetThumbnailUrl } from '@/api';
import { formatNumber, useI18n } from '@/i18n';
import type { StorySlide } from '../use-then-and-now';
import { recordStory, webmType } from './record-story';
import type { VideoTiming } from './draw-frame';
import styles from '../then-and-now.module.css';

/** Props of {@link SaveVideo}. */
export interface SaveVideoProps {
  slides: readonly StorySlide[];
  title: string;
  captionOf: (slide: StorySlide) => string;
  timing: VideoTiming;
  /** the file's name, without extension */
  fileName: string;
  /** the stage on screen: the video takes its shape */
  stage: () => HTMLElement | null;
  /** the story pauses while the video is made */
  onStart: () => void;
}

type Making = { state: 'idle' } | { state: 'making'; done: number } | { state: 'saved' } | { state: 'failed'; unavailable: boolean };

function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  return image.decode().then(() => image);
}

/** The video's size: the stage's shape, its long side 1280 px, even numbers (encoders want them). */
function videoSize(stage: HTMLElement | null): { width: number; height: number } {
  const w = stage?.clientWidth || 1280;
  const h = stage?.clientHeight || 720;
  const k = 1280 / Math.max(w, h);
  const even = (n: number) => Math.max(2, Math.round((n * k) / 2) * 2);
  return { width: even(w), height: even(h) };
}

/**
 * "Save as video": the story rendered in the browser (canvas and MediaRecorder, WebM) with the same
 * alignment, dissolves and captions, then downloaded; a progress bar and Cancel meanwhile. Nothing
 * is uploaded. Where the browser cannot record WebM, it says so.
 */
export function SaveVideo({ slides, title, captionOf, timing, fileName, stage, onStart }: SaveVideoProps) {
  const { t } = useI18n();
  const [making, setMaking] = useState<Making>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const isMaking = making.state === 'making';
  // Focus follows the control that replaces the one used: Cancel while making, then Save again.
  const wasMaking = useRef(false);
  useEffect(() => {
    if (isMaking) cancelRef.current?.focus();
    else if (wasMaking.current) saveRef.current?.focus();
    wasMaking.current = isMaking;
  }, [isMaking]);
  useEffect(() => () => abort.current?.abort(), []);

  async function make() {
    if (!webmType()) {
      setMaking({ state: 'failed', unavailable: true });
      return;
    }
    onStart();
    const controller = new AbortController();
    abort.current = controller;
    setMaking({ state: 'making', done: 0 });
    try {
      // Cancel counts while the pictures load too
      const cancelled = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')), { once: true }));
      const images = await Promise.race([Promise.all(slides.map((s) => loadImage(assetThumbnailUrl(s.assetId, 'preview')))), cancelled]);
      const videoSlides = slides.map((slide, i) => ({ slide, image: images[i]!, caption: captionOf(slide) }));
      const { width, height } = videoSize(stage());
      const blob = await recordStory({ slides: videoSlides, title, width, height, timing, signal: controller.signal, onProgress: (done) => setMaking((m) => (m.state !== 'making' || Math.floor(m.done * 100) === Math.floor(done * 100) ? m : { state: 'making', done })) });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName}.webm`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setMaking({ state: 'saved' });
    } catch {
      setMaking(controller.signal.aborted ? { state: 'idle' } : { state: 'failed', unavailable: false });
    } finally {
      abort.current = null;
    }
  }

  return (
    <div className={styles.video}>
      {making.state === 'making' ? (
        <>
          <progress className={styles.videoProgress} value={making.done} max={1} aria-label={t('people.thenAndNow.videoMaking')} />
          <span aria-hidden="true">{t('people.thenAndNow.videoProgress', { percent: formatNumber(Math.floor(making.done * 100)) })}</span>
          <button ref={cancelRef} type="button" className={styles.textButton} onClick={() => abort.current?.abort()}>
            {t('people.thenAndNow.videoCancel')}
          </button>
        </>
      ) : (
        <button ref={saveRef} type="button" className={styles.textButton} onClick={() => void make()}>
          {t('people.thenAndNow.videoSave')}
        </button>
      )}
      <p role="status" className={styles.videoStatus}>
        {making.state === 'making'
          ? t('people.thenAndNow.videoMaking')
          : making.state === 'saved'
            ? t('people.thenAndNow.videoSaved')
            : making.state === 'failed'
              ? making.unavailable
                ? t('people.thenAndNow.videoUnavailable')
                : t('people.thenAndNow.videoFailed')
              : ''}
      </p>
    </div>
  );
}
