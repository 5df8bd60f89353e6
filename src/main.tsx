import { startDeepLink } from '@/app/start-up/start-deep-link';
import { delay, loadAppInSteps, loadDataLayerInSteps, nextTask } from '@/app/start-up/load-app-in-steps';
import { preloadAppChunks } from '@/app/start-up/preload-app-chunks';
import { warmUpIntlOffThread } from '@/app/start-up/warm-up-intl';
import { loadNamespaces, startI18n } from '@/i18n/i18n';
import { appMayStart } from '@/lib/first-frame';
import { namespacesAt } from '@/app/page-namespaces';
import '@/styles/index.css';

/** How long the first render waits for the opening page's code before it shows the loading page. */
const ROUTE_WAIT_MS = 1_000;

/** The app's start, one step per line; each step in `src/app/start-up/` says what it buys. */
async function start(root: HTMLElement) {
  startDeepLink();
  warmUpIntlOffThread();
  // The reader's language: its shell messages download beside the app's code.
  const shell = startI18n('app');
  // A first picture drawn before the app (src/app/first-frame/) has the main thread first.
  await appMayStart();
  preloadAppChunks();
  // The opening page's messages too, with the app's files rather than once its router asks for
  // the page (a first picture's requests go first, as the app's files wait for it).
  const speaking = Promise.all([shell, loadNamespaces(...namespacesAt(window.location.pathname))]);
  const { api, pages } = await loadDataLayerInSteps();
  const queryClient = api.createQueryClient();
  // The opening page's data starts now, while the rest of the app is evaluated; the route's
  // route later asks for the same queries and finds them in flight.
  pages.startPageData(queryClient, window.location.pathname, window.location.search);
  const app = await loadAppInSteps();
  // The opening page's code downloads while the reader's messages arrive; the first render waits
  // for it (a while at most), so that it draws the page rather than the loading page (router.tsx).
  const route = app.preloadRoute(window.location.pathname, window.location.search);
  const [{ renderApp }] = await Promise.all([import('@/app/start-up/render-app'), speaking, nextTask(), Promise.race([route, delay(ROUTE_WAIT_MS)])]);
  renderApp(root, queryClient);
}

const root = document.getElementById('root');
if (root) void start(root);
