import { useId, useLayoutEffect, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { formatNumber, useI18n } from '@/i18n';
import { canSendComment, charactersLeft, COMMENT_MAX_LENGTH, keyAction } from '../model/comment-rules';
import styles from './composer.module.css';

/** Props of {@link Composer}. */
export interface ComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Queues the comment; returns true when it was taken (the composer then empties). */
  onSend: (text: string) => boolean;
  /** When set, the composer is disabled and shows this (e.g. activity is off on this album). */
  disabledReason?: string | undefined;
  /** "Comment on this album" / "Comment on this photo". */
  label: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Tallest the textarea grows before it scrolls, px. */
  maxHeightPx?: number;
}

/**
 * The comment box: grows with its text, Enter sends, Shift+Enter is a new line, nothing sends while
 * an input method is composing, whitespace-only cannot be sent, a counter near the 5,000 limit.
 */
export function Composer({ text, onTextChange, onSend, disabledReason, label, textareaRef, maxHeightPx = 160 }: ComposerProps) {
  const { t, formatLocale } = useI18n();
  const id = useId();
  const left = charactersLeft(text);
  const sendable = !disabledReason && canSendComment(text);

  function submit() {
    if (!sendable) return;
    if (onSend(text)) onTextChange('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (keyAction(event.nativeEvent) !== 'send') return;
    event.preventDefault();
    submit();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  const describedBy = [`${id}-hint`, left !== undefined ? `${id}-count` : '', disabledReason ? `${id}-reason` : ''].filter(Boolean).join(' ');

  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label={label}>
      <div className={styles.row}>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {label}
        </label>
        <AutoGrowTextarea
          id={`${id}-text`}
          textareaRef={textareaRef}
          value={text}
          maxHeightPx={maxHeightPx}
          disabled={!!disabledReason}
          describedBy={describedBy}
          onChange={onTextChange}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary" aria-disabled={!sendable} disabled={!!disabledReason}>
          {t('activity.composer.send')}
        </button>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('activity.composer.hint')}
      </p>
      {left !== undefined && (
        <p id={`${id}-count`} className={left <= 50 ? `${styles.count} ${styles.countLow}` : styles.count}>
          {t('activity.composer.left', { left, max: formatNumber(COMMENT_MAX_LENGTH, formatLocale) })}
        </p>
      )}
      {disabledReason && (
        <p id={`${id}-reason`} className={styles.reason}>
          {disabledReason}
        </p>
      )}
    </form>
  );
}

interface AutoGrowTextareaProps {
  id: string;
  value: string;
  maxHeightPx: number;
  disabled: boolean;
  describedBy: string;
  textareaRef?: Ref<HTMLTextAreaElement> | undefined;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

function AutoGrowTextarea({ id, value, maxHeightPx, disabled, describedBy, textareaRef, onChange, onKeyDown }: AutoGrowTextareaProps) {
  const { t } = useI18n();
  const innerId = id;
  // Measure after each change: height follows the text up to the max, then it scrolls.
  useLayoutEffect(() => {
    const el = document.getElementById(innerId) as HTMLTextAreaElement | null;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, maxHeightPx)}px`;
  }, [innerId, value, maxHeightPx]);

  return (
    <textarea
      id={id}
      ref={textareaRef}
      className={styles.textarea}
      rows={1}
      value={value}
      placeholder={disabled ? t('activity.composer.placeholderOff') : t('activity.composer.placeholder')}
      maxLength={COMMENT_MAX_LENGTH}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
