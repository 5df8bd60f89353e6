/**
 * Why a comment was not sent, in plain words with what to do next (shown under "Not sent"), in the
 * reader's language at the moment it is asked for.
 */
import { isApiError } from '@/api';
import { formatList, t } from '@/i18n';
import { AuthorMismatchError } from './outbox';

/** The server's own reasons for refusing a comment, as one list in the reader's locale (never translated). */
function serverReasons(messages: readonly string[]): string {
  return formatList(messages, 'unit');
}

export function notSentReason(error: unknown, isRestored = false): string {
  if (isRestored) return t('activity.reason.restored');
  if (error instanceof AuthorMismatchError) return t('activity.reason.otherAccount');
  if (!isApiError(error)) return t('activity.reason.unknown');
  switch (error.kind) {
    case 'network':
      return t('activity.reason.network');
    case 'timeout':
      return t('activity.reason.timeout');
    case 'server':
      // An HTTP status is a code to quote, not a quantity: its digits stay as they are.
      return error.status ? t('activity.reason.serverStatus', { status: String(error.status) }) : t('activity.reason.server');
    case 'bad-data':
      return t('activity.reason.badData');
    case 'not-found':
      return t('activity.reason.notFound');
    case 'unauthorized':
      return t('activity.reason.unauthorized');
    case 'forbidden':
      return t('activity.reason.forbidden');
    case 'invalid':
      return error.messages.length > 0 ? t('activity.reason.invalid', { details: serverReasons(error.messages) }) : t('activity.reason.invalidComment');
    default:
      return t('activity.reason.other');
  }
}
