import styles from './spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is happening, for screen readers ("Signing in…"). Omit when a visible label says it. */
  label?: string;
  /** Diameter in CSS px. Default 18 (fits inside a button). */
  sizePx?: number;
}

/** A small rotating ring for busy buttons and short waits; announced only when labelled. */
export function Spinner({ label, sizePx = 18 }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ width: sizePx, height: sizePx }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
