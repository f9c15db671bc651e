import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TagInput } from './tag-input.tsx';

function Skills({ onDuplicate }: { onDuplicate?: (m: string) => void }) {
  const [tags, setTags] = useState(['Python']);
  return <TagInput label="Skills" noun="Skill" tags={tags} onChange={setTags} {...(onDuplicate ? { onDuplicate } : {})} />;
}

const list = () => screen.getByRole('list', { name: 'Skills' });

describe('TagInput', () => {
  it('adds a trimmed tag with Enter (without submitting a form) and with the Add button, and announces it', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Skills />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), '  Braille  {Enter}');
    expect(submit).not.toHaveBeenCalled();
    expect(within(list()).getByText('Braille')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveValue('');
    expect(screen.getByText('Skill "Braille" added.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'SQL');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('ignores empty text and refuses a duplicate (ignoring case) with the fixed message, inline and to the caller', async () => {
    const user = userEvent.setup();
    const onDuplicate = vi.fn();
    render(<Skills onDuplicate={onDuplicate} />);
    const box = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(box, '   {Enter}');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    await user.type(box, 'python{Enter}');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(onDuplicate).toHaveBeenCalledWith('Skill "python" already exists!');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Skill "python" already exists!');
  });

  it('removes a tag by its labelled button, announces it and keeps focus in the text box', async () => {
    const user = userEvent.setup();
    render(<Skills />);
    await user.click(screen.getByRole('button', { name: 'Remove skill Python' }));
    expect(screen.queryByRole('list', { name: 'Skills' })).not.toBeInTheDocument();
    expect(screen.getByText('Skill "Python" removed.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveFocus();
  });
});
