import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppInSteps, nextTask } from '@/app/start-up/load-app-in-steps';
import { warmUpIntlOffThread } from '@/app/start-up/warm-up-intl';
import '@/styles/index.css';

/** The app's start, one step per line; each step in `src/app/start-up/` says what it buys. */
async function start(root: HTMLElement) {
  warmUpIntlOffThread();
  const app = await loadAppInSteps();
  const queryClient = app.createAppQueryClient();
  // The route's loader starts the page's data (e.g. a person's photo list) and its lazy code.
  const router = app.createRouter(queryClient);
  await nextTask();
  // A transition: React renders the first screen in slices, yielding to the browser between them.
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
