import { useCallback, useRef, useState, type ReactNode } from 'react';
import { JOB_HOLD_REASON_MAX } from '@jobboard/contracts/job-options';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TextArea } from '../../../ui/form-fields.tsx';

const REQUIRED = 'Give the reason: the employer reads it';

type Pending = { title: string; resolve: (reason: string | null) => void };

/**
 * `const [ask, dialog] = useTakedownDialog()`: render `dialog`, then `await ask(job.title)`.
 * Asks in the shared confirmation dialog for the reason the employer will read (required); answers
 * the reason on confirm and null on Cancel or Escape.
 */
export function useTakedownDialog(): [(title: string) => Promise<string | null>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);

  const ask = useCallback(
    (title: string) =>
      new Promise<string | null>((resolve) => {
        setReason('');
        setError(undefined);
        setPending({ title, resolve });
      }),
    [],
  );
  const cancel = () => {
    pending?.resolve(null);
    setPending(null);
  };
  const confirm = () => {
    const text = reason.trim();
    if (!text) {
      setError(REQUIRED);
      field.current?.focus();
      return;
    }
    pending?.resolve(text);
    setPending(null);
  };

  const dialog = pending ? (
    <ConfirmDialog
      title={`Take “${pending.title}” down?`}
      message="The job leaves the board at once. Its employer sees your reason and cannot put the job back: only an administrator can, with Activate."
      confirmLabel="Deactivate"
      danger
      details={
        <TextArea
          ref={field}
          label="Reason"
          hint="The employer reads it on their jobs and when they try to reopen the job."
          required
          rows={3}
          maxLength={JOB_HOLD_REASON_MAX}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            if (error && e.target.value.trim()) setError(undefined);
          }}
        />
      }
      onConfirm={confirm}
      onCancel={cancel}
    />
  ) : null;
  return [ask, dialog];
}
