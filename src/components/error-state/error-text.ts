import { isApiError } from '@/api';
import { formatList, t } from '@/i18n';

/** An error in the reader's words: what happened, what to do next, and the way forward to offer. */
export interface ErrorText {
  title: string;
  detail: string;
  /** which button to offer: try again, sign in again, or go home */
  action: 'retry' | 'sign-in' | 'home';
}

const MAX_FIELDS_NAMED = 3;

/**
 * Any error in words for people (ErrorState, the sign-in form), in the current language. Never
 * shows raw HTML or stack traces; the server's own validation messages are quoted as they are.
 * Call it while rendering, so the words follow a change of language.
 */
export function errorText(error: unknown): ErrorText {
  if (!isApiError(error)) {
    return { title: t('app.error.unexpected.title'), detail: t('app.error.unexpected.detail'), action: 'retry' };
  }
  switch (error.kind) {
    case 'not-found':
      return { title: t('app.error.notFound.title'), detail: t('app.error.notFound.detail'), action: 'home' };
    case 'unauthorized':
      // On the sign-in request itself a 401 means the credentials were wrong, not an ended session.
      if (error.endpoint === '/auth/login') {
        return { title: t('app.error.wrongCredentials.title'), detail: t('app.error.wrongCredentials.detail'), action: 'retry' };
      }
      return { title: t('app.error.signedOut.title'), detail: t('app.error.signedOut.detail'), action: 'sign-in' };
    case 'forbidden':
      return { title: t('app.error.forbidden.title'), detail: t('app.error.forbidden.detail'), action: 'home' };
    case 'invalid':
      if (error.status === 413) {
        return { title: t('app.error.tooLarge.title'), detail: t('app.error.tooLarge.detail'), action: 'retry' };
      }
      // A malformed id (400 "id must be a UUID"; v3: "id: Invalid UUID") comes from a broken or mistyped link.
      if (error.messages.some((m) => /must be a UUID|invalid UUID/i.test(m))) {
        return { title: t('app.error.badLink.title'), detail: t('app.error.badLink.detail'), action: 'home' };
      }
      return {
        title: t('app.error.invalid.title'),
        // the server's own words, quoted as they are (they are not ours to translate)
        detail: error.messages.length ? t('app.error.invalid.detailSaid', { messages: error.messages.join('; ') }) : t('app.error.invalid.detail'),
        action: 'home',
      };
    case 'server':
      return { title: t('app.error.server.title'), detail: t('app.error.server.detail'), action: 'retry' };
    case 'network':
      return { title: t('app.error.network.title'), detail: t('app.error.network.detail'), action: 'retry' };
    case 'timeout':
      return { title: t('app.error.timeout.title'), detail: t('app.error.timeout.detail'), action: 'retry' };
    case 'bad-data': {
      const fields = (error.issues ?? []).slice(0, MAX_FIELDS_NAMED).map((i) => i.path || t('app.error.wholeAnswer'));
      return {
        title: t('app.error.badData.title'),
        detail: fields.length
          ? t('app.error.badData.detailFields', { fields: formatList(fields) })
          : t('app.error.badData.detail'),
        action: 'retry',
      };
    }
  }
}
