import { readBuild, entryJsFiles } from './bundle';
import { ENTRY_URLS as E } from './bundle.bench';
const b = readBuild('dist'); const e=E.find(x=>x.name===process.argv[2])!; console.log(entryJsFiles(b,e,'en').join(' '));
