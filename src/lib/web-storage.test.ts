import { afterEach, describe, expect, it } from 'vitest';
import { webStorage } from './web-storage';

const original = {
  localStorage: Object.getOwnPropertyDescriptor(window, 'localStorage'),
  sessionStorage: Object.getOwnPropertyDescriptor(window, 'sessionStorage'),
};

function replace(kind: 'localStorage' | 'sessionStorage', descriptor: PropertyDescriptor): void {
  Object.defineProperty(window, kind, { configurable: true, ...descriptor });
}

afterEach(() => {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    const descriptor = original[kind];
    if (descriptor) Object.defineProperty(window, kind, descriptor);
  }
});

describe('webStorage', () => {
  it("answers the page's storage", () => {
    expect(webStorage('localStorage')).toBe(window.localStorage);
    expect(webStorage('sessionStorage')).toBe(window.sessionStorage);
    webStorage('sessionStorage')?.setItem('k', 'v');
    expect(window.sessionStorage.getItem('k')).toBe('v');
    window.sessionStorage.clear();
  });

  it('answers undefined when the storage is missing, as a runtime without Web Storage has it', () => {
    replace('localStorage', { value: undefined });
    expect(webStorage('localStorage')).toBeUndefined();
    expect(webStorage('sessionStorage')).toBe(window.sessionStorage);
  });

  it('answers undefined when reading the storage throws (access denied)', () => {
    replace('sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(webStorage('sessionStorage')).toBeUndefined();
  });

  it('answers undefined for something that is not a storage', () => {
    replace('localStorage', { value: {} });
    expect(webStorage('localStorage')).toBeUndefined();
  });
});
