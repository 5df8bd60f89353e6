import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazy-component';

/** A component that counts its mounts, as a dialog that takes focus when it mounts would. */
function counted(mounts: { count: number }) {
  return function Greeting({ name }: { name: string }) {
    useEffect(() => {
      mounts.count += 1;
    }, []);
    return <p>Hello {name}</p>;
  };
}

/** A load that fails once (offline), then brings the component. */
function failingOnce() {
  return vi
    .fn<() => Promise<ReturnType<typeof counted>>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(counted({ count: 0 }));
}

describe('lazyComponent', () => {
  it('shows the fallback until the code has loaded, then the component with its props', async () => {
    let resolve: (component: ReturnType<typeof counted>) => void = () => {};
    const load = vi.fn(() => new Promise<ReturnType<typeof counted>>((r) => (resolve = r)));
    const greeting = lazyComponent(load);
    render(<greeting.Component name="Ana" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    resolve(counted({ count: 0 }));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once its code is here; it is fetched once', async () => {
    const mounts = { count: 0 };
    const load = vi.fn(() => Promise.resolve(counted(mounts)));
    const greeting = lazyComponent(load);
    await greeting.load();
    await greeting.load();
    render(<greeting.Component name="Ben" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Hello Ben')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(mounts.count).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads when the browser is idle, and not once cancelled', async () => {
    const first = vi.fn(() => Promise.resolve(counted({ count: 0 })));
    lazyComponent(first).loadWhenIdle();
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    const second = vi.fn(() => Promise.resolve(counted({ count: 0 })));
    lazyComponent(second).loadWhenIdle()();
    await new Promise((r) => setTimeout(r, 50));
    expect(second).not.toHaveBeenCalled();
  });

  it('a load that failed ahead of use is no error, and the next use fetches again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const load = failingOnce();
    const greeting = lazyComponent(load);
    greeting.loadWhenIdle();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    render(<greeting.Component name="Cy" fallback={<p>Loading</p>} />);
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('keep-fallback: a load that fails leaves the fallback in place of the page’s error, and the next mount fetches again', async () => {
    const load = failingOnce();
    const greeting = lazyComponent(load, { onFailure: 'keep-fallback' });
    const first = render(<greeting.Component name="Di" fallback={<p>Di, read only</p>} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // React has met the failure: its boundary caught it, and reported it
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Di, read only')).toBeInTheDocument();
    vi.mocked(console.error).mockClear();
    first.unmount();
    render(<greeting.Component name="Di" fallback={<p>Di, read only</p>} />);
    expect(await screen.findByText('Hello Di')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keep-fallback: code that did not download is fetched again when the browser is back online', async () => {
    const load = failingOnce();
    const greeting = lazyComponent(load, { onFailure: 'keep-fallback' });
    render(<greeting.Component name="Eve" fallback={<p>Eve, read only</p>} />);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Eve, read only')).toBeInTheDocument();
    vi.mocked(console.error).mockClear();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello Eve')).toBeInTheDocument();
    expect(screen.queryByText('Eve, read only')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keep-fallback: a loaded component that fails to render leaves the fallback', () => {
    function Broken(): never {
      throw new Error('bad field');
    }
    const load = vi.fn(() => Promise.resolve(Broken));
    const broken = lazyComponent(load, { onFailure: 'keep-fallback' });
    return broken.load().then(() => {
      render(<broken.Component fallback={<p>As drawn before</p>} />);
      expect(screen.getByText('As drawn before')).toBeInTheDocument();
      vi.mocked(console.error).mockClear();
      // its code is here: coming back online does not render it again, to fail the same way
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByText('As drawn before')).toBeInTheDocument();
      expect(console.error).not.toHaveBeenCalled();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
