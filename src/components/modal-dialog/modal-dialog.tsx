import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  title: string;
  /** closed by a button (`form method="dialog"`, or `closest('dialog').close()`), by Esc: the caller then puts focus back */
  onClose: () => void;
  /** shown beside the title (a face, a picture) */
  lead?: ReactNode;
  /** a line under the title that describes the dialog to assistive tech too */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal `<dialog>`, opened on mount: the browser keeps focus inside it and Esc closes it. The
 * caller returns focus to whatever opened it in `onClose` (the opener may be a menu item that is gone).
 */
export function ModalDialog({ title, onClose, lead, description, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={description ? `${id}-description` : undefined} onClose={onClose}>
      <div className={styles.head}>
        {lead}
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {description && (
            <p id={`${id}-description`} className={styles.description}>
              {description}
            </p>
          )}
        </div>
      </div>
      {children}
    </dialog>
  );
}
