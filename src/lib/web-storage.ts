/**
 * The page's Web Storage, or undefined where there is none to use: access denied (privacy modes and
 * sandboxed frames throw on access) or missing. Read from `window`, the page's own object, and checked
 * to be a storage, so code never depends on which global of that name a runtime happens to provide.
 * Callers still guard their reads and writes: a storage that exists can be full or throw.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage: unknown = typeof window === 'undefined' ? undefined : window[kind];
    return isStorage(storage) ? storage : undefined;
  } catch {
    return undefined;
  }
}

function isStorage(value: unknown): value is Storage {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Storage>).getItem === 'function' && typeof (value as Partial<Storage>).setItem === 'function';
}
