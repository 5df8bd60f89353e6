// The one place that decides which Chromium the end-to-end tests (`npm test`, `npm run test:e2e`)
// and the bench (`npm run bench`) run in, and with which flags (ADR 116).
//
// Lookup order: `CHROMIUM_PATH`, Debian's `/usr/bin/chromium`, Playwright's own Chromium; for the
// end-to-end tests (`headless`), Debian's headless shell before Debian's Chromium. When none is
// there, `ensureBrowser()` installs one: Playwright's (a download from Playwright's CDN), and when
// that fails and the user is root with apt-get, Debian's `chromium` package (and, for the tests,
// `chromium-headless-shell`, which it also adds beside a browser already there).
//
// `findBrowser()` only looks (playwright.config.ts calls it, in every worker); `ensureBrowser()`
// also checks that the browser starts and installs one when needed (scripts/test.mjs and the bench
// call it once, before they launch anything). `npm test` hands its choice to Playwright as
// `CHROMIUM_PATH`, so both agree.
//
// `KEEPSAKE_BROWSER_SEARCH=none` makes the lookup find nothing and install nothing: the path of a
// machine where no browser can be had, for testing that path on a machine that has one.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell: the same Chromium without the desktop browser around it (what
 * Playwright itself runs headless tests in). The end-to-end tests ask for it first (`headless`):
 * a journey costs markedly less processor time in it than in the full browser, on a machine
 * where the journeys' processor time is what their run takes. The bench keeps the full browser,
 * the one readers use.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const require = createRequire(import.meta.url);

/** What to run when no browser can be had (one line, printed by ensureBrowser). */
export const NO_BROWSER_ADVICE =
  'to get one, run `npx playwright install --with-deps chromium` (a download), or `sudo apt-get install chromium` (Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium; then try again';

/**
 * Flags for every Chromium this project launches. Debian's Chromium needs most of them: no
 * sandbox as root, no GPU in a headless box, and none of its background traffic (component
 * updates, sync, QUIC) during measured page loads.
 */
