/** The document as the server hints a deep link (ADR 125): a fetch preload per path. */
export function hintFetches(...paths: string[]): void {
  for (const path of paths) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', '');
    link.href = path;
    document.head.append(link);
  }
}
