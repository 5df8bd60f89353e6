import { useEffect, useRef } from 'react';
import { assetThumbnailUrl, assetVideoUrl, type Asset } from '@/api';
import { useI18n } from '@/i18n';
import { thumbhashToDataUrl } from '@/lib/thumbhash';
import { formatWallClockDateTime } from '@/lib/wall-clock';
import { altTextOf } from '../model/describe-asset';
import styles from './memory-grid.module.css';

/** Props of {@link PhotoDialog}. */
export interface PhotoDialogProps {
  asset: Asset;
  /** closed by the button, Esc or a click on the backdrop; the caller returns focus */
  onClose: () => void;
}

/**
 * One photo (or video, with controls) large in a modal `<dialog>`: the browser traps focus and
 * closes it on Esc; the story's keys stay out of the way while it is open.
 */
export function PhotoDialog({ asset, onClose }: PhotoDialogProps) {
  const { t, formatLocale } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const alt = altTextOf(asset);
  const when = formatWallClockDateTime(asset.localDateTime, formatLocale);
  const placeholder = thumbhashToDataUrl(asset.thumbhash);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- a backdrop click closes; Esc and the button do too
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={alt}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) ref.current?.close();
      }}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogBar}>
          <p className={styles.dialogTitle}>{when ?? asset.originalFileName}</p>
          <button type="button" className="button" onClick={() => ref.current?.close()}>
            {t('memory.dialog.close')}
          </button>
        </div>
        <div className={styles.dialogMedia} style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}>
          {asset.type === 'VIDEO' ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the server has no captions for home videos
            <video src={assetVideoUrl(asset.id)} poster={assetThumbnailUrl(asset.id, 'preview')} controls playsInline aria-label={alt} />
          ) : (
            <img src={assetThumbnailUrl(asset.id, 'preview')} alt={alt} />
          )}
        </div>
      </div>
    </dialog>
  );
}
