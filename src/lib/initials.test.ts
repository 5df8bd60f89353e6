// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Alice Martin', undefined, 'AM'],
    ['Bob', undefined, 'B'],
    ['  carol   van der  singer ', undefined, 'CS'],
    ['Élodie Ørsted', undefined, 'ÉØ'],
    ['👩‍👩‍👧 Family', undefined, '👩‍👩‍👧F'],
    ['', 'demo@keepsake.test', 'D'],
    [undefined, 'zed@example.com', 'Z'],
    ['   ', '', '?'],
    [undefined, undefined, '?'],
  ])('%j / %j -> %s', (name, email, expected) => {
    expect(initials(name, email)).toBe(expected);
  });
});

describe('initials in the reader’s locale', () => {
  it('upper-cases by the locale’s rules (Turkish dotted and dotless i)', () => {
    expect(initials('ilker ırmak', undefined, 'tr')).toBe('İI');
    expect(initials('ilker ırmak', undefined, 'en')).toBe('II');
  });
});
