/**
 * The plural rule of each shipped language, as the compiled catalogs call it (see
 * `scripts/i18n/catalog-plugin.ts`): `Intl.PluralRules`, which the browser already has, in place of
 * `@messageformat/runtime`'s own tables. Named by the language part `@messageformat/core` uses.
 */
type PluralRule = (value: number, isOrdinal?: boolean) => Intl.LDMLPluralRule;

function rule(language: string): PluralRule {
  let cardinal: Intl.PluralRules | undefined;
  let ordinal: Intl.PluralRules | undefined;
  return (value, isOrdinal) => {
    if (isOrdinal) return (ordinal ??= new Intl.PluralRules(language, { type: 'ordinal' })).select(value);
    return (cardinal ??= new Intl.PluralRules(language)).select(value);
  };
}

export const en = rule('en');
export const de = rule('de');
export const fr = rule('fr');
export const es = rule('es');
export const ja = rule('ja');
export const zh = rule('zh');
export const ar = rule('ar');
