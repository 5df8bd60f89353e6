/**
 * `npx tsx bench/initial-js.ts [dist]`: the initial JS (gzip) of a build made with a manifest
 * (`vite build --manifest`), per shipped language when it has catalogs. This is how the bundle
 * rows' baseline (bench/bundle.bench.ts) is measured on an older commit.
 *
 * `npx tsx bench/initial-js.ts [dist] --entry person`: the files of one entry URL's initial JS
 * (English), largest first, each with its size (gzip): where a bundle row's kilobytes go.
 */
import { resolve } from 'node:path';
import { catalogChunks, entryJsFiles, gzipBytes, initialJsFiles, readBuild } from './bundle';
import { ENTRY_URLS } from './bundle.bench';

const args = process.argv.slice(2);
const entryAt = args.indexOf('--entry');
const entryName = entryAt >= 0 ? args.splice(entryAt, 2)[1] : undefined;
const build = readBuild(resolve(args[0] ?? 'dist'));

if (entryName) {
  const entry = ENTRY_URLS.find((e) => e.name === entryName);
  if (!entry) throw new Error(`no entry URL "${entryName}": ${ENTRY_URLS.map((e) => e.name).join(', ')}`);
  const files = entryJsFiles(build, entry, 'en').map((file) => ({ file, bytes: gzipBytes(build, [file]) }));
  for (const { file, bytes } of files.sort((a, b) => b.bytes - a.bytes)) console.log(`${String(bytes).padStart(8)}  ${file}`);
  console.log(`${String(gzipBytes(build, files.map((f) => f.file))).padStart(8)}  ${entry.url}, ${files.length} files`);
} else {
  const languages = [...new Set(catalogChunks(build).map((c) => c.language))];
  for (const language of languages.length ? languages : [undefined]) {
    const files = initialJsFiles(build, language);
    console.log(`${language ?? 'no catalogs'}: ${gzipBytes(build, files)} bytes gzip in ${files.length} files`);
  }
}
