import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthorMismatchError, createActivityKey, type SendVariables } from '../model/outbox';
import { DroppedNotice } from './dropped-notice';

const vars: SendVariables = {
  clientId: 'c1',
  albumId: 'a1',
  type: 'comment',
  comment: 'Queued by someone else',
  authorId: 'other-user',
  firstAttemptAt: 1,
  priorMatchIds: [],
  verifyBeforePost: false,
};

describe('DroppedNotice', () => {
  it('says visibly that a send queued by another account was dropped, until dismissed', async () => {
    const queryClient = new QueryClient();
    // What a resumed send by another account ends as: an AuthorMismatchError, nothing posted.
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: createActivityKey, mutationFn: () => Promise.reject(new AuthorMismatchError()) })
      .execute(vars)
      .catch(() => undefined);
    render(
      <QueryClientProvider client={queryClient}>
        <DroppedNotice albumId="a1" />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/queued on this device while another account was signed in was not sent/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/another account/)).toBeNull();
  });
});
