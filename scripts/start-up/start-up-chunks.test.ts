import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { startUpChunks, startUpChunksPlugin, type ModuleGraph } from './start-up-chunks';

/** A made-up build: each module's static and dynamic imports. */
const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  '/r/src/main.tsx': { importedIds: ['/r/src/i18n.ts', '/r/src/steps.ts', '/r/src/lib/first-frame.ts'], dynamicallyImportedIds: ['/r/src/render-app.tsx'] },
  '/r/src/i18n.ts': { importedIds: [] },
  '/r/src/steps.ts': { importedIds: [], dynamicallyImportedIds: ['/r/src/app.tsx', '/r/src/schemas.ts', '/r/src/i18n/catalogs/en/app.json'] },
  '/r/src/schemas.ts': { importedIds: ['/r/node_modules/zod/index.js'] },
  '/r/node_modules/zod/index.js': { importedIds: [] },
  '/r/src/app.tsx': { importedIds: ['/r/src/schemas.ts', '/r/src/header.tsx', '/r/src/web-storage.ts', '/r/src/format.ts'], dynamicallyImportedIds: ['/r/src/routes/person.tsx'] },
  '/r/src/format.ts': { importedIds: [] },
  '/r/src/header.tsx': { importedIds: [] },
  '/r/src/web-storage.ts': { importedIds: [] },
  '/r/src/render-app.tsx': { importedIds: ['/r/node_modules/react-dom/index.js', '/r/src/app.tsx'] },
  '/r/node_modules/react-dom/index.js': { importedIds: [] },
  '/r/src/i18n/catalogs/en/app.json': { importedIds: ['/r/src/format.ts'] },
  '/r/src/lib/first-frame.ts': { importedIds: [] },
  '/r/src/app/first-frame/entry.ts': { importedIds: ['/r/src/lib/first-frame.ts'] },
  '/r/src/app/first-frame/first-slide-entry.ts': { importedIds: ['/r/src/lib/first-frame.ts', '/r/src/web-storage.ts', '/r/src/slide.ts'] },
  '/r/src/slide.ts': { importedIds: [] },
  '/r/src/app/first-frame/first-cards-entry.ts': { importedIds: ['/r/src/lib/first-frame.ts'] },
  '/r/src/routes/person.tsx': { importedIds: ['/r/src/header.tsx', '/r/src/grid.tsx'] },
  '/r/src/grid.tsx': { importedIds: [] },
};

const graph: ModuleGraph = {
  getModuleIds: () => Object.keys(modules).values(),
  getModuleInfo: (id) => (modules[id] ? { importedIds: modules[id].importedIds, dynamicallyImportedIds: modules[id].dynamicallyImportedIds ?? [] } : null),
};

