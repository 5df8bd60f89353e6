import { renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Direction } from '@/i18n';
import { usePlayerKeys } from './use-player-keys';

function setup(withMemories = true, dir: Direction = 'ltr') {
  const handlers = {
    onToggle: vi.fn(),
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onPreviousMemory: withMemories ? vi.fn() : undefined,
    onNextMemory: withMemories ? vi.fn() : undefined,
    onExit: vi.fn(),
    dir,
  };
  renderHook(() => usePlayerKeys(handlers));
  return { handlers, user: userEvent.setup() };
}

describe('usePlayerKeys', () => {
  it('maps Space, arrows, Shift+arrows and Esc', async () => {
    const { handlers, user } = setup();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowLeft}{/Shift}');
    await user.keyboard('{Escape}');
    expect(handlers.onToggle).toHaveBeenCalledTimes(1);
    expect(handlers.onNext).toHaveBeenCalledTimes(1);
    expect(handlers.onPrevious).toHaveBeenCalledTimes(1);
    expect(handlers.onNextMemory).toHaveBeenCalledTimes(1);
    expect(handlers.onPreviousMemory).toHaveBeenCalledTimes(1);
    expect(handlers.onExit).toHaveBeenCalledTimes(1);
  });

  it('Shift+arrows do not fall back to photos when there is no memory list', async () => {
    const { handlers, user } = setup(false);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(handlers.onNext).not.toHaveBeenCalled();
  });

  it('does nothing while typing in a field or while a dialog is open', async () => {
    const { handlers, user } = setup();
    const field = document.createElement('textarea');
    document.body.append(field);
    field.focus();
    await user.keyboard(' {ArrowRight}{Escape}');
    field.remove();

    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    await user.keyboard('{ArrowRight}{Escape}');
    dialog.remove();

    expect(handlers.onNext).not.toHaveBeenCalled();
    expect(handlers.onExit).not.toHaveBeenCalled();
    expect(handlers.onToggle).not.toHaveBeenCalled();
  });

  it('leaves Space to a focused button (its own press), but arrows still move', async () => {
    const { handlers, user } = setup();
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await user.keyboard(' {ArrowRight}');
    button.remove();
    expect(handlers.onToggle).not.toHaveBeenCalled();
    expect(handlers.onNext).toHaveBeenCalledTimes(1);
  });

  it('in right-to-left, ← goes forward and → back, for photos and for memories', async () => {
    const { handlers, user } = setup(true, 'rtl');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowRight}');
    expect(handlers.onNext).toHaveBeenCalledTimes(2);
    expect(handlers.onPrevious).toHaveBeenCalledTimes(1);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(handlers.onNextMemory).toHaveBeenCalledTimes(1);
    expect(handlers.onPreviousMemory).not.toHaveBeenCalled();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(handlers.onPreviousMemory).toHaveBeenCalledTimes(1);
  });
});
