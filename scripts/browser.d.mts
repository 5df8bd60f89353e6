// Types for scripts/browser.mjs (plain JavaScript, so that node scripts import it as it is).

export interface Browser {
  source: 'CHROMIUM_PATH' | 'debian-headless' | 'debian' | 'playwright';
  path: string;
  label: string;
  /** Set by ensureBrowser(): the version the browser reports, '' when it reports none. */
  version?: string;
}

export interface SpawnResult {
  status: number | null;
  stdout?: string | Buffer | null;
}

/** Seams for tests; every field defaults to the real thing. */
export interface BrowserDeps {
  env?: Record<string, string | undefined>;
  platform?: NodeJS.Platform;
  isRoot?: boolean;
  exists?: (path: string) => boolean;
  playwrightPath?: () => string;
  run?: (cmd: string, args: string[], opts?: Record<string, unknown>) => SpawnResult;
  log?: (line: string) => void;
  logFile?: string;
  /** For the end-to-end tests: Debian's headless shell first, added beside a browser found where it can be. */
  headless?: boolean;
}

export const DEBIAN_CHROMIUM: string;
export const DEBIAN_HEADLESS_SHELL: string;
export const NO_BROWSER_ADVICE: string;
export function chromiumArgs(isRoot?: boolean): string[];
export function findBrowser(deps?: BrowserDeps): Browser | null;
export function launchOptions(browser?: Browser | null): { executablePath?: string; args: string[] };
export function ensureBrowser(deps?: BrowserDeps): Browser | null;
