import { startDeepLink } from '@/app/start-up/start-deep-link';
import { startPersonListEarly } from '@/app/start-up/start-person-list-early';
import { firstScriptRan, holdAppStart } from '@/lib/first-frame';
import { paintFirstSlide } from './first-slide';

// Then and Now's own first script (ADR 115): the server names it in the hinted HTML of that route
// only (server/http/route-hints.ts), so it runs as soon as it has loaded, beside index.html's first
// script instead of after it. It claims the hinted answers itself (whichever script runs first
// claims them), starts the person's list worker (the story reads the list), and holds the app's
// start while it draws.
try {
  startDeepLink(document, location.pathname);
  startPersonListEarly(location.pathname, location.search);
  void holdAppStart(paintFirstSlide(document, location));
} finally {
  firstScriptRan();
}
