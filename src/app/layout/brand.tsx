import styles from './site-header.module.css';

/**
 * The product mark and name ("Keepsake"). The mark is decorative; the name is text, which `compact`
 * hides on narrow phones (screen readers still read it).
 */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.brand}>
      <svg className={styles.mark} viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#b4451f" />
        <path d="M18 44V20h6v10l10-10h8L31 31l12 13h-8l-11-12v12z" fill="#fff" />
      </svg>
      <span className={compact ? `${styles.name} visually-hidden-on-phones` : styles.name}>Keepsake</span>
    </span>
  );
}
