// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canSendComment, charactersLeft, COMMENT_MAX_LENGTH, keyAction, normalizeComment } from './comment-rules';

const key = (over: Partial<Parameters<typeof keyAction>[0]>) => ({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 13, ...over });

describe('keyAction', () => {
  it.each([
    ['Enter sends', key({}), 'send'],
    ['Shift+Enter is a new line', key({ shiftKey: true }), 'newline'],
    ['Alt+Enter is a new line', key({ altKey: true }), 'newline'],
    ['Ctrl+Enter sends', key({ ctrlKey: true }), 'send'],
    ['Enter while composing does nothing', key({ isComposing: true }), 'none'],
    ['Enter with keyCode 229 (IME, Safari) does nothing', key({ keyCode: 229 }), 'none'],
    ['another key does nothing', key({ key: 'a', keyCode: 65 }), 'none'],
  ] as const)('%s', (_name, event, action) => {
    expect(keyAction(event)).toBe(action);
  });
});

describe('canSendComment', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t \n', false],
    ['hi', true],
    ['  hi  ', true],
    ['x'.repeat(COMMENT_MAX_LENGTH), true],
    ['x'.repeat(COMMENT_MAX_LENGTH + 1), false],
  ])('%j -> %s', (text, ok) => {
    expect(canSendComment(text)).toBe(ok);
  });

  it('keeps inner line breaks and trims the ends', () => {
    expect(normalizeComment('  one\n\ntwo \n')).toBe('one\n\ntwo');
  });
});

describe('charactersLeft', () => {
  it('is hidden far from the limit and counts down near it', () => {
    expect(charactersLeft('x'.repeat(100))).toBeUndefined();
    expect(charactersLeft('x'.repeat(4500))).toBe(500);
    expect(charactersLeft('x'.repeat(5000))).toBe(0);
  });
});
