import { assetThumbnailUrl } from '@/api';
import type { YearPhoto } from '@/api/then-and-now';
import { ModalDialog } from '@/components/modal-dialog';
import { useI18n } from '@/i18n';
import { formatWallClockDate } from '@/lib/wall-clock';
import styles from './then-and-now.module.css';

/** Props of {@link ChoosePhotoDialog}. */
export interface ChoosePhotoDialogProps {
  name: string;
  year: number;
  /** the year's photos (videos are left out here) */
  photos: readonly YearPhoto[];
  /** the photo the story shows for the year */
  currentId: string;
  /** the user chose this year's photo before (the automatic choice can be restored) */
  isPicked: boolean;
  /** an asset id, or `undefined` for the automatic choice */
  onPick: (assetId: string | undefined) => void;
  onClose: () => void;
}

/** "Choose another photo for 2017": the year's photos as buttons, and the way back to the automatic choice. */
export function ChoosePhotoDialog({ name, year, photos, currentId, isPicked, onPick, onClose }: ChoosePhotoDialogProps) {
  const { t, formatLocale } = useI18n();
  const yearText = String(year);
  return (
    <ModalDialog title={t('people.thenAndNow.chooseTitle', { year: yearText })} description={t('people.thenAndNow.chooseHint', { name, year: yearText })} onClose={onClose}>
      <ul className={styles.choices}>
        {photos
          .filter((p) => !p.isVideo)
          .map((photo) => {
            const date = formatWallClockDate(new Date(photo.localTime).toISOString().slice(0, 19), formatLocale) ?? yearText;
            return (
              <li key={photo.assetId}>
                <button type="button" className={styles.choice} aria-pressed={photo.assetId === currentId} onClick={() => onPick(photo.assetId)}>
                  <img src={assetThumbnailUrl(photo.assetId)} alt={t('people.thenAndNow.photoOf', { name, date })} loading="lazy" />
                </button>
              </li>
            );
          })}
      </ul>
      <form method="dialog" className={styles.dialogActions}>
        {isPicked && (
          <button type="button" className="button" onClick={() => onPick(undefined)}>
            {t('people.thenAndNow.automatic')}
          </button>
        )}
        <button type="submit" className="button">
          {t('people.thenAndNow.cancel')}
        </button>
      </form>
    </ModalDialog>
  );
}
