// ESLint rule `local/no-import-cycle`: no module reaches itself through its imports. Every kind of
// import counts: `import`, `import type`, `export … from`, `import()` and `typeof import()`.
// (`import-x/no-cycle` skips type-only imports, and a cycle of types is still two modules that
// cannot be understood, moved or tested one without the other.)
//
// Imports are read with TypeScript's own scanner and resolved with the project's tsconfig (the
// `@/` alias included); files under node_modules are outside the graph. Each file's imports are
// cached by modification time, so one lint run reads every file once.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

/** Compiler options of the repository's tsconfig.json (for module resolution only). */
const compilerOptions = (() => {
  const file = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!file) return {};
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(file)).options;
})();

/** path -> { mtimeMs, imports: [{ target, line }] } */
const cache = new Map();

function resolveImport(specifier, fromFile) {
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, compilerOptions, ts.sys);
  const target = resolvedModule?.resolvedFileName;
  if (!target || resolvedModule.isExternalLibraryImport || target.includes('/node_modules/') || target.endsWith('.d.ts')) return undefined;
  return resolve(target);
}

function importsOfText(text, file) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const lineStarts = ts.computeLineStarts(text);
  const imports = [];
  for (const f of importedFiles) {
    const target = resolveImport(f.fileName, file);
    if (target) imports.push({ target, line: ts.computeLineAndCharacterOfPosition(lineStarts, f.pos).line + 1 });
  }
  return imports;
}

function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.imports;
  let imports;
  try {
    imports = importsOfText(readFileSync(file, 'utf8'), file);
  } catch {
    imports = [];
  }
  cache.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest chain of modules from `start` back to `file`, or undefined when there is none. */
function pathBack(start, file) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const { target } of importsOf(current)) {
      if (target === file) {
        const chain = [current];
        for (let p = previous.get(current); p !== undefined; p = previous.get(p)) chain.unshift(p);
        return chain;
      }
      if (!previous.has(target)) {
        previous.set(target, current);
        queue.push(target);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}' },
  },
  create(context) {
    const file = resolve(context.physicalFilename);
    return {
      'Program:exit'(program) {
        const seen = new Set();
        for (const { target, line } of importsOfText(context.sourceCode.text, file)) {
          if (target === file || seen.has(target)) continue;
          seen.add(target);
          const chain = pathBack(target, file);
          if (!chain) continue;
          const names = [file, ...chain, file].map((p) => relative(root, p));
          context.report({
            node: program,
            loc: { start: { line, column: 0 }, end: { line, column: 0 } },
            messageId: 'cycle',
            data: { chain: names.join(' -> ') },
          });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
