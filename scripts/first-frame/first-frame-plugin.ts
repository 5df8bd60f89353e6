import type { Plugin } from 'vite';

/** index.html's first script, which runs on every page before the app (ADR 098). */
export const FIRST_SCRIPT = 'src/app/first-frame/entry.ts';
const ROUTE_ENTRIES = [
  ['src/app/first-frame/first-slide-entry.ts', 'first-slide'],
  ['src/app/first-frame/first-cards-entry.ts', 'first-cards'],
  ['src/app/first-frame/first-rows-entry.ts', 'first-rows'],
] as const;

/** The routes' first scripts, which run before the app on those routes (ADR 117, 119, 125). */
export const ROUTE_FIRST_SCRIPTS = ROUTE_ENTRIES.map(([id]) => id);

/** `from` and everything reachable from it through `next`, each once, in the order first reached. */
export function reachable(from: readonly string[], next: (item: string) => readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (item: string) => {
    if (found.has(item)) return;
    found.add(item);
    next(item).forEach(visit);
  };
  from.forEach(visit);
  return found;
}

/**
 * Builds `src/app/first-frame/entry.ts` as an entry of its own and adds it to index.html as an
 * `async` module script fetched at high priority (ADR 098): it runs as soon as it has loaded, while
 * the app's larger scripts still download, instead of after the app's whole module graph as a
 * second script of index.html would (Vite bundles an HTML file's module scripts into one entry).
 * The modules it shares with the app (the claimed answers) are chunks both import, so both read
 * the same state.
 */
export function firstFrameScript(): Plugin {
  // The modules the first script imports, its own excepted (found once the module graph is built)
  const imported = new Set<string>();
  return {
    name: 'keepsake-first-frame-script',
    apply: 'build',
    // They are put in one chunk (a group of the bundler's code splitting, which the app and the
    // routes' first scripts import too): split by which of the build's entries import each, they
    // were several small files, each one more request before the script can run.
    outputOptions(options) {
      const group = { name: 'first-frame', test: (id: string) => imported.has(id) };
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return { ...options, codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), group] } };
    },
    buildEnd() {
      imported.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(FIRST_SCRIPT));
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      for (const id of reachable(importsOf(entry ?? ''), importsOf)) imported.add(id);
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: FIRST_SCRIPT, name: 'first-frame' });
      // the routes' own first scripts, named by the server in those routes' hinted HTML only
      // (server/http/route-hints.ts, which finds them in the build's manifest)
      for (const [id, name] of ROUTE_ENTRIES) this.emitFile({ type: 'chunk', id, name });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = ctx.bundle && Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(FIRST_SCRIPT));
        if (chunk?.type !== 'chunk') throw new Error(`${FIRST_SCRIPT} is missing from the build`);
        // First in the head (after its charset), before the app's script and its many preloads: on
        // HTTP/1.1 the browser asks for a page's files a few at a time, in the order the page names
        // them, so a script named after the app's would wait for most of them. Its imports are
        // named with it, theirs too (the bundler lists a chunk's direct imports only: one found
        // only once its importer has loaded would cost the script a round trip); the app's
        // preloads, further down, name some of them again: one request each all the same.
        const bundle = ctx.bundle ?? {};
        const imports = reachable(chunk.imports, (name) => {
          const imported = bundle[name];
          return imported?.type === 'chunk' ? imported.imports : [];
        });
        const tags = [
          `<script type="module" async crossorigin fetchpriority="high" src="/${chunk.fileName}"></script>`,
          ...[...imports].map((name) => `<link rel="modulepreload" crossorigin fetchpriority="high" href="/${name}">`),
        ].join('');
        const charset = /<meta\s+charset[^>]*>/i.exec(html);
        if (!charset) throw new Error('index.html has no <meta charset>');
        const at = charset.index + charset[0].length;
        return html.slice(0, at) + tags + html.slice(at);
      },
    },
  };
}
