import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * How a module's code links to others by name, as {@link readUses} finds it: what a chunk needs of
 * a package that says it has no side effects is what it imports by name, not everything its index
 * re-exports.
 */
export interface ModuleUses {
  /** whether reaching the module runs code of its own (false in a package with `"sideEffects": false`) */
  sideEffects: boolean;
  /** each module it imports, with the names it reads (`*`: all; none: a bare `import 'x'`) */
  imports: { id: string; names: string[] }[];
  /** the names it exports from another module: `export { a as b } from` (b → a), `export * as ns from` (ns → `*`) */
  reExports: Map<string, { id: string; name: string }>;
  /** the modules of its `export * from` */
  stars: string[];
  /** the names it declares and exports itself */
  own: Set<string>;
}

/** An ESTree node as read here: its type and whatever fields that type has. */
type Node = { type: string } & Record<string, unknown>;

const nameOf = (node: unknown) => {
  const { name, value } = node as { name?: string; value?: unknown };
  return name ?? String(value);
};

/**
 * A module's links ({@link ModuleUses}) from its code's syntax tree (`program`, the bundler's
 * `this.parse`), its imports' sources resolved to ids by `resolved` (unresolved ones left out).
 */
export function readUses(program: { body: unknown[] }, resolved: (source: string) => string | undefined, sideEffects: boolean): ModuleUses {
  const uses: ModuleUses = { sideEffects, imports: [], reExports: new Map(), stars: [], own: new Set() };
  // each imported binding: its module and name there (`import { a as b } from 'x'`: b → x's a)
  const bindings = new Map<string, { id: string; name: string }>();
  for (const statement of program.body as Node[]) {
    const specifiers = (statement.specifiers ?? []) as Node[];
    const source = (statement.source as { value?: string } | null | undefined)?.value;
    if (source === undefined) {
      if (statement.type === 'ExportDefaultDeclaration') uses.own.add('default');
      if (statement.type !== 'ExportNamedDeclaration') continue;
      // (`import { a } from 'x'; export { a }`, as packages' indexes are often built, re-exports `a`)
      for (const s of specifiers) {
        const imported = bindings.get(nameOf(s.local));
        if (imported) uses.reExports.set(nameOf(s.exported), imported);
        else uses.own.add(nameOf(s.exported));
      }
      const declaration = statement.declaration as Node | null;
      const declared = declaration?.type === 'VariableDeclaration' ? (declaration.declarations as Node[]).map((d) => d.id) : [declaration?.id];
      for (const id of declared) if ((id as Node | undefined)?.type === 'Identifier') uses.own.add(nameOf(id));
      continue;
    }
    const id = resolved(source);
    if (!id) continue;
    if (statement.type === 'ImportDeclaration') {
      const names = specifiers.map((s) => (s.type === 'ImportNamespaceSpecifier' ? '*' : s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported)));
      specifiers.forEach((s, i) => bindings.set(nameOf(s.local), { id, name: names[i]! }));
      uses.imports.push({ id, names });
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const s of specifiers) uses.reExports.set(nameOf(s.exported), { id, name: nameOf(s.local) });
    } else if (statement.type === 'ExportAllDeclaration') {
      if (statement.exported) uses.reExports.set(nameOf(statement.exported), { id, name: '*' });
      else uses.stars.push(id);
    }
  }
  return uses;
}

/**
 * The modules `roots` need, run with them (the roots' own code whole): every module they import
 * that has side effects, and of a module without, only one whose names they read, through the
 * re-exports of its package's index. Modules without {@link ModuleUses} (CommonJS, generated ones)
 * count as having side effects and as reading the whole of each module of their `importedIds`.
 */
export function usedModules(roots: readonly string[], usesOf: (id: string) => ModuleUses | undefined, importedIds: (id: string) => readonly string[]): Set<string> {
  const used = new Set<string>();
  const asked = new Set<string>();
  const include = (id: string) => {
    if (used.has(id)) return;
    used.add(id);
    const uses = usesOf(id);
    if (!uses) return importedIds(id).forEach((imported) => ask(imported, '*'));
    for (const { id: imported, names } of uses.imports) {
      reach(imported);
      names.forEach((name) => ask(imported, name));
    }
    [...uses.reExports.values()].map((r) => r.id).concat(uses.stars).forEach(reach);
  };
  // reached by an import or a re-export: runs if it has side effects
  const reach = (id: string) => {
    if (usesOf(id)?.sideEffects !== false) include(id);
  };
  // a name read from `id`: the module that declares it is needed
  const ask = (id: string, name: string) => {
    const key = `${name}\0${id}`;
    if (asked.has(key)) return;
    asked.add(key);
    const uses = usesOf(id);
    if (!uses) return include(id);
    if (name === '*') {
      include(id);
      uses.reExports.forEach((r) => ask(r.id, r.name));
      return uses.stars.forEach((star) => ask(star, '*'));
    }
    const reExport = uses.reExports.get(name);
    if (reExport) return ask(reExport.id, reExport.name);
    if (uses.own.has(name)) return include(id);
    // from one of its `export *` modules; a name found nowhere keeps the whole module
    const declaring = uses.stars.filter((star) => exportsName(star, name, new Set()));
    if (declaring.length === 0) return include(id);
    declaring.forEach((star) => ask(star, name));
  };
  // (`seen` stops a cycle of stars)
  const exportsName = (id: string, name: string, seen: Set<string>): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    const uses = usesOf(id);
    return !uses || uses.own.has(name) || uses.reExports.has(name) || uses.stars.some((star) => exportsName(star, name, seen));
  };
  roots.forEach(include);
  return used;
}

/** `sideEffects` of the package a file of `node_modules` belongs to (its nearest package.json with a name); true elsewhere. */
export function packageHasSideEffects(id: string, cache = new Map<string, boolean>()): boolean {
  if (!id.includes('/node_modules/')) return true;
  for (let dir = dirname(id); dir.includes('/node_modules/'); dir = dirname(dir)) {
    const known = cache.get(dir);
    if (known !== undefined) return known;
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; sideEffects?: unknown };
    if (!manifest.name) continue;
    const sideEffects = manifest.sideEffects !== false;
    cache.set(dir, sideEffects);
    return sideEffects;
  }
  return true;
}
