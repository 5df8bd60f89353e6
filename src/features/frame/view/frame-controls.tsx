import { useEffect, useRef, type Ref } from 'react';
import { Link } from 'react-router';
import { useI18n } from '@/i18n';
import type { FrameOptions } from '../model/frame-options';
import { FrameSettings } from './frame-settings';
import styles from './frame.module.css';

/** Props of {@link FrameControls}. */
export interface FrameControlsProps {
  options: FrameOptions;
  isSettingsOpen: boolean;
  onSettingsOpen: (isOpen: boolean) => void;
  onApply: (options: FrameOptions) => void;
  /** bumps when a key asked for the controls: the first one takes focus */
  focusRequest: number;
  ref?: Ref<HTMLDivElement>;
}

/** What a touch or a key press shows over the photos: the settings, and the way out. */
export function FrameControls({ options, isSettingsOpen, onSettingsOpen, onApply, focusRequest, ref }: FrameControlsProps) {
  const { t } = useI18n();
  const settings = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRequest > 0) settings.current?.focus();
  }, [focusRequest]);
  return (
    <div ref={ref} className={styles.controls} role="group" aria-label={t('frame.controls.label')}>
      <button ref={settings} type="button" className="button" aria-haspopup="dialog" onClick={() => onSettingsOpen(true)}>
        {t('frame.controls.settings')}
      </button>
      <Link className="button" to="/">
        {t('frame.controls.leave')}
      </Link>
      {isSettingsOpen && <FrameSettings options={options} onApply={onApply} onClose={() => onSettingsOpen(false)} />}
    </div>
  );
}
