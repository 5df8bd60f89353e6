import type { Plugin } from 'vite';
import { FIRST_SCRIPT, ROUTE_FIRST_SCRIPTS, reachable } from '../first-frame/first-frame-plugin.ts';
import { packageHasSideEffects, readUses, usedModules, type ModuleUses } from './used-modules.ts';

/** index.html's script: the app's entry, which imports the app in steps. */
const MAIN = 'src/main.tsx';
/** Message catalogs: one language's are loaded, never the lot. */
const CATALOG = /\/src\/i18n\/catalogs\//;
/**
 * At most this many start-up chunks: the bundler reads its groups before the module graph is
 * known, so the plugin declares this many and fills those the graph needs.
 */
const MAX_CHUNKS = 10;

/** The module graph as the plugin reads it (the bundler's plugin context). */
export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** One start-up chunk: its name and its modules. */
export interface StartUpChunk {
  name: string;
  modules: Set<string>;
}

/**
 * The start-up's chunks, in the order they load:
 * - `first-pictures`: what the routes' first scripts (ADR 117, 119) share with the app, but for
 *   index.html's first script's own chunk (first-frame-plugin.ts). Those scripts run before the
 *   app: they must never import a step's chunk.
 * - `start`: the app's entry (`src/main.tsx`) and its static imports, and what the message
 *   catalogs import (the reader's are loaded as the app starts, before its steps: a catalog
 *   importing a step's chunk would load and run that step, and the steps before it, at once).
 * - one chunk per module the entry imports with `import()` (the steps of
 *   `src/app/start-up/load-app-in-steps.ts`, then `render-app`), named after it, with the modules
 *   it imports statically and transitively that no earlier chunk has. A smaller step loads earlier
 *   (each step imports what the ones before it brought).
 *
 * Each module is still evaluated in the step it was, but a cold load downloads a handful of files
 * instead of dozens of small ones split by which of the build's entries and routes share them.
 */
export function startUpChunks(graph: ModuleGraph, usesOf: (id: string) => ModuleUses | undefined = () => undefined): StartUpChunk[] {
  const ids = [...graph.getModuleIds()];
  const staticImports = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  // what runs with a module: a package without side effects brings only what is read of it
  const used = (roots: readonly string[]) => usedModules(roots, usesOf, staticImports);
  const find = (file: string) => ids.find((id) => id.endsWith(`/${file}`));
  const main = find(MAIN);
  if (!main) return [];
  const routeFirstScripts = ROUTE_FIRST_SCRIPTS.flatMap((file) => find(file) ?? []);
  const firstScript = reachable([find(FIRST_SCRIPT) ?? ''], staticImports);
  const entry = used([main]);
  const steps = [...new Set([...entry].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []))]
    .filter((id) => !CATALOG.test(id))
    .map((root) => ({ name: root.replace(/^.*\//, '').replace(/\.[^.]+$/, ''), modules: used([root]) }))
    .sort((a, b) => a.modules.size - b.modules.size);
  const app = new Set([...entry, ...steps.flatMap((step) => [...step.modules])]);
  // what the message catalogs import: the reader's are loaded as the app starts, before its steps
  const messages = [...used(ids.filter((id) => CATALOG.test(id)))].filter((id) => !CATALOG.test(id));
  const chunks = [
    { name: 'first-pictures', modules: new Set([...used(routeFirstScripts)].filter((id) => app.has(id))) },
    { name: 'start', modules: new Set([...entry, ...messages]) },
    ...steps,
  ];
  if (chunks.length > MAX_CHUNKS) throw new Error(`the start-up has ${chunks.length} chunks; start-up-chunks.ts declares ${MAX_CHUNKS}`);
  const taken = new Set(firstScript);
  return chunks.map(({ name, modules }) => {
    const own = new Set([...modules].filter((id) => !taken.has(id) && !id.startsWith('\0')));
    own.forEach((id) => taken.add(id));
    return { name, modules: own };
  });
}

/**
 * Puts the app's start-up in a handful of chunks ({@link startUpChunks}), each one of the
 * bundler's code-splitting groups.
 */
export function startUpChunksPlugin(): Plugin {
  let chunks: StartUpChunk[] = [];
  return {
    name: 'keepsake-start-up-chunks',
    apply: 'build',
    // Read before the module graph is complete: each group captures the modules the graph gives it.
    outputOptions(options) {
      const groups = Array.from({ length: MAX_CHUNKS }, (_, i) => ({
        name: () => chunks[i]?.name ?? null,
        test: (id: string) => chunks[i]?.modules.has(id) ?? false,
      }));
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return { ...options, codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), ...groups] } };
    },
    async buildEnd() {
      const uses = new Map<string, ModuleUses>();
      const sideEffectsOf = new Map<string, boolean>();
      await Promise.all(
        [...this.getModuleIds()].map(async (id) => {
          const info = this.getModuleInfo(id);
          if (!info?.code || info.inputFormat !== 'es') return;
          const program = this.parse(info.code);
          const sources = program.body.flatMap((statement) => ('source' in statement && statement.source && typeof statement.source.value === 'string' ? [statement.source.value] : []));
          const resolved = new Map(await Promise.all(sources.map(async (source) => [source, (await this.resolve(source, id))?.id] as const)));
          uses.set(id, readUses(program, (source) => resolved.get(source), packageHasSideEffects(id, sideEffectsOf)));
        }),
      );
      chunks = startUpChunks(this, (id) => uses.get(id));
    },
    // The bundler may still put a module where a chunk loaded before the steps imports a step's
    // chunk (it merges small shared chunks into others): that would download and run the steps
    // at once, before a first picture. The build fails rather than ship it.
    generateBundle(_options, bundle) {
      const files = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const early = new Set([...(chunks[0]?.modules ?? []), ...(chunks[1]?.modules ?? [])]);
      const inSteps = new Set(chunks.slice(2).flatMap(({ modules }) => [...modules]));
      const firstScripts = [FIRST_SCRIPT, ...ROUTE_FIRST_SCRIPTS].map((file) => `/${file}`);
      const steps = new Set(files.filter((c) => c.moduleIds.some((id) => inSteps.has(id))).map((c) => c.fileName));
      const importsOf = (name: string) => { const chunk = bundle[name]; return chunk?.type === 'chunk' ? chunk.imports : []; };
      for (const chunk of files) {
        const loadsEarly = chunk.moduleIds.some((id) => early.has(id) || CATALOG.test(id)) || firstScripts.some((file) => chunk.facadeModuleId?.endsWith(file));
        if (!loadsEarly) continue;
        const step = [...reachable([chunk.fileName], importsOf)].find((name) => steps.has(name));
        if (step) this.error(`${chunk.fileName}, loaded before the app's steps, imports ${step}, a step's chunk (start-up-chunks.ts)`);
      }
    },
  };
}
