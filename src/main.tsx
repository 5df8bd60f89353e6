import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startPersonPageEarly } from '@/app/early-start';
import { warmUpIntlOffThread } from '@/app/warm-up-intl';
import '@/styles/index.css';

/** Lets the browser run other tasks (input, paint) before the next start-up step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, one task each: evaluating the whole start-up code (React DOM, zod and
 * every schema, the router and layouts) in one go is a single 100+ ms task. The chunks are
 * already downloading in parallel (modulepreload links, see vite.config.ts); only their evaluation
 * is spread out.
 */
async function start(root: HTMLElement) {
  // On a person page, the photo list's request first (a few kB of the entry; see early-start.ts).
  startPersonPageEarly(window.location);
  // ICU's locale data, loaded by a worker while the app's chunks download (see warm-up-intl.ts).
  warmUpIntlOffThread();
  await nextTask();
  // (app modules, not whole packages: a package imported as a namespace cannot be tree-shaken)
  await import('@/api/schemas/helpers'); // zod's core, before the ~30 schemas built from it
  await nextTask();
  await import('@/api/schemas/asset'); // the asset, EXIF, person and user schemas
  await nextTask();
  await import('@/api');
  await nextTask();
  const { prefetchRouteCode } = await import('@/app/router');
  prefetchRouteCode(window.location.pathname);
  await nextTask();
  const app = await import('@/app/app');
  await nextTask();
  const queryClient = app.createAppQueryClient();
  await nextTask();
  const router = app.createRouter();
  await nextTask();
  // A transition: React renders the first screen in slices of ~5 ms (yielding to the browser)
  // instead of one task, which also spreads V8's first-call compilation of React and the app.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <app.App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
