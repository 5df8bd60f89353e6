import { mkdtempSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumArgs, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, ensureBrowser, findBrowser, launchOptions, NO_BROWSER_ADVICE, type BrowserDeps } from './browser.mjs';

const PLAYWRIGHT = '/home/u/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const APT_GET = '/usr/bin/apt-get';

interface Machine {
  /** Files that exist. */
  files: Set<string>;
  /** Browsers that start when asked for their version. */
  starts: Set<string>;
  /** Playwright's download reaches its CDN. */
  downloads: boolean;
  /** apt-get can install packages. */
  aptWorks: boolean;
  calls: string[];
  lines: string[];
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fake machine: what exists, what starts, and what each install command changes. */
function machine(over: Partial<Machine> = {}, deps: BrowserDeps = {}): { m: Machine; deps: BrowserDeps } {
  const m: Machine = { files: new Set(), starts: new Set(), downloads: false, aptWorks: true, calls: [], lines: [], ...over };
  const dir = mkdtempSync(join(tmpdir(), 'keepsake-browser-test-'));
  dirs.push(dir);
  const out = (opts: Record<string, unknown> | undefined, text: string) => {
    const fd = (opts?.stdio as unknown[] | undefined)?.[1];
    if (typeof fd === 'number') writeSync(fd, text);
  };
  return {
    m,
    deps: {
      env: {},
      platform: 'linux',
      isRoot: false,
      exists: (p) => m.files.has(p),
      playwrightPath: () => PLAYWRIGHT,
      log: (l) => m.lines.push(l),
      logFile: join(dir, 'install.log'),
      run: (cmd, args, opts) => {
        if (args[0] === '--version') {
          return m.starts.has(cmd) ? { status: 0, stdout: 'Chromium 156.0.8078.79 built on Debian\n' } : { status: 127, stdout: '' };
        }
        const call = cmd === process.execPath ? `playwright ${args.slice(1).join(' ')}` : `${cmd} ${args.join(' ')}`;
        m.calls.push(call);
        if (call === 'playwright install chromium') {
          if (!m.downloads) {
            out(opts, 'Error: getaddrinfo ENOTFOUND cdn.playwright.dev\n');
            return { status: 1 };
          }
          m.files.add(PLAYWRIGHT);
          return { status: 0 };
        }
        if (call === 'playwright install-deps chromium') {
          m.starts.add(PLAYWRIGHT);
          return { status: 0 };
        }
        if (cmd === 'apt-get') {
          if (!m.aptWorks) {
            out(opts, 'E: Unable to locate package chromium\n');
            return { status: 100 };
          }
          if (args[0] === 'install') {
            expect((opts?.env as Record<string, string>).DEBIAN_FRONTEND).toBe('noninteractive');
            if (args.includes('chromium')) {
              expect(args).toContain('fonts-dejavu-core');
              m.files.add(DEBIAN_CHROMIUM);
              m.starts.add(DEBIAN_CHROMIUM);
            }
            if (args.includes('chromium-headless-shell')) {
              m.files.add(DEBIAN_HEADLESS_SHELL);
              m.starts.add(DEBIAN_HEADLESS_SHELL);
            }
          }
          return { status: 0 };
        }
        throw new Error(`unexpected command: ${call}`);
      },
      ...deps,
    },
  };
}

describe('findBrowser: the lookup order', () => {
  it('takes CHROMIUM_PATH first, then Debian, then Playwright', () => {
    const all = new Set(['/opt/chrome', DEBIAN_CHROMIUM, PLAYWRIGHT]);
    const { deps } = machine({ files: all });
    expect(findBrowser({ ...deps, env: { CHROMIUM_PATH: '/opt/chrome' } })).toMatchObject({ source: 'CHROMIUM_PATH', path: '/opt/chrome' });
    expect(findBrowser(deps)).toMatchObject({ source: 'debian', path: DEBIAN_CHROMIUM });
    all.delete(DEBIAN_CHROMIUM);
    expect(findBrowser(deps)).toMatchObject({ source: 'playwright', path: PLAYWRIGHT });
  });

  it('looks further when CHROMIUM_PATH points nowhere', () => {
    const { deps } = machine({ files: new Set([PLAYWRIGHT]) });
    expect(findBrowser({ ...deps, env: { CHROMIUM_PATH: '/nowhere' } })).toMatchObject({ source: 'playwright' });
  });

  it("skips Debian's path off Linux and copes with a platform Playwright has no build for", () => {
    const { deps } = machine({ files: new Set([DEBIAN_CHROMIUM]) });
    expect(findBrowser({ ...deps, platform: 'darwin' })).toBeNull();
    expect(
      findBrowser({
        ...deps,
        exists: () => false,
        playwrightPath: () => {
          throw new Error('unsupported platform');
        },
      }),
    ).toBeNull();
  });

  it('finds nothing with KEEPSAKE_BROWSER_SEARCH=none, whatever is installed', () => {
    const { deps } = machine({ files: new Set(['/opt/chrome', DEBIAN_CHROMIUM, PLAYWRIGHT]) });
    expect(findBrowser({ ...deps, env: { KEEPSAKE_BROWSER_SEARCH: 'none', CHROMIUM_PATH: '/opt/chrome' } })).toBeNull();
  });
});

describe('ensureBrowser', () => {
  it('uses a browser that is there, prints one line naming it, and installs nothing', () => {
    const { m, deps } = machine({ files: new Set([DEBIAN_CHROMIUM, PLAYWRIGHT]), starts: new Set([DEBIAN_CHROMIUM, PLAYWRIGHT]) });
    expect(ensureBrowser(deps)).toMatchObject({ source: 'debian', version: '156.0.8078.79' });
    expect(m.lines).toEqual([`Browser: Debian's Chromium 156.0.8078.79 (${DEBIAN_CHROMIUM})`]);
    expect(m.calls).toEqual([]);
  });

  it('says when CHROMIUM_PATH points nowhere, and passes over a browser that does not start', () => {
    const { m, deps } = machine({ files: new Set([DEBIAN_CHROMIUM, PLAYWRIGHT]), starts: new Set([PLAYWRIGHT]) });
    expect(ensureBrowser({ ...deps, env: { CHROMIUM_PATH: '/nowhere' } })).toMatchObject({ source: 'playwright' });
    expect(m.lines).toEqual([
      'Browser: CHROMIUM_PATH=/nowhere does not exist; looking further',
      `Browser: Debian's Chromium at ${DEBIAN_CHROMIUM} does not start; looking further`,
      `Browser: Playwright's Chromium 156.0.8078.79 (${PLAYWRIGHT})`,
    ]);
  });

  it("installs Playwright's Chromium where downloads work, and only that", () => {
    const { m, deps } = machine({ downloads: true, starts: new Set([PLAYWRIGHT]) }, { isRoot: true });
    m.files.add(APT_GET);
    expect(ensureBrowser(deps)).toMatchObject({ source: 'playwright', path: PLAYWRIGHT });
    expect(m.calls).toEqual(['playwright install chromium']);
    expect(m.lines).toHaveLength(2);
    expect(m.lines[0]).toMatch(/^Browser: no Chromium found; installing Playwright's .*about a minute/);
    expect(m.lines[1]).toBe(`Browser: Playwright's Chromium 156.0.8078.79 (${PLAYWRIGHT})`);
  });

  it('as root with apt-get, installs the libraries a downloaded Chromium lacks', () => {
    const { m, deps } = machine({ downloads: true, files: new Set([APT_GET]) }, { isRoot: true });
    expect(ensureBrowser(deps)).toMatchObject({ source: 'playwright' });
    expect(m.calls).toEqual(['playwright install chromium', 'playwright install-deps chromium']);
  });

  it("offline, as root with apt-get: installs Debian's chromium package", () => {
    const { m, deps } = machine({ files: new Set([APT_GET]) }, { isRoot: true });
    expect(ensureBrowser(deps)).toMatchObject({ source: 'debian', path: DEBIAN_CHROMIUM });
    expect(m.calls).toEqual(['playwright install chromium', 'apt-get update -qq', 'apt-get install -y -qq chromium fonts-dejavu-core']);
    expect(m.lines[1]).toMatch(/installing Debian's chromium package with apt-get/);
    expect(m.lines.at(-1)).toBe(`Browser: Debian's Chromium 156.0.8078.79 (${DEBIAN_CHROMIUM})`);
  });

  it('offline and not root: no apt-get, one line saying what to run', () => {
    const { m, deps } = machine({ files: new Set([APT_GET]) });
    expect(ensureBrowser(deps)).toBeNull();
    expect(m.calls).toEqual(['playwright install chromium']);
    expect(m.lines).toHaveLength(2);
    expect(m.lines[1]).toContain(NO_BROWSER_ADVICE);
    expect(m.lines[1]).toMatch(/^Browser: no Chromium \(Playwright's could not be installed, see .*install\.log\)/);
  });

  it('when apt-get fails too: the tail of its log, then the line saying what to run', () => {
    const { m, deps } = machine({ files: new Set([APT_GET]), aptWorks: false }, { isRoot: true });
    expect(ensureBrowser(deps)).toBeNull();
    expect(m.calls).toEqual(['playwright install chromium', 'apt-get update -qq']);
    expect(m.lines).toContain('  | E: Unable to locate package chromium');
    expect(m.lines.at(-1)).toMatch(/^Browser: no Chromium \(neither Playwright's nor Debian's could be installed/);
    expect(m.lines.at(-1)).toContain('npx playwright install --with-deps chromium');
  });

  it("for the tests: Debian's headless shell first, and nothing installed when it is there", () => {
    const { m, deps } = machine({ files: new Set([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, APT_GET]), starts: new Set([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL]) }, { isRoot: true, headless: true });
    expect(ensureBrowser(deps)).toMatchObject({ source: 'debian-headless', path: DEBIAN_HEADLESS_SHELL });
    expect(m.calls).toEqual([]);
    expect(m.lines).toEqual([`Browser: Debian's Chromium headless shell 156.0.8078.79 (${DEBIAN_HEADLESS_SHELL})`]);
    // the bench asks for the full browser
    expect(ensureBrowser({ ...deps, headless: false })).toMatchObject({ source: 'debian', path: DEBIAN_CHROMIUM });
  });

  it("for the tests, as root with apt-get: adds the headless shell beside Debian's browser, and keeps that one when it cannot", () => {
    const { m, deps } = machine({ files: new Set([DEBIAN_CHROMIUM, APT_GET]), starts: new Set([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL]) }, { isRoot: true, headless: true });
    expect(ensureBrowser(deps)).toMatchObject({ source: 'debian-headless' });
    expect(m.calls).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
    expect(m.lines[0]).toMatch(/installing Debian's chromium-headless-shell for the tests/);
    const failing = machine({ files: new Set([DEBIAN_CHROMIUM, APT_GET]), starts: new Set([DEBIAN_CHROMIUM]), aptWorks: false }, { isRoot: true, headless: true });
    expect(ensureBrowser(failing.deps)).toMatchObject({ source: 'debian', path: DEBIAN_CHROMIUM });
    // not root: no apt-get, the browser there
    const user = machine({ files: new Set([DEBIAN_CHROMIUM, APT_GET]), starts: new Set([DEBIAN_CHROMIUM]) }, { headless: true });
    expect(ensureBrowser(user.deps)).toMatchObject({ source: 'debian' });
    expect(user.m.calls).toEqual([]);
    // Playwright's own browser is kept as it is
    const own = machine({ files: new Set([PLAYWRIGHT, APT_GET]), starts: new Set([PLAYWRIGHT]) }, { isRoot: true, headless: true });
    expect(ensureBrowser(own.deps)).toMatchObject({ source: 'playwright' });
    expect(own.m.calls).toEqual([]);
  });

  it("for the tests, offline, as root with apt-get: installs Debian's chromium and its headless shell", () => {
    const { m, deps } = machine({ files: new Set([APT_GET]) }, { isRoot: true, headless: true });
    expect(ensureBrowser(deps)).toMatchObject({ source: 'debian-headless', path: DEBIAN_HEADLESS_SHELL });
    expect(m.calls).toEqual(['playwright install chromium', 'apt-get update -qq', 'apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core']);
    expect(m.lines[1]).toMatch(/installing Debian's chromium package and its headless shell with apt-get/);
  });

  it('with KEEPSAKE_BROWSER_SEARCH=none: looks nowhere, installs nothing, one line', () => {
    const { m, deps } = machine({ files: new Set([DEBIAN_CHROMIUM, APT_GET]), starts: new Set([DEBIAN_CHROMIUM]) }, { isRoot: true });
    expect(ensureBrowser({ ...deps, env: { KEEPSAKE_BROWSER_SEARCH: 'none' } })).toBeNull();
    expect(m.calls).toEqual([]);
    expect(m.lines).toEqual([`Browser: no Chromium (KEEPSAKE_BROWSER_SEARCH=none: looked nowhere, installed nothing); ${NO_BROWSER_ADVICE}`]);
  });
});

describe('launch options', () => {
  it('turn the sandbox off only for root, and name the browser found', () => {
    expect(chromiumArgs(true)).toContain('--no-sandbox');
    expect(chromiumArgs(false)).not.toContain('--no-sandbox');
    expect(chromiumArgs(false)).toEqual(expect.arrayContaining(['--disable-gpu', '--disable-quic', '--disable-component-update']));
    expect(launchOptions({ source: 'debian', path: DEBIAN_CHROMIUM, label: '' }).executablePath).toBe(DEBIAN_CHROMIUM);
    expect(launchOptions(null)).not.toHaveProperty('executablePath');
  });
});
