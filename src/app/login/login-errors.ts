import { isApiError } from '@/api';
import { errorText } from '@/components/error-state';
import { t } from '@/i18n';

/** A sign-in failure in words: what happened and what to do next. */
export interface LoginErrorText {
  message: string;
  /** what to do next, when `message` only says what happened */
  detail?: string | undefined;
  correlationId?: string | undefined;
}

/**
 * Words for a failed `POST /auth/login`, in the current language (call it while rendering). A 401
 * here is not "signed out": it is the server saying the email and password don't match (and a 400
 * is usually a malformed email).
 */
export function loginErrorText(error: unknown): LoginErrorText {
  if (!isApiError(error)) return { message: errorText(error).detail };
  const correlationId = error.correlationId;
  switch (error.kind) {
    case 'unauthorized':
      return { message: t('app.signIn.error.unauthorized') };
    case 'invalid':
      return { message: t('app.signIn.error.invalid') };
    case 'network':
      return { message: t('app.signIn.error.network') };
    case 'timeout':
      return { message: t('app.signIn.error.timeout'), correlationId };
    case 'server':
      return { message: t('app.signIn.error.server'), correlationId };
    default: {
      const { title, detail } = errorText(error);
      return { message: title, detail, correlationId };
    }
  }
}
