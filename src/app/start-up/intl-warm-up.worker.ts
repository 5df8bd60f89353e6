/// <reference lib="webworker" />
/**
 * Loads ICU's locale data for the page (ADR 071). The first `Intl` object of a renderer process
 * builds the list of available locales in one native call that cannot be split. V8 keeps that
 * list for the whole process, so when this worker pays it, the page's own formatters find it built.
 */
import { warmUpIntl } from './warm-up-intl';

declare const self: DedicatedWorkerGlobalScope;

warmUpIntl();
self.postMessage('done');
