import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './end-card.module.css';

/** Props of {@link StoryEndCard}. */
export interface StoryEndCardProps {
  title: string;
  /** the card's choices, the one to go on with first (it takes focus) */
  children: ReactNode;
}

/**
 * The card over the last photo when a story ends, with its choices. When focus was in the story
 * (its "Next photo" just turned disabled) or nowhere, it moves to the card's first choice; focus
 * elsewhere on the page is left alone.
 */
export function StoryEndCard({ title, children }: StoryEndCardProps) {
  const titleId = useId();
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    const story = actions.current?.closest('[data-story-player]');
    const first = actions.current?.querySelector<HTMLElement>('a[href], button');
    if (!active || active === document.body || story?.contains(active)) first?.focus();
  }, []);
  return (
    <div className={styles.endCard} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.endTitle}>
        {title}
      </p>
      <div ref={actions} className={styles.endActions}>
        {children}
      </div>
    </div>
  );
}
