import { useState } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import { useI18n, type MessageId } from '@/i18n';
import { DAYS_RANGE, FRAME_SOURCES, frameSearch, type FrameOptions, type FrameSource } from '../model/frame-options';
import styles from './frame.module.css';

/** The times per photo offered (s); the URL may ask for another, which is offered too. */
const SECONDS_CHOICES = [10, 15, 30, 60, 300, 900];

const SOURCE_LABELS = {
  today: 'frame.settings.source.today',
  days: 'frame.settings.source.days',
  saved: 'frame.settings.source.saved',
  all: 'frame.settings.source.all',
} as const satisfies Record<FrameSource, MessageId>;

/** Props of {@link FrameSettings}. */
export interface FrameSettingsProps {
  options: FrameOptions;
  /** shows the frame with these options */
  onApply: (options: FrameOptions) => void;
  /** closed by Cancel, Esc or Show; the browser returns focus to the button that opened it */
  onClose: () => void;
}

/**
 * The frame's options in a modal dialog (the browser keeps focus inside it): where the photos
 * come from, how long each stays, the clock; and the link that opens a frame with them.
 */
export function FrameSettings({ options, onApply, onClose }: FrameSettingsProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(options);
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>(undefined);

  const link = `${window.location.origin}/frame${frameSearch(draft)}`;
  const change = (next: Partial<FrameOptions>) => {
    setDraft({ ...draft, ...next });
    setCopied(undefined);
  };
  const copy = () => navigator.clipboard.writeText(link).then(() => setCopied('yes'), () => setCopied('no'));
  const seconds = [...new Set([...SECONDS_CHOICES, draft.seconds])].sort((a, b) => a - b);

  return (
    <ModalDialog title={t('frame.settings.title')} onClose={onClose}>
      <form method="dialog" className={styles.settings} onSubmit={() => onApply(draft)}>
        <fieldset>
          <legend>{t('frame.settings.source')}</legend>
          {FRAME_SOURCES.map((source) => (
            <label key={source} className={styles.choice}>
              <input type="radio" name="source" value={source} checked={draft.source === source} onChange={() => change({ source })} />
              {t(SOURCE_LABELS[source])}
            </label>
          ))}
        </fieldset>
        {draft.source === 'days' && (
          <label className={styles.field}>
            <span>{t('frame.settings.days')}</span>
            <input
              type="number"
              min={DAYS_RANGE[0]}
              max={DAYS_RANGE[1]}
              value={draft.days}
              onChange={(e) => change({ days: Math.min(DAYS_RANGE[1], Math.max(DAYS_RANGE[0], Math.round(e.currentTarget.valueAsNumber) || DAYS_RANGE[0])) })}
            />
          </label>
        )}
        <label className={styles.field}>
          <span>{t('frame.settings.seconds')}</span>
          <select value={draft.seconds} onChange={(e) => change({ seconds: Number(e.currentTarget.value) })}>
            {seconds.map((s) => (
              <option key={s} value={s}>
                {s % 60 === 0 ? t('frame.settings.minutesOption', { minutes: s / 60 }) : t('frame.settings.secondsOption', { seconds: s })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.choice}>
          <input type="checkbox" checked={draft.clock} onChange={(e) => change({ clock: e.currentTarget.checked })} />
          {t('frame.settings.clock')}
        </label>
        <label className={styles.field}>
          <span>{t('frame.settings.link')}</span>
          <input type="text" readOnly value={link} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        </label>
        <p role="status">{copied === 'yes' ? t('frame.settings.copied') : copied === 'no' ? t('frame.settings.copyFailed') : ''}</p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={copy}>
            {t('frame.settings.copy')}
          </button>
          <button type="button" className="button" onClick={(e) => e.currentTarget.closest('dialog')?.close()}>
            {t('frame.settings.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {t('frame.settings.apply')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
