import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog.tsx';

function Harness() {
  const [confirm, dialog] = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button">Before</button>
      <button
        type="button"
        onClick={async () =>
          setAnswer(String(await confirm({ title: 'Delete job?', message: 'This action cannot be undone.', confirmLabel: 'Delete Job', danger: true })))
        }
      >
        Delete
      </button>
      <p data-testid="answer">{answer}</p>
      {dialog}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a dialog labelled by its heading and described by its message, with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete job?' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete Job' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape, answers false and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('answer')).toHaveTextContent('false');
    expect(opener).toHaveFocus();
  });

  it('answers true for the confirm button and restores focus too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('answer')).toHaveTextContent('true');
    expect(opener).toHaveFocus();
  });

  it('uses the native modal dialog where the browser has one', async () => {
    const proto = HTMLDialogElement.prototype as unknown as { showModal?: () => void; close?: () => void };
    const calls: string[] = [];
    proto.showModal = function (this: HTMLDialogElement) {
      calls.push('showModal');
      this.setAttribute('open', '');
    };
    proto.close = function (this: HTMLDialogElement) {
      calls.push('close');
      this.removeAttribute('open');
    };
    try {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(calls).toEqual(['showModal', 'close']);
    } finally {
      delete proto.showModal;
      delete proto.close;
    }
  });
});
