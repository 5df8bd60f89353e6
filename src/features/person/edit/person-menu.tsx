import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '@/i18n';
import styles from './edit.module.css';

/** One item of {@link PersonMenu}. */
export interface PersonMenuItem {
  label: string;
  onSelect: () => void;
}

/** Props of {@link PersonMenu}. */
export interface PersonMenuProps {
  items: readonly PersonMenuItem[];
  /** the menu button, for dialogs opened from an item to give focus back to */
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The "More" menu button (WAI-ARIA menu button): Enter, Space or ↓ opens it on its first item,
 * ↑/↓/Home/End move, Esc or Tab closes it and focus goes back to the button.
 */
export function PersonMenu({ items, buttonRef }: PersonMenuProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, buttonRef]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      entries[(move + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className={styles.menuWrap}>
      <button
        ref={buttonRef}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {t('people.edit.more')}
      </button>
      {open && (
        <ul ref={menuRef} id={`${id}-menu`} role="menu" aria-label={t('people.edit.more')} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => {
                  setOpen(false);
                  // focus goes back to the button; a dialog the item opens takes it from there
                  buttonRef.current?.focus();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
