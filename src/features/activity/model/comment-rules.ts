/**
 * The rules of a comment the client enforces before anything is sent (pure, no React).
 * The server accepts a whitespace-only comment, so the client is the one to refuse it.
 */

/** Longest comment the composer accepts, in UTF-16 code units (what `maxLength` counts). */
export const COMMENT_MAX_LENGTH = 5000;

/** The counter appears once this few characters are left. */
export const COUNTER_THRESHOLD = 500;

/** What is sent: the text without leading/trailing whitespace; inner line breaks are kept. */
export function normalizeComment(text: string): string {
  return text.trim();
}

/** A comment can be sent when it has something besides whitespace and fits the limit. */
export function canSendComment(text: string): boolean {
  const normalized = normalizeComment(text);
  return normalized.length > 0 && normalized.length <= COMMENT_MAX_LENGTH;
}

/** Characters left before the limit, or undefined while far enough away that no counter is shown. */
export function charactersLeft(text: string): number | undefined {
  const left = COMMENT_MAX_LENGTH - text.length;
  return left <= COUNTER_THRESHOLD ? left : undefined;
}

/** The key fields of a keydown the composer decides on (a subset of KeyboardEvent, for tests). */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
  /** 229 = the browser hands the key to an input method (Safari reports it without isComposing). */
  keyCode: number;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * Enter sends; Shift+Enter (or Alt+Enter) is a new line; nothing sends while an input method is
 * composing (the Enter that confirms a Japanese or Chinese conversion must not post).
 * Ctrl/Cmd+Enter also sends: a habit from other chat apps.
 */
export function keyAction(event: ComposerKey): 'send' | 'newline' | 'none' {
  if (event.key !== 'Enter') return 'none';
  if (event.isComposing || event.keyCode === 229) return 'none';
  if (event.shiftKey || event.altKey) return 'newline';
  return 'send';
}
