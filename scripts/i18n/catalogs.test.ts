import { spawnSync } from 'node:child_process';
import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { SOURCE_LOCALE, catalogLocales, messageArgs, namespaces, pluralCases, readCatalog } from './catalogs';

const languages = catalogLocales();
const translations = languages.filter((language) => language !== SOURCE_LOCALE);
/** The counts every plural message is tried with: together they reach all six of Arabic's categories. */
const COUNTS = [0, 1, 2, 3, 11, 100];

describe.each(namespaces())('the %s catalogs', (namespace) => {
  const source = readCatalog(SOURCE_LOCALE, namespace);

  it.each(languages)('%s compiles: every message is valid ICU with only the plural categories the language has', (language) => {
    const mf = new MessageFormat(language, { strict: false });
    for (const [key, message] of Object.entries(readCatalog(language, namespace))) {
      expect(() => mf.compile(message), `${language}/${namespace}: ${key}`).not.toThrow();
    }
  });

  it.each(translations)('%s has every source message and none the source lacks', (language) => {
    const catalog = readCatalog(language, namespace);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
    for (const [key, message] of Object.entries(catalog)) expect(message.trim(), `${language}/${namespace}: ${key}`).not.toBe('');
  });

  it.each(translations)('%s uses exactly the source’s placeholders, of the same kinds', (language) => {
    const catalog = readCatalog(language, namespace);
    for (const [key, message] of Object.entries(source)) {
      if (!(key in catalog)) continue;
      const want = Object.fromEntries(messageArgs(message, SOURCE_LOCALE));
      const got = Object.fromEntries(messageArgs(catalog[key]!, language));
      expect(got, `${language}/${namespace}: ${key}`).toEqual(want);
    }
  });

  it.each(languages)('%s: each plural has a case for every category that 0, 1, 2, 3, 11 and 100 reach, and reads as text for each', (language) => {
    const rules = new Intl.PluralRules(language);
    const mf = new MessageFormat(language, { strict: false });
    for (const [key, message] of Object.entries(readCatalog(language, namespace))) {
      const plurals = pluralCases(message, language);
      if (plurals.size === 0) continue;
      const exact = new Set([...message.matchAll(/=(\d+)\s*\{/g)].map((m) => Number(m[1])));
      for (const [arg, cases] of plurals) {
        const needed = COUNTS.filter((n) => !exact.has(n)).map((n) => rules.select(n));
        for (const category of new Set(needed)) expect(cases, `${language}/${namespace}: ${key} {${arg}} lacks "${category}"`).toContain(category);
      }
      const format = mf.compile(message);
      const args = Object.fromEntries([...messageArgs(message, language)].map(([name, kind]) => [name, kind === 'string' ? 'X' : 0]));
      for (const count of COUNTS) {
        const text = format(Object.fromEntries(Object.entries(args).map(([name, value]) => [name, plurals.has(name) ? count : value])));
        expect(text, `${language}/${namespace}: ${key} at ${count}`).not.toMatch(/[{}]|undefined|NaN/);
        expect(text.trim()).not.toBe('');
      }
    }
  });
});

describe('npm run i18n:extract', () => {
  it('finds the generated types current, every message used and every language complete', () => {
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/i18n/extract.ts', '--check'], { encoding: 'utf8' });
    expect({ status: run.status, report: run.stdout.trim().split('\n').at(-1) }, run.stdout + run.stderr).toEqual({ status: 0, report: 'Every message is used and translated.' });
  });
});
