import { rememberTimeZone, startDeepLink } from '@/app/start-up/start-deep-link';
import { paintFirstFrame } from './first-frame';

// index.html's first script (an `async` module of its own, scripts/first-frame/first-frame-plugin.ts),
// run as soon as it has loaded, before the app's code is evaluated: it takes over the answers the
// server hinted and starts a person page's list worker (ADR 099), and draws a memory's first photo
// (ADR 098). Its styles are global (src/styles/first-frame.css): the page's stylesheet is loaded
// before anything is drawn.
startDeepLink(document, location.pathname);
rememberTimeZone(document); // (for the memories page's hints, ADR 115)
paintFirstFrame(document, location);
if (/^\/people\/[^/]+\/then-and-now\/?$/.test(location.pathname)) void import('./first-slide').then((m) => m.paintFirstSlide(document, location)); // (ADR 113)
if (/^\/memories\/?$/.test(location.pathname)) void import('./first-cards').then((m) => m.paintFirstCards(document, location)); // (ADR 114)
