/// <reference lib="webworker" />
/**
 * Loads ICU's locale data for the page (docs/decisions/034-start-up-in-small-tasks.md, session 4
 * addendum). The first `Intl` object of a renderer process builds the list of available locales:
 * 20-45 ms in one native call that cannot be split. V8 keeps that list for the whole process, so
 * when this worker pays it, the page's own formatters find it built.
 */
import { warmUpIntl } from './warm-up-intl';

declare const self: DedicatedWorkerGlobalScope;

warmUpIntl();
self.postMessage('done');
