// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';
import { ApiError, type ApiErrorKind } from '@/api';

const error = (kind: ApiErrorKind, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind, endpoint: '/memories/1', ...extra });

describe('errorText', () => {
  it.each([
    ['not-found', "We couldn’t find that", 'home'],
    ['unauthorized', 'You are signed out', 'sign-in'],
    ['forbidden', "You don’t have access to this", 'home'],
    ['server', 'Your library had a problem', 'retry'],
    ['network', "We couldn’t reach your library", 'retry'],
    ['timeout', 'Your library is taking too long to answer', 'retry'],
  ] as const)('describes %s in plain words with a way forward', (kind, title, action) => {
    expect(errorText(error(kind))).toMatchObject({ title, action });
  });

  it('says what to do when offline', () => {
    expect(errorText(error('network')).detail).toBe('Check your connection and try again.');
  });

  it('passes on the server\'s messages for invalid requests', () => {
    const described = errorText(error('invalid', { messages: ['comment should not be empty'] }));
    expect(described.detail).toContain('comment should not be empty');
  });

  it('words a wrong password, a body too large and a broken link', () => {
    expect(errorText(new ApiError({ kind: 'unauthorized', endpoint: '/auth/login', status: 401 }))).toMatchObject({
      title: "That email and password don’t match",
      action: 'retry',
    });
    expect(errorText(error('invalid', { status: 413 })).title).toBe('That is too large to send');
    expect(errorText(error('invalid', { status: 400, messages: ['id must be a UUID'] }))).toMatchObject({
      title: "This link doesn’t look right",
      action: 'home',
    });
  });

  it('words v3 validation lines like the older ones, and knows a v3 malformed id for a broken link', () => {
    const described = errorText(error('invalid', { status: 400, messages: ['comment: Invalid input: expected string, received undefined'] }));
    expect(described.detail).toBe('It said: “comment: Invalid input: expected string, received undefined”.');
    expect(errorText(error('invalid', { status: 400, messages: ['id: Invalid UUID'] }))).toMatchObject({
      title: "This link doesn’t look right",
      action: 'home',
    });
  });

  it('names the fields of bad data', () => {
    const described = errorText(
      error('bad-data', { issues: [{ path: 'assets[3].type', message: 'Invalid option' }, { path: 'data.year', message: 'x' }] }),
    );
    expect(described.detail).toContain('assets[3].type');
    expect(described.detail).toContain('data.year');
  });

  it('has a generic description for anything else', () => {
    expect(errorText(new Error('boom'))).toMatchObject({ title: 'Something went wrong', action: 'retry' });
    expect(errorText('weird').detail).not.toContain('weird');
  });
});
