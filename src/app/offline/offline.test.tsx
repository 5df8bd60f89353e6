import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api';
import { renderWithProviders } from '@/test/render';
import { forgetCachedUserData } from './cached-data';
import { OfflineBanner } from './offline-banner';
import { UpdateNotice } from './update-notice';
import { useConnection } from './use-connection';

function Banner() {
  return <OfflineBanner connection={useConnection()} />;
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => vi.unstubAllGlobals());

describe('the offline banner', () => {
  it('says the browser is offline and what still works, and goes when it is back', () => {
    renderWithProviders(<Banner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    expect(screen.getByRole('status')).toHaveTextContent('comments and likes you write are kept on this device and sent when you are back');
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the server cannot be reached after a network failure, until a request succeeds again', async () => {
    const { queryClient } = renderWithProviders(<Banner />);
    const failed = new ApiError({ kind: 'network', endpoint: '/users/me' });
    await act(() => queryClient.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(failed) }).catch(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Keepsake can’t reach your server.');
    await act(() => queryClient.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.resolve('me') }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is not shown for a failure that is not the network’s (the server answered)', async () => {
    const { queryClient } = renderWithProviders(<Banner />);
    const refused = new ApiError({ kind: 'server', endpoint: '/users/me', status: 500 });
    await act(() => queryClient.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(refused) }).catch(() => undefined));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('the update notice', () => {
  it('is an empty live region until a new version waits, then offers Reload without taking focus', async () => {
    const reload = vi.fn();
    const { rerender } = render(<UpdateNotice reload={undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<UpdateNotice reload={reload} />);
    expect(screen.getByRole('status')).toHaveTextContent('Keepsake was updated.');
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(button).not.toHaveFocus();
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('forgetCachedUserData', () => {
  it('deletes every cache but the app’s own files', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(['workbox-precache-v2-http://127.0.0.1/', 'keepsake-thumbnails', 'other']),
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    });
    await forgetCachedUserData();
    expect(deleted).toEqual(['keepsake-thumbnails', 'other']);
  });

  it('does nothing where Cache Storage cannot be used', async () => {
    vi.stubGlobal('caches', { keys: () => Promise.reject(new DOMException('denied', 'SecurityError')) });
    await expect(forgetCachedUserData()).resolves.toBeUndefined();
  });
});
