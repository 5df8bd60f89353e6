// Compiles the server (server/start.ts and what it imports) to plain JavaScript in dist-server/, so
// that production runs `node dist-server/start.js` with the production dependencies alone (ADR 103).
// Everything is bundled except package.json's `dependencies` and `optionalDependencies` (native
// code and binaries, installed by `npm ci --omit=dev`) and Vite, which only a start from source
// uses. Code that only the demo library's generation needs stays in chunks of its own, loaded when
// it runs, so a start in proxy mode never loads sharp.
//   node scripts/build-server.mjs [outdir]
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outdir = resolve(root, process.argv[2] ?? 'dist-server');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {}), 'vite'];

const t0 = Date.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { start: 'server/start.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  // CommonJS packages bundled into ESM may call require() for Node's own modules
  banner: { js: "import { createRequire as __keepsakeRequire } from 'node:module'; const require = __keepsakeRequire(import.meta.url);" },
  chunkNames: 'chunk-[hash]',
  legalComments: 'linked',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`Server built into ${outdir} in ${Date.now() - t0} ms (${(bytes / 1024).toFixed(0)} KiB; external: ${external.join(', ')}).`);
