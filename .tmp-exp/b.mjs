import { build } from 'rolldown';
import { gzipSync } from 'node:zlib';
for (const f of ['mini.ts','classic.ts']) {
  const r = await build({ input: f, write: false, output: { format: 'es', minify: true } });
  const code = r.output[0].code; console.log(f, code.length, gzipSync(code,{level:9}).length);
}
