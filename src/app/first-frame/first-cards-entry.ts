import { startDeepLink } from '@/app/start-up/start-deep-link';
import { firstScriptRan, holdAppStart } from '@/lib/first-frame';
import { paintFirstCards } from './first-cards';

// The memories page's own first script (ADR 115): the server names it in the hinted HTML of that
// route only (server/http/route-hints.ts), so it runs as soon as it has loaded, beside index.html's
// first script instead of after it. It claims the hinted answers and asks for the page's lists
// itself (whichever script runs first does), and holds the app's start while it draws.
try {
  startDeepLink(document, location.pathname);
  void holdAppStart(paintFirstCards(document, location));
} finally {
  firstScriptRan();
}
