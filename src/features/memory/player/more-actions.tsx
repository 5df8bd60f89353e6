import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { userQueries, type Asset, type Memory } from '@/api';
import { useI18n } from '@/i18n';
import { deleteMemoryLater, removeFromMemory } from '../actions/memory-removals';
import { exitPathOf, useMemoryList } from '../model/memory-list';
import { MoreIcon } from '@/components/story/icons';
import styles from './player.module.css';
import story from '@/components/story/story.module.css';

/** Props of {@link MoreActions}. */
export interface MoreActionsProps {
  memory: Memory;
  /** the photo on screen */
  asset: Asset;
}

/**
 * "More" for the memory's owner only: take the photo on screen out of this memory, or delete the
 * memory (each with a few seconds to undo, on whichever page the user is then). A disclosure: the
 * button says whether the actions are shown; Esc hides them and focus goes back to the button.
 */
export function MoreActions({ memory, asset }: MoreActionsProps) {
  const { t } = useI18n();
  const me = useQuery(userQueries.me());
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const list = useMemoryList();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!me.data || me.data.id !== memory.ownerId) return null;
  const canRemovePhoto = memory.assets.length > 1;

  return (
    <div className={styles.more}>
      <button
        ref={button}
        type="button"
        className={story.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('memory.remove.more')}
        onClick={() => setOpen(!open)}
      >
        <MoreIcon />
      </button>
      <div ref={panel} id={panelId} className={styles.morePanel} hidden={!open}>
        {canRemovePhoto && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setOpen(false);
              removeFromMemory(memory.id, asset.id);
              button.current?.focus();
            }}
          >
            {t('memory.remove.photo')}
          </button>
        )}
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            deleteMemoryLater(memory.id);
            void navigate(exitPathOf(list));
          }}
        >
          {t('memory.remove.memory')}
        </button>
      </div>
    </div>
  );
}
