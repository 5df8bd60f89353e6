/** Resolves after `ms`, in a task of its own. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Lets the browser run other tasks (input, paint) before the next step. */
export const nextTask = () => delay(0);

// Buys: no single long task evaluating the whole app at load. Both functions evaluate the app's
// modules one task each, in import order, instead of all at once. The chunks download in parallel
// (vite.config.ts preloads them from index.html); only their evaluation is spread out. App modules,
// not whole packages: a package imported as a namespace cannot be tree-shaken (`@/api`'s index
// imported here would put every query and schema on every page's first screen, ADR 126).

/**
 * The query layer and the table of each page's first data: zod's core, the schemas built from it,
 * the query client, then `page-data.ts` (with React Router's matcher and the opening pages'
 * queries). Enough to start the opening page's requests before the rest of the app is evaluated.
 */
export async function loadDataLayerInSteps(): Promise<{ api: typeof import('@/api/query-client'); pages: typeof import('@/app/page-data') }> {
  await import('@/api/schemas/helpers');
  await nextTask();
  await import('@/api/schemas/asset');
  await nextTask();
  const api = await import('@/api/query-client');
  await nextTask();
  const pages = await import('@/app/page-data');
  await nextTask();
  return { api, pages };
}

/** The rest: the shell, its router and providers. */
export async function loadAppInSteps(): Promise<typeof import('@/app/app')> {
  const app = await import('@/app/app');
  await nextTask();
  return app;
}
