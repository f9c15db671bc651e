import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { STATUS_NOTES_MAX } from '@jobboard/contracts/review';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

type Action = { label: string; question: string };
type Pending = Action & { resolve: (answer: { notes: string } | null) => void };

/** NOTE: the hint is a promise the server keeps: the applicant's GET /v1/applications/{id}/history carries each note. */
function NoteField({ onInput }: { onInput: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field status-dialog__note">
      <label className="field__label" htmlFor={id}>
        Note to keep with this change (optional)
      </label>
      <span id={`${id}-hint`} className="field__hint">
        The candidate sees this note in their application history.
      </span>
      <textarea id={id} rows={3} maxLength={STATUS_NOTES_MAX} aria-describedby={`${id}-hint`} onChange={(e) => onInput(e.target.value)} />
    </div>
  );
}

/**
 * `const [ask, dialog] = useStatusDialog()`: render `dialog`, then `await ask(EMPLOYER_ACTIONS.x)`.
 * Asks the action's question in the shared confirmation dialog with an optional note; answers
 * the note on confirm and null on Cancel or Escape.
 */
export function useStatusDialog(): [(action: Action) => Promise<{ notes: string } | null>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  // NOTE: kept outside React state so the answer does not depend on when the dialog unmounts.
  const notes = useRef('');
  const ask = useCallback(
    (action: Action) =>
      new Promise<{ notes: string } | null>((resolve) => {
        notes.current = '';
        setPending({ ...action, resolve });
      }),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok ? { notes: notes.current } : null);
    setPending(null);
  };
  const dialog = pending ? (
    <ConfirmDialog
      title={pending.question}
      message="The applicant is notified of the new status."
      confirmLabel={pending.label}
      danger={pending.label === 'Reject'}
      details={<NoteField onInput={(value) => (notes.current = value)} />}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;
  return [ask, dialog];
}
