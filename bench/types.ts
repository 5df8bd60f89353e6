import type { Browser, Page } from '@playwright/test';

/** What `bench/run.ts` hands every `bench/*.bench.ts` module. */
export interface BenchContext {
  /** e.g. http://127.0.0.1:4320, the built app + demo service on one origin */
  baseURL: string;
  browser: Browser;
  /** A new page in a fresh context, signed in as the demo user. */
  newSignedInPage(viewport?: { width: number; height: number }): Promise<Page>;
  /**
   * Puts a bench-only HTML page beside the app (in the bench's own copy of the build, never in
   * the build itself), served by the demo service on the app's origin; returns its path.
   */
  floorPage(name: string, html: string): string;
}

/** One row of the printed table. */
export interface BenchRow {
  view: string;
  metric: string;
  /** e.g. "1,000 assets" */
  size?: string;
  /** the median of the runs, or the one measurement */
  value: number;
  unit: string;
  /** the smallest and largest of the runs the median is taken from */
  spread?: readonly [number, number];
  /** human-readable target, e.g. "< 1000 ms" */
  target: string;
  ok: boolean;
}

/** Each `bench/*.bench.ts` default-exports one of these. */
export type Bench = (ctx: BenchContext) => Promise<BenchRow[]>;

/** What a bench that measures the build alone is handed: no service, no browser. */
export interface BuildContext {
  /** the built app the bench runs (index.html, assets/, .vite/manifest.json) */
  distDir: string;
}

/** The default export of a bench that measures the build alone (it exports `buildOnly = true`). */
export type BuildBench = (ctx: BuildContext) => BenchRow[];
