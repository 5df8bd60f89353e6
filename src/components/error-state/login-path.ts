/**
 * The sign-in URL that comes back to `next` afterwards (`/login?next=%2Fpeople%2F…`).
 * `next` is only ever a path on this site; the login page validates it again before use.
 */
export function loginPath(next: string): string {
  if (!next.startsWith('/') || next.startsWith('/login')) return '/login';
  return `/login?${new URLSearchParams({ next }).toString()}`;
}
