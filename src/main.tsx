import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppQueryClient, createRouter } from '@/app/app';
import '@/styles/index.css';

const root = document.getElementById('root');
if (root) {
  const queryClient = createAppQueryClient();
  // Starts the page's data and code (the route's loader) before React renders anything.
  const router = createRouter(queryClient);
  // A transition: React renders the first screen in slices, yielding to the browser between them.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}
