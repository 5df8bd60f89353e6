import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import plugin from './no-import-cycle.mjs';

let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Writes the files into a fresh folder and lints `entry` with the rule alone. */
function lint(files: Record<string, string>, entry: string): string[] {
  dir = mkdtempSync(join(tmpdir(), 'no-import-cycle-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const linter = new Linter({ configType: 'flat', cwd: dir });
  const messages = linter.verify(
    files[entry]!,
    [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { local: plugin }, rules: { 'local/no-import-cycle': 'error' } }],
    join(dir, entry),
  );
  return messages.map((m) => `${m.line}: ${m.message}`);
}

describe('local/no-import-cycle', () => {
  it('reports a cycle made of type-only imports, on the import that starts it', () => {
    const messages = lint(
      {
        'a.ts': "import { b } from './b';\nexport type A = string;\nexport const a = b;\n",
        'b.ts': "import type { A } from './a';\nexport const b: A = 'b';\n",
      },
      'a.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^1: Import cycle: .*a\.ts -> .*b\.ts -> .*a\.ts$/);
  });

  it('follows re-exports and longer chains', () => {
    const messages = lint(
      {
        'a.ts': "export * from './b';\n",
        'b.ts': "export { c } from './c';\n",
        'c.ts': "import type { } from './a';\nexport const c = 1;\n",
      },
      'c.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/c\.ts -> .*a\.ts -> .*b\.ts -> .*c\.ts$/);
  });

  it('says nothing when the imports only go one way', () => {
    const messages = lint(
      {
        'a.ts': "import type { B } from './b';\nimport { c } from './c';\nexport const a: B = c;\n",
        'b.ts': "import { c } from './c';\nexport type B = typeof c;\n",
        'c.ts': 'export const c = 1;\n',
      },
      'a.ts',
    );
    expect(messages).toEqual([]);
  });
});