describe('the start-up’s chunks', () => {
  it('are one per step, each with the modules no earlier one has; what the first scripts share with the app comes first', () => {
    const chunks = startUpChunks(graph).map(({ name, modules }) => [name, [...modules].sort()]);
    expect(chunks).toEqual([
      // the first slide's own module stays with its script; index.html's first script has its own chunk
      ['first-pictures', ['/r/src/web-storage.ts']],
      // with what the catalogs import: they load before the steps
      ['start', ['/r/src/format.ts', '/r/src/i18n.ts', '/r/src/main.tsx', '/r/src/steps.ts']],
      // the smaller step first: the schemas load before the app that imports them
      ['schemas', ['/r/node_modules/zod/index.js', '/r/src/schemas.ts']],
      ['app', ['/r/src/app.tsx', '/r/src/header.tsx']],
      ['render-app', ['/r/node_modules/react-dom/index.js', '/r/src/render-app.tsx']],
    ]);
  });

  it('leave the routes, their modules and the catalogs to the bundler', () => {
    const grouped = new Set(startUpChunks(graph).flatMap(({ modules }) => [...modules]));
    for (const id of ['/r/src/routes/person.tsx', '/r/src/grid.tsx', '/r/src/i18n/catalogs/en/app.json', '/r/src/slide.ts', '/r/src/lib/first-frame.ts']) expect(grouped.has(id)).toBe(false);
  });

  it('are groups of the bundler’s code splitting, after those it had', async () => {
    const plugin = startUpChunksPlugin();
    await (plugin.buildEnd as unknown as (this: ModuleGraph) => Promise<void>).call(graph);
    type Group = { name: string | ((id: string) => string | null); test?: (id: string) => boolean };
    const options = (plugin.outputOptions as unknown as (o: object) => { codeSplitting: { groups: Group[] } })({ codeSplitting: { groups: [{ name: 'first-frame' }] } });
    const [firstFrame, ...groups] = options.codeSplitting.groups;
    expect(firstFrame).toEqual({ name: 'first-frame' });
    const app = groups.find((group) => group.test?.('/r/src/app.tsx'));
    expect(typeof app?.name === 'function' && app.name('/r/src/app.tsx')).toBe('app');
    expect(groups.filter((group) => group.test?.('/r/src/header.tsx'))).toHaveLength(1);
    expect(groups.some((group) => group.test?.('/r/src/grid.tsx'))).toBe(false);
  });

  it('fail the build when a chunk loaded before the steps imports a step’s chunk', async () => {
    const plugin = startUpChunksPlugin();
    await (plugin.buildEnd as unknown as (this: ModuleGraph) => Promise<void>).call(graph);
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, moduleIds, imports, facadeModuleId });
    const generate = (bundle: Record<string, unknown>) => {
      const errors: string[] = [];
      (plugin.generateBundle as unknown as (this: { error(message: string): void }, options: object, bundle: object) => void).call({ error: (message) => errors.push(message) }, {}, bundle);
      return errors;
    };
    const app = chunk('app.js', ['/r/src/app.tsx', '/r/src/header.tsx']);
    expect(generate({ 'start.js': chunk('start.js', ['/r/src/main.tsx'], []), 'app.js': app, 'en.js': chunk('en.js', ['/r/src/i18n/catalogs/en/app.json'], ['start.js']) })).toEqual([]);
    // a catalog whose shared module was merged into the app's chunk
    expect(generate({ 'start.js': chunk('start.js', ['/r/src/main.tsx']), 'app.js': app, 'en.js': chunk('en.js', ['/r/src/i18n/catalogs/en/app.json'], ['app.js']) })).toEqual([
      "en.js, loaded before the app's steps, imports app.js, a step's chunk (start-up-chunks.ts)",
    ]);
    // a first script, through another chunk
    expect(generate({ 'slide.js': chunk('slide.js', ['/r/src/app/first-frame/first-slide-entry.ts'], ['shared.js'], '/r/src/app/first-frame/first-slide-entry.ts'), 'shared.js': chunk('shared.js', ['/r/src/slide.ts'], ['app.js']), 'app.js': app })).toHaveLength(1);
  });

  it('hold of a package without side effects only what the start-up reads of it, not all its index re-exports', async () => {
    const query = `${process.cwd()}/node_modules/@tanstack/query-core/build/modern`;
    const code: Record<string, string> = {
      '/r/src/main.tsx': `import('/r/src/query-client.ts');`,
      '/r/src/query-client.ts': `import { QueryClient } from '${query}/index.js'; export const client = new QueryClient();`,
      [`${query}/index.js`]: `import { QueryClient } from './queryClient.js'; import { hydrate } from './hydration.js'; export { QueryClient, hydrate };`,
      [`${query}/queryClient.js`]: `export class QueryClient {}`,
      [`${query}/hydration.js`]: `export function hydrate() {}`,
    };
    const importsOf = (id: string) => [...(code[id] ?? '').matchAll(/from '([^']+)'/g)].map(([, source]) => new URL(source!, `file://${id}`).pathname);
    const context = {
      getModuleIds: () => Object.keys(code).values(),
      getModuleInfo: (id: string) => ({ code: code[id], inputFormat: 'es', importedIds: importsOf(id), dynamicallyImportedIds: id.endsWith('main.tsx') ? ['/r/src/query-client.ts'] : [] }),
      parse: (text: string) => parseAst(text),
      resolve: (source: string, importer: string) => Promise.resolve({ id: new URL(source, `file://${importer}`).pathname }),
    };
    const plugin = startUpChunksPlugin();
    await (plugin.buildEnd as unknown as (this: typeof context) => Promise<void>).call(context);
    const options = (plugin.outputOptions as unknown as (o: object) => { codeSplitting: { groups: { test: (id: string) => boolean }[] } })({});
    const grouped = (id: string) => options.codeSplitting.groups.some((group) => group.test(id));
    expect([`${query}/queryClient.js`, `${query}/hydration.js`].map(grouped)).toEqual([true, false]);
  });
});
