import { isApiError, isPersonEditError } from '@/api';

/** The messages of a failed change (none takes arguments). */
export type FailureMessage = 'people.fail.noAccess' | 'people.fail.futureDate' | 'people.fail.unsupported' | 'people.fail.server' | 'people.fail.network' | 'people.fail.other';

/**
 * What to say when a change to a person failed: why, and what to do next. The change itself was
 * already undone by the query layer (every copy shows the previous value again).
 */
export function editFailureMessage(error: unknown): FailureMessage {
  if (isPersonEditError(error)) {
    if (error.reason === 'no-access') return 'people.fail.noAccess';
    if (error.reason === 'birth-date-in-future') return 'people.fail.futureDate';
    if (error.reason === 'unsupported') return 'people.fail.unsupported';
    return 'people.fail.other';
  }
  if (isApiError(error)) {
    if (error.kind === 'server') return 'people.fail.server';
    if (error.kind === 'network' || error.kind === 'timeout') return 'people.fail.network';
  }
  return 'people.fail.other';
}
