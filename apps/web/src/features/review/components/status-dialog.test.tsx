import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useStatusDialog } from './status-dialog.tsx';

function Harness() {
  const [ask, dialog] = useStatusDialog();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(JSON.stringify(await ask({ label: 'Shortlist', question: 'Shortlist Ada Lovelace?' })))}>
        Change
      </button>
      <p data-testid="answer">{answer}</p>
      {dialog}
    </>
  );
}

describe('the status-change dialog', () => {
  it('tells the employer that the candidate sees the note, and answers it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const note = screen.getByRole('textbox', { name: 'Note to keep with this change (optional)' });
    expect(note).toHaveAccessibleDescription('The candidate sees this note in their application history.');
    await user.type(note, 'Strong portfolio');
    await user.click(screen.getByRole('button', { name: 'Shortlist' }));
    expect(screen.getByTestId('answer')).toHaveTextContent('{"notes":"Strong portfolio"}');
  });
});
