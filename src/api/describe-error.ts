import { isApiError } from './errors';

/** An error in plain words for people, and the way forward to offer. */
export interface ErrorDescription {
  title: string;
  detail: string;
  /** which button to offer: try again, sign in again, or go home */
  action: 'retry' | 'sign-in' | 'home';
}

const MAX_FIELDS_NAMED = 3;

/** Turns any error into words for people (ErrorState, toasts). Never shows raw HTML or stack traces. */
export function describeError(error: unknown): ErrorDescription {
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong',
      detail: 'An unexpected problem stopped this page. Try again; if it keeps happening, reload the page.',
      action: 'retry',
    };
  }
  switch (error.kind) {
    case 'not-found':
      return {
        title: "We couldn't find that",
        detail: "It may have been deleted, or it isn't shared with you.",
        action: 'home',
      };
    case 'unauthorized':
      // On the sign-in request itself a 401 means the credentials were wrong, not an ended session.
      if (error.endpoint === '/auth/login') {
        return {
          title: "That email and password don't match",
          detail: 'Check them and try again.',
          action: 'retry',
        };
      }
      return {
        title: 'You are signed out',
        detail: 'Your session has ended. Sign in again to continue where you were.',
        action: 'sign-in',
      };
    case 'forbidden':
      return {
        title: "You don't have access to this",
        detail: "Your account or API key isn't allowed to do this. Ask the library's owner for access.",
        action: 'home',
      };
    case 'invalid':
      if (error.status === 413) {
        return {
          title: 'That is too large to send',
          detail: 'Make it shorter and try again.',
          action: 'retry',
        };
      }
      // A malformed id (400 "id must be a UUID"; v3: "id: Invalid UUID") comes from a broken or mistyped link.
      if (error.messages.some((m) => /must be a UUID|invalid UUID/i.test(m))) {
        return {
          title: "This link doesn't look right",
          detail: 'The address has an id your library does not recognise. Check the link, or start from home.',
          action: 'home',
        };
      }
      return {
        title: "The library didn't accept that",
        detail: error.messages.length
          ? `It said: ${error.messages.join('; ')}.`
          : 'The request was refused as invalid. Check what you entered and try again.',
        action: 'home',
      };
    case 'server':
      return {
        title: 'Your library had a problem',
        detail: 'The server ran into an error while answering. Try again in a moment.',
        action: 'retry',
      };
    case 'network':
      return {
        title: "We couldn't reach your library",
        detail: 'Check your connection and try again.',
        action: 'retry',
      };
    case 'timeout':
      return {
        title: 'Your library is taking too long to answer',
        detail: 'It may be busy or the connection slow. Try again in a moment.',
        action: 'retry',
      };
    case 'bad-data': {
      const fields = (error.issues ?? []).slice(0, MAX_FIELDS_NAMED).map((i) => i.path || 'the response');
      const named = fields.length ? ` (${fields.join(', ')})` : '';
      return {
        title: "Your library sent something we can't read",
        detail: `Part of its answer is not in the expected shape${named}. The server version may not be supported.`,
        action: 'retry',
      };
    }
  }
}
