import { describe, expect, it, vi } from 'vitest';
import { loadSoon } from './load-queue';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function connectedImage(): HTMLImageElement {
  return document.body.appendChild(document.createElement('img'));
}

describe('loadSoon', () => {
  it('sets the sources in a later task, in order, and never for an image already removed', async () => {
    const [a, b, c] = [connectedImage(), connectedImage(), connectedImage()];
    const made = vi.fn(() => '/made');
    loadSoon(a, '/a');
    loadSoon(b, made);
    loadSoon(c, '/c');
    c.remove();
    expect(a).not.toHaveAttribute('src');
    expect(made).not.toHaveBeenCalled();
    await nextTask();
    await nextTask();
    expect(a).toHaveAttribute('src', '/a');
    expect(b).toHaveAttribute('src', '/made');
    expect(made).toHaveBeenCalledTimes(1);
    expect(c).not.toHaveAttribute('src');
  });

  it('leaves a task once its time is spent and carries on in a new one', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    // the prototype of the ports the queue's MessageChannel makes (not always the global MessagePort)
    const post = vi.spyOn(Object.getPrototypeOf(new MessageChannel().port1) as MessagePort, 'postMessage');
    // the queue's new tasks (the scheduler posts `null`), not the test runner's own messages on ports of the same kind
    const tasksAsked = () => post.mock.calls.filter(([message]) => message === null).length;
    const cheap = [connectedImage(), connectedImage()];
    cheap.forEach((img, i) => loadSoon(img, `/cheap${i}`));
    await nextTask();
    expect(cheap.map((img) => img.getAttribute('src'))).toEqual(['/cheap0', '/cheap1']);
    expect(tasksAsked()).toBe(1);
    const slow = [connectedImage(), connectedImage(), connectedImage()];
    // each source takes longer than a task's budget to make: one task each
    slow.forEach((img, i) => loadSoon(img, () => ((now += 10), `/slow${i}`)));
    await nextTask();
    await nextTask();
    expect(slow.map((img) => img.getAttribute('src'))).toEqual(['/slow0', '/slow1', '/slow2']);
    expect(tasksAsked()).toBe(4);
  });

  it('leaves an image without a source when its function makes none', async () => {
    const img = connectedImage();
    loadSoon(img, () => undefined);
    await nextTask();
    await nextTask();
    expect(img).not.toHaveAttribute('src');
  });
});
