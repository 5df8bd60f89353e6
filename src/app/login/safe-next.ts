/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site,
 * else home. Refuses anything that could leave the origin (`//evil.example`, `/\evil`,
 * `https://…`, `javascript:`) and the sign-in page itself (no loop).
 * @param next the raw `next` parameter (untrusted: it comes from the URL)
 * @param origin this site's origin, e.g. `window.location.origin`
 */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Control characters and backslashes are normalised away by URL parsers in surprising ways.
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return '/';
  return url.pathname + url.search + url.hash;
}
