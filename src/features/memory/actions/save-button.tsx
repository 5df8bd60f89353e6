import type { Memory } from '@/api';
import { HeartIcon } from '../player/icons';
import { useSaveMemory } from './use-save-memory';
import styles from '../player/player.module.css';

/** Props of {@link SaveButton}. */
export interface SaveButtonProps {
  memory: Memory;
}

/** The heart: a toggle button (`aria-pressed`) and a polite status line after each change. */
export function SaveButton({ memory }: SaveButtonProps) {
  const save = useSaveMemory(memory);
  return (
    <>
      <button
        type="button"
        className={[styles.iconButton, save.isSaved ? styles.saved : ''].join(' ')}
        aria-pressed={save.isSaved}
        aria-label="Save memory"
        title={save.isSaved ? 'Saved: press to remove' : 'Save memory'}
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
