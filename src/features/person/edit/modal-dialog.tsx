import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './edit.module.css';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  title: string;
  /** closed by a button, by Esc, or by its form: the opener then takes focus back */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal `<dialog>`: the browser keeps focus inside it and Esc closes it. Opened on mount; the
 * caller returns focus to whatever opened it in `onClose` (the opener may be a menu item that is gone).
 */
export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </dialog>
  );
}
