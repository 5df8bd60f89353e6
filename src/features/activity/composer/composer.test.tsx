import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

function Harness({ onSend, disabledReason }: { onSend: (t: string) => boolean; disabledReason?: string }) {
  const [text, setText] = useState('');
  return <Composer text={text} onTextChange={setText} onSend={onSend} label="Comment on this album" disabledReason={disabledReason} />;
}

function setup(disabledReason?: string) {
  const onSend = vi.fn((_t: string) => true);
  render(<Harness onSend={onSend} disabledReason={disabledReason} />);
  return { onSend, box: screen.getByRole('textbox', { name: 'Comment on this album' }) };
}

describe('Composer', () => {
  it('Enter sends the text and empties the box', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'Hello there{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello there');
    expect(box).toHaveValue('');
  });

  it('Shift+Enter makes a new line and does not send', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('one\ntwo');
  });

  it('does not send while an input method is composing', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'にほん');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('refuses whitespace only', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('double click on Send sends once', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'Once');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows a counter near the limit', () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: 'x'.repeat(4800) } });
    expect(screen.getByText('200 of 5,000 characters left')).toBeInTheDocument();
  });

  it('is disabled and says why when activity is off', () => {
    const { box } = setup('The owner turned comments and likes off for this album.');
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(/turned comments and likes off/);
  });
});
