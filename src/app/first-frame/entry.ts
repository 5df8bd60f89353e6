import { rememberTimeZone, startDeepLink } from '@/app/start-up/start-deep-link';
import { appMayStart, firstScriptRan } from '@/lib/first-frame';
import { whenIdle } from '@/lib/schedule';
import { paintFirstFrame } from './first-frame';

// index.html's first script (an `async` module of its own, scripts/first-frame/first-frame-plugin.ts),
// run as soon as it has loaded, before the app's code is evaluated: it takes over the answers the
// server hinted (ADR 125), and draws a memory's first photo (ADR 098). Its styles are global
// (src/styles/first-frame.css): the page's stylesheet is loaded before anything is drawn. A
// person's page, Then and Now and the memories page have first scripts of their own
// (first-rows-entry.ts, first-slide-entry.ts, first-cards-entry.ts), which the server names on
// those routes.
try {
  startDeepLink(document, location.pathname);
  paintFirstFrame(document, location);
} finally {
  firstScriptRan();
}
// The reader's zone, for the memories page's hints (ADR 115), once a first picture is on screen
// and the browser is idle: reading it is the page's first `Intl` call on the main thread, which
// loads ICU's data, a long task of its own that must not stand between a first picture's image
// and its frame.
void appMayStart().then(() => whenIdle(() => rememberTimeZone(document)));
