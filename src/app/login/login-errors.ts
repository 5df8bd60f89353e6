import { describeError, isApiError } from '@/api';

/** A sign-in failure in words: what happened and what to do next. */
export interface LoginErrorText {
  message: string;
  correlationId?: string | undefined;
}

/**
 * Words for a failed `POST /auth/login`. A 401 here is not "signed out": it is the server saying
 * the email and password don't match (and a 400 is usually a malformed email).
 */
export function loginErrorText(error: unknown): LoginErrorText {
  if (!isApiError(error)) return { message: describeError(error).detail };
  const correlationId = error.correlationId;
  switch (error.kind) {
    case 'unauthorized':
      return { message: 'That email and password don’t match. Check them and try again.' };
    case 'invalid':
      return { message: 'That doesn’t look like a valid email and password. Check the email address and try again.' };
    case 'network':
      return { message: 'You seem to be offline, so Keepsake can’t reach your server. Check your connection and try again.' };
    case 'timeout':
      return { message: 'The server took too long to answer. Try again in a moment.', correlationId };
    case 'server':
      return { message: 'The server had a problem signing you in. Try again in a moment.', correlationId };
    default: {
      const { title, detail } = describeError(error);
      return { message: `${title}. ${detail}`, correlationId };
    }
  }
}
