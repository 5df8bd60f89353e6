import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  await nextTask();
  // (app modules, not whole packages: a package imported as a namespace cannot be tree-shaken)
  await import('@/api');
  await nextTask();
  await import('@/app/router');
  await nextTask();
  const { App } = await import('@/app/app');
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
