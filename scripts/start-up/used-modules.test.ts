import { describe, expect, it } from 'vitest';
import { parseSync } from 'vite';
import { packageHasSideEffects, readUses, usedModules, type ModuleUses } from './used-modules';

/** A made-up module graph from each module's code; `pure` modules are in a package without side effects. */
function graphOf(code: Record<string, string>, pure: readonly string[]) {
  const uses = new Map<string, ModuleUses>();
  for (const [id, text] of Object.entries(code)) {
    const { program } = parseSync(`${id}.js`, text);
    uses.set(id, readUses(program, (source) => (source in code ? source : undefined), !pure.includes(id)));
  }
  const importedIds = (id: string) => [...new Set([...(uses.get(id)?.imports.map((i) => i.id) ?? []), ...(uses.get(id)?.stars ?? [])])];
  return { usesOf: (id: string) => uses.get(id), importedIds };
}

describe("a module's links by name", () => {
  it('reads imports, re-exports in both forms, stars and its own exports', () => {
    const { program } = parseSync(
      'index.js',
      `import { a, b as c } from 'x';
       import d, * as ns from 'y';
       import 'z';
       export { c as see } from 'x';
       export * from 'y';
       export * as all from 'z';
       export { a as eh, local };
       export const local = 1, other = 2;
       export function fn() {}
       export default class {}`,
    );
    const uses = readUses(program, (source) => `/${source}`, false);
    expect(uses.imports).toEqual([
      { id: '/x', names: ['a', 'b'] },
      { id: '/y', names: ['default', '*'] },
      { id: '/z', names: [] },
    ]);
    expect(Object.fromEntries(uses.reExports)).toEqual({ see: { id: '/x', name: 'c' }, all: { id: '/z', name: '*' }, eh: { id: '/x', name: 'a' } });
    expect(uses.stars).toEqual(['/y']);
    expect([...uses.own].sort()).toEqual(['default', 'fn', 'local', 'other']);
  });
});

describe('the modules a start-up step needs', () => {
  // a package without side effects whose index imports and re-exports its modules (as
  // @tanstack/react-query's does), one star re-export, and an app module with side effects
  const code = {
    step: `import { QueryClient } from 'index'; import { setUp } from 'app-schemas'; new QueryClient(setUp);`,
    index: `import { QueryClient } from 'client'; import { hydrate } from 'hydration'; export { QueryClient, hydrate }; export * from 'hooks';`,
    client: `import { noop } from 'utils'; export class QueryClient { x = noop }`,
    utils: `export const noop = () => {}; export const unused = 1;`,
    hydration: `import { noop } from 'utils'; export function hydrate() { noop() }`,
    hooks: `import { QueryClient } from 'client'; export function useQueries() { return QueryClient }`,
    'app-schemas': `import { schema } from 'other-page'; export const setUp = {};`,
    'other-page': `globalThis.registered = true; export const schema = 1;`,
    lazy: `import { hydrate } from 'index'; hydrate();`,
  };
  const pure = ['index', 'client', 'utils', 'hydration', 'hooks'];

  it('are the modules whose names it reads, through its packages’ indexes, and every module with side effects it reaches', () => {
    const { usesOf, importedIds } = graphOf(code, pure);
    expect([...usedModules(['step'], usesOf, importedIds)].sort()).toEqual(['app-schemas', 'client', 'other-page', 'step', 'utils']);
    expect([...usedModules(['lazy'], usesOf, importedIds)].sort()).toEqual(['hydration', 'lazy', 'utils']);
  });

  it('follow a name through an `export *`, and read the whole of a package asked for as a namespace', () => {
    const { usesOf, importedIds } = graphOf({ ...code, step: `import { useQueries } from 'index'; useQueries();`, all: `import * as q from 'index'; q;` }, pure);
    expect([...usedModules(['step'], usesOf, importedIds)].sort()).toEqual(['client', 'hooks', 'step', 'utils']);
    expect([...usedModules(['all'], usesOf, importedIds)].sort()).toEqual(['all', 'client', 'hooks', 'hydration', 'index', 'utils']);
  });

  it('take the whole of what a module without links imports (CommonJS), with side effects or not', () => {
    const { usesOf } = graphOf(code, pure);
    const importedIds = (id: string) => (id === 'cjs' ? ['index'] : []);
    const used = usedModules(['cjs'], (id) => (id === 'cjs' ? undefined : usesOf(id)), importedIds);
    expect([...used].sort()).toEqual(['cjs', 'client', 'hooks', 'hydration', 'index', 'utils']);
  });
});

describe("a package's side effects", () => {
  it('are its package.json’s `sideEffects`; the app’s own modules have them', () => {
    expect(packageHasSideEffects(`${process.cwd()}/node_modules/@tanstack/query-core/build/modern/hydration.js`)).toBe(false);
    expect(packageHasSideEffects(`${process.cwd()}/node_modules/react-dom/cjs/react-dom-client.production.js`)).toBe(true);
    expect(packageHasSideEffects(`${process.cwd()}/src/main.tsx`)).toBe(true);
  });
});
