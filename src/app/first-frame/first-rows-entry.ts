import { startDeepLink } from '@/app/start-up/start-deep-link';
import { startPersonListEarly } from '@/app/start-up/start-person-list-early';
import { firstScriptRan } from '@/lib/first-frame';

// A person page's own first script: the server names it in the hinted HTML of that route only
// (server/http/route-hints.ts), so it runs as soon as it has loaded, beside index.html's first
// script. It claims the hinted answers (whichever script runs first claims them) and starts the
// person's list worker, so that the list, and then the first rows' thumbnails, are asked for
// while the app's code downloads and runs.
try {
  startDeepLink(document, location.pathname);
  startPersonListEarly(location.pathname, location.search);
} finally {
  firstScriptRan();
}
