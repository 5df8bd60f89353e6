import type { Memory } from '@/api';
import { useI18n } from '@/i18n';
import { HeartIcon } from '@/components/story/icons';
import { useSaveMemory } from './use-save-memory';
import styles from '../player/player.module.css';
import story from '@/components/story/story.module.css';

/** Props of {@link SaveButton}. */
export interface SaveButtonProps {
  memory: Memory;
}

/** The heart: a toggle button (`aria-pressed`) and a polite status line after each change. */
export function SaveButton({ memory }: SaveButtonProps) {
  const { t } = useI18n();
  const save = useSaveMemory(memory);
  return (
    <>
      <button
        type="button"
        className={[story.iconButton, save.isSaved ? styles.saved : ''].join(' ')}
        aria-pressed={save.isSaved}
        aria-label={t('memory.save.label')}
        title={save.isSaved ? t('memory.save.savedHint') : t('memory.save.label')}
        onClick={save.toggle}
      >
        <HeartIcon filled={save.isSaved} />
      </button>
      <p role="status" className={[styles.saveStatus, save.message?.isError ? styles.saveStatusError : ''].join(' ')}>
        {save.message && <span key={save.message.text + String(save.isSaved)}>{save.message.text}</span>}
      </p>
    </>
  );
}
