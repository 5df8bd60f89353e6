/** Lets the browser run other tasks (input, paint) before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Buys: no single long task evaluating the whole app at load. Evaluates the app's modules one
 * task each, in import order (zod's core, the schemas built from it, the query layer, the app),
 * instead of all at once. The chunks download in parallel (Vite preloads a dynamic import's
 * chunks); only their evaluation is spread out. App modules, not whole packages: a package
 * imported as a namespace cannot be tree-shaken.
 */
export async function loadAppInSteps(): Promise<typeof import('@/app/app')> {
  await import('@/api/schemas/helpers');
  await nextTask();
  await import('@/api/schemas/asset');
  await nextTask();
  await import('@/api');
  await nextTask();
  const app = await import('@/app/app');
  await nextTask();
  return app;
}
