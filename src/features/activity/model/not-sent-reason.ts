/** Why a comment was not sent, in plain words with what to do next (shown under "Not sent"). */
import { isApiError } from '@/api';
import { AuthorMismatchError } from './outbox';

export function notSentReason(error: unknown, isRestored = false): string {
  if (isRestored) return 'It was not sent before the page was reloaded. Retry checks first whether it arrived, so it will not be posted twice.';
  if (error instanceof AuthorMismatchError) return error.message;
  if (!isApiError(error)) return 'Something went wrong while sending. Retry, or copy your text with Edit.';
  switch (error.kind) {
    case 'network':
      return 'The server could not be reached. Check your connection, then retry.';
    case 'timeout':
      return 'The server did not answer in time. Retry checks first whether it arrived, so it will not be posted twice.';
    case 'server':
      return `The server had a problem${error.status ? ` (${error.status})` : ''}. Try again in a moment.`;
    case 'bad-data':
      return 'The server’s answer could not be read. Retry checks first whether it arrived.';
    case 'not-found':
      return 'This album no longer takes comments: activity was turned off or you lost access.';
    case 'unauthorized':
      return 'You were signed out. Sign in again in another tab, then retry.';
    case 'forbidden':
      return 'Your account is not allowed to comment here.';
    case 'invalid':
      return `The server refused it: ${error.messages.join('; ') || 'invalid comment'}. Edit it and send again.`;
    default:
      return 'Something went wrong while sending. Retry, or edit your text.';
  }
}
