import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a reader downloads before the first screen, measured on a build: the files are found by
 * their sources through Vite's build manifest (`.vite/manifest.json`, `build.manifest` in
 * vite.config.ts), never by their hashed names.
 */

/** One chunk of `.vite/manifest.json` (the fields read here). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  assets?: string[];
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** A build as the bundle rows read it. */
export interface Build {
  dir: string;
  manifest: Manifest;
  /** dist/index.html */
  html: string;
}

export function readBuild(dir: string): Build {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${dir} has no .vite/manifest.json: build with build.manifest (vite.config.ts) or \`vite build --manifest\``);
  }
  return {
    dir,
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
    html: readFileSync(join(dir, 'index.html'), 'utf8'),
  };
}

/** The attributes of each `<tag …>` in `html`, names lower-cased. */
function tags(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attributes = ''] of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const [, name = '', a, b, c] of attributes.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[name.toLowerCase()] = a ?? b ?? c ?? '';
    }
    found.push(attrs);
  }
  return found;
}

/** The JS files index.html loads: its module scripts and `modulepreload`s, as paths in the build. */
export function startUpScripts(html: string): string[] {
  const urls = [
    ...tags(html, 'script').filter((a) => a.type === 'module' && a.src).map((a) => a.src!),
    ...tags(html, 'link').filter((a) => a.rel?.split(/\s+/).includes('modulepreload') && a.href).map((a) => a.href!),
  ];
  return [...new Set(urls.map((url) => url.replace(/^\.?\//, '')))];
}

/** `src/i18n/catalogs/<language>/<namespace>.json` without the query the app imports it with. */
const CATALOG_SOURCE = /^src\/i18n\/catalogs\/([^/]+)\/([^/]+)\.json(?:\?.*)?$/;

/** Each catalog chunk of the build: language, namespace and its manifest key. */
export function catalogChunks(build: Build): { language: string; namespace: string; key: string }[] {
  return Object.entries(build.manifest).flatMap(([key, chunk]) => {
    const match = CATALOG_SOURCE.exec(chunk.src ?? key);
    return match ? [{ language: match[1]!, namespace: match[2]!, key }] : [];
  });
}

/** `keys`' files and the files they import statically, transitively (never their lazy imports). */
function withStaticImports(build: Build, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = build.manifest[key];
    if (!chunk) throw new Error(`the manifest of ${build.dir} has no chunk ${key}`);
    seen.add(key);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * Every JS file a reader of `language` downloads before the first screen: index.html's entry script
 * and `modulepreload`s, their static imports, and that language's `app` catalog (which start-up
 * imports) with its own. Without `language` (a build from before the catalogs), no catalog.
 */
export function initialJsFiles(build: Build, language?: string): string[] {
  const keyOfFile = new Map(Object.entries(build.manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = startUpScripts(build.html).map((file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`index.html of ${build.dir} loads ${file}, which its manifest does not list`);
    return key;
  });
  if (language !== undefined) {
    const catalog = catalogChunks(build).find((c) => c.language === language && c.namespace === 'app');
    if (!catalog) throw new Error(`the build in ${build.dir} has no app catalog for ${language}`);
    keys.push(catalog.key);
  }
  return [...withStaticImports(build, keys)].sort();
}

/**
 * A page a reader may open cold, as the route table (src/app/router.tsx) loads it: its lazy route
 * module (a manifest key, e.g. `src/app/routes/person.tsx`), the message namespaces that route loads
 * beside it, and the workers the first screen starts (by name, as in `name.worker.ts`).
 */
export interface EntryUrl {
  name: string;
  /** e.g. `/people/:id` */
  url: string;
  route?: string;
  /** the route's own first script (a manifest key), which the server names in its HTML */
  firstScript?: string;
  /** modules the first screen's data needs, which the query layer imports (manifest keys) */
  dataCode?: readonly string[];
  namespaces?: readonly string[];
  workers: readonly string[];
}

/**
 * The JS a cold load of `entry` downloads on the main thread before its first screen, for a reader
 * of `language`: {@link initialJsFiles}, the route's lazy chunk, its first script and its data's
 * code if it has them, with their static imports, and the route's catalogs in that language with
 * their own.
 */
export function entryJsFiles(build: Build, entry: EntryUrl, language: string): string[] {
  const keys: string[] = [];
  if (entry.route) keys.push(entry.route);
  if (entry.firstScript) keys.push(entry.firstScript);
  keys.push(...(entry.dataCode ?? []));
  for (const namespace of entry.namespaces ?? []) {
    const catalog = catalogChunks(build).find((c) => c.language === language && c.namespace === namespace);
    if (!catalog) throw new Error(`the build in ${build.dir} has no ${namespace} catalog for ${language}`);
    keys.push(catalog.key);
  }
  return [...new Set([...initialJsFiles(build, language), ...withStaticImports(build, keys)])].sort();
}

/** Every worker script of the build (`assets/<name>.worker-<hash>.js`, listed as a chunk's asset), by name. */
export function workerScripts(build: Build): Map<string, string> {
  const workers = new Map<string, string>();
  for (const chunk of Object.values(build.manifest)) {
    for (const file of chunk.assets ?? []) {
      const name = /(?:^|\/)([^/]+)\.worker-[^/]*\.js$/.exec(file)?.[1];
      if (name) workers.set(name, file);
    }
  }
  return workers;
}

/**
 * A worker's files: its script and every file it imports, statically or not (the build keeps a
 * worker's chunks out of the manifest, so they are read from its code: relative specifiers only).
 * A worker on the first screen's path loads its lazy parts as it starts, so they all count.
 */
export function workerFiles(build: Build, script: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(join(build.dir, file), 'utf8');
    for (const [, specifier = ''] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`](\.\.?\/[^"'`]+)["'`]/g)) {
      visit(posix.join(posix.dirname(file), specifier));
    }
  };
  visit(script);
  return [...files].sort();
}

/**
 * Every JS file of the build but the catalogs (which have rows per language), each with a label that
 * survives a rebuild: its source, the name the build gave a shared chunk, or a worker file's name.
 */
export function jsChunks(build: Build): { label: string; file: string }[] {
  const catalogs = new Set(catalogChunks(build).map((c) => c.key));
  const chunks = Object.entries(build.manifest)
    .filter(([key, chunk]) => !catalogs.has(key) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ label: chunk.src ?? chunk.name ?? key, file: chunk.file }));
  const listed = new Set(chunks.map((c) => c.file));
  for (const script of workerScripts(build).values()) {
    for (const file of workerFiles(build, script)) {
      if (!listed.has(file)) chunks.push({ label: file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js'), file });
    }
  }
  return chunks.sort((a, b) => a.label.localeCompare(b.label));
}

/** The bytes `files` (paths in the build) take gzipped at zlib level 9, each file on its own, summed. */
export function gzipBytes(build: Build, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(build.dir, file)), { level: 9 }).length;
  return total;
}

/** The catalogs of each language of the build, gzipped and summed per language (their chunks only). */
export function catalogBytesPerLanguage(build: Build): Map<string, { catalogs: number; bytes: number }> {
  const perLanguage = new Map<string, { catalogs: number; bytes: number }>();
  for (const { language, key } of catalogChunks(build)) {
    const sum = perLanguage.get(language) ?? { catalogs: 0, bytes: 0 };
    sum.catalogs += 1;
    sum.bytes += gzipBytes(build, [build.manifest[key]!.file]);
    perLanguage.set(language, sum);
  }
  return perLanguage;
}