export function chromiumArgs(isRoot = process.getuid?.() === 0) {
  return [
    ...(isRoot ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
}

function defaults(over) {
  return {
    env: process.env,
    platform: process.platform,
    isRoot: process.getuid?.() === 0,
    exists: existsSync,
    /** Where Playwright's own Chromium is (or would be, once installed). */
    playwrightPath: () => require('@playwright/test').chromium.executablePath(),
    /** spawnSync-like: returns { status, stdout }. */
    run: (cmd, args, opts = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...opts }),
    log: (line) => console.log(line),
    logFile: join(tmpdir(), 'keepsake-browser-install.log'),
    /** for the end-to-end tests: Debian's headless shell first, installed beside a browser found when it can be */
    headless: false,
    ...over,
  };
}

const LABELS = {
  CHROMIUM_PATH: 'the Chromium in CHROMIUM_PATH',
  'debian-headless': "Debian's Chromium headless shell",
  debian: "Debian's Chromium",
  playwright: "Playwright's Chromium",
};

/** The places to look, in order: [{ source, path }]. */
function candidates(d) {
  if (d.env.KEEPSAKE_BROWSER_SEARCH === 'none') return [];
  const list = [];
  if (d.env.CHROMIUM_PATH) list.push({ source: 'CHROMIUM_PATH', path: d.env.CHROMIUM_PATH });
  if (d.platform === 'linux' && d.headless) list.push({ source: 'debian-headless', path: DEBIAN_HEADLESS_SHELL });
  if (d.platform === 'linux') list.push({ source: 'debian', path: DEBIAN_CHROMIUM });
  let own = null;
  try {
    own = d.playwrightPath();
  } catch {
    // Playwright does not know a Chromium build for this platform
  }
  if (own) list.push({ source: 'playwright', path: own });
  return list;
}

/** The first browser that exists, without starting or installing anything; null when none. */
export function findBrowser(over = {}) {
  const d = defaults(over);
  const found = candidates(d).find((c) => d.exists(c.path));
  return found ? { ...found, label: LABELS[found.source] } : null;
}

/**
 * Options for Playwright's `chromium.launch` / `use.launchOptions`: the browser found and the
 * flags. With no browser found, Playwright's default (its own Chromium) and its own error.
 */
export function launchOptions(browser = findBrowser()) {
  return browser ? { executablePath: browser.path, args: chromiumArgs() } : { args: chromiumArgs() };
}

/**
 * The browser's version when it starts, '' when it starts but says nothing (Windows), null when
 * it does not start (e.g. Playwright's Chromium without the system libraries it needs).
 */
function startsWithVersion(d, path) {
  if (d.platform === 'win32') return '';
  const r = d.run(path, ['--version'], { timeout: 30_000, stdio: ['ignore', 'pipe', 'ignore'] });
  if (r.status !== 0) return null;
  const m = /(\d+\.\d+\.\d+\.\d+)/.exec(String(r.stdout ?? ''));
  return m ? m[1] : '';
}

/** The first browser that exists and starts, with its version; null when none. */
function firstThatStarts(d, { quiet = false } = {}) {
  for (const c of candidates(d)) {
    if (!d.exists(c.path)) {
      if (c.source === 'CHROMIUM_PATH' && !quiet) d.log(`Browser: CHROMIUM_PATH=${c.path} does not exist; looking further`);
      continue;
    }
    const version = startsWithVersion(d, c.path);
    if (version !== null) return { ...c, label: LABELS[c.source], version };
    if (!quiet) d.log(`Browser: ${LABELS[c.source]} at ${c.path} does not start; looking further`);
  }
  return null;
}

/** Runs a command with its output appended to the install log; true when it succeeded. */
function logged(d, cmd, args, env = {}) {
  let fd;
  try {
    fd = openSync(d.logFile, 'a');
  } catch {
    fd = 'ignore';
  }
  try {
    const r = d.run(cmd, args, { stdio: ['ignore', fd, fd], env: { ...d.env, ...env }, timeout: 15 * 60_000 });
    return r.status === 0;
  } finally {
    if (typeof fd === 'number') closeSync(fd);
  }
}

function hasAptGet(d) {
  return d.platform === 'linux' && (d.exists('/usr/bin/apt-get') || d.exists('/bin/apt-get'));
}

function logTail(d, lines) {
  try {
    const text = readFileSync(d.logFile, 'utf8').trimEnd().split('\n').slice(-lines);
    for (const l of text) d.log(`  | ${l}`);
  } catch {
    // no log written
  }
}

/**
 * Finds a browser that starts, installing one when there is none. Prints one line saying which
 * browser it uses (and a line while it installs); when no browser can be had, one line saying what
 * to run, and returns null.
 */
export function ensureBrowser(over = {}) {
  const d = defaults(over);
  const use = (b) => {
    d.log(`Browser: ${b.label}${b.version ? ` ${b.version}` : ''} (${b.path})`);
    return b;
  };
  const done = (why) => {
    d.log(`Browser: no Chromium (${why}); ${NO_BROWSER_ADVICE}`);
    return null;
  };

  const apt = d.isRoot && hasAptGet(d);
  const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
  const found = firstThatStarts(d);
  if (found && d.headless && apt && found.source === 'debian') {
    // Debian's browser works, but not the lighter one the tests ask for first: one package more,
    // from the same source
    d.log(`Browser: installing Debian's chromium-headless-shell for the tests, lighter than the full browser (apt-get, about a minute; log: ${d.logFile})…`);
    if (logged(d, 'apt-get', ['update', '-qq'], aptEnv) && logged(d, 'apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], aptEnv)) {
      const shell = firstThatStarts(d, { quiet: true });
      if (shell) return use(shell);
    }
  }
  if (found) return use(found);
  if (d.env.KEEPSAKE_BROWSER_SEARCH === 'none') return done('KEEPSAKE_BROWSER_SEARCH=none: looked nowhere, installed nothing');

  const cli = require.resolve('@playwright/test/cli');

  try {
    writeFileSync(d.logFile, '');
  } catch {
    // logged() falls back to discarding the output
  }
  d.log(`Browser: no Chromium found; installing Playwright's (npx playwright install chromium, about a minute; log: ${d.logFile})…`);
  if (logged(d, process.execPath, [cli, 'install', 'chromium'])) {
    let b = firstThatStarts(d, { quiet: true });
    if (!b && apt) {
      // Downloaded, but the system lacks the libraries it needs (a minimal Debian or Ubuntu).
      d.log("Browser: installing the system libraries Playwright's Chromium needs (apt-get, about a minute)…");
      logged(d, process.execPath, [cli, 'install-deps', 'chromium']);
      b = firstThatStarts(d, { quiet: true });
    }
    if (b) return use(b);
  }

  if (!apt) {
    return done(`Playwright's could not be installed, see ${d.logFile}`);
  }
  d.log(`Browser: Playwright's Chromium could not be installed; installing Debian's chromium package${d.headless ? ' and its headless shell' : ''} with apt-get instead (about a minute; log: ${d.logFile})…`);
  const ok =
    logged(d, 'apt-get', ['update', '-qq'], aptEnv) &&
    logged(d, 'apt-get', ['install', '-y', '-qq', 'chromium', ...(d.headless ? ['chromium-headless-shell'] : []), 'fonts-dejavu-core'], aptEnv);
  const b = firstThatStarts(d, { quiet: true });
  if (b) return use(b);
  if (!ok) logTail(d, 15);
  return done(ok ? "Debian's chromium package was installed but does not start" : `neither Playwright's nor Debian's could be installed, see ${d.logFile}`);
}
