import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { App } from '@/app/app';

// Buys: React DOM (the largest package on every page) is evaluated once the app may start, not
// while a first picture (src/app/first-frame/) still needs the main thread: the entry, src/main.tsx,
// imports it after `appMayStart`, and the build preloads it from index.html (vite.config.ts).

/** Renders the app into `root`, in a transition: React renders the first screen in slices, yielding to the browser between them. */
export function renderApp(root: HTMLElement, queryClient: QueryClient): void {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
