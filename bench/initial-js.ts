/**
 * `npx tsx bench/initial-js.ts [dist]`: the initial JS (gzip) of a build made with a manifest
 * (`vite build --manifest`), per shipped language when it has catalogs. This is how the bundle
 * rows' baseline (bench/bundle.bench.ts) is measured on an older commit.
 */
import { resolve } from 'node:path';
import { catalogChunks, gzipBytes, initialJsFiles, readBuild } from './bundle';

const build = readBuild(resolve(process.argv[2] ?? 'dist'));
const languages = [...new Set(catalogChunks(build).map((c) => c.language))];
for (const language of languages.length ? languages : [undefined]) {
  const files = initialJsFiles(build, language);
  console.log(`${language ?? 'no catalogs'}: ${gzipBytes(build, files)} bytes gzip in ${files.length} files`);
}
