import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT } from '@jobboard/contracts/password-rules';
import { ApiError, messageOf, successText } from '../../../lib/api-client.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { applyServerErrors, summaryErrors } from '../../../ui/form-errors.ts';
import { TextField } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { changePassword } from '../api/profile-api.ts';
import { lazyResolver, loadProfileSchemas } from '../load-profile-schemas.ts';
import type { PasswordValues } from '../profile-schemas.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const IDS = { currentPassword: 'password-current', newPassword: 'password-new', confirmPassword: 'password-confirm' } as const;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const seekerResolver = lazyResolver<PasswordValues>((s) => s.seekerPasswordResolver);
const confirmedResolver = lazyResolver<PasswordValues>((s) => s.confirmedPasswordResolver);

/**
 * `confirmed` is the administrator and employer pages' call (PUT /users/change-password, 'New
 * passwords do not match!'); without it the job seeker's (POST /auth/change-password, 'New
 * passwords do not match'). Nothing is sent while they differ. The server's refusal of an easily
 * guessed password comes back on the New Password field.
 */
function PasswordForm({ confirmed, onDone }: { confirmed: boolean; onDone: () => void }) {
  const toast = useToast();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<PasswordValues>({ resolver: confirmed ? confirmedResolver : seekerResolver, defaultValues: EMPTY, shouldFocusError: false });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    void loadProfileSchemas();
    document.getElementById(IDS.currentPassword)?.focus();
  }, []);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await changePassword(confirmed, values);
        toast.success(successText(answer, 'Password changed successfully!'));
        onDone();
      } catch (error) {
        if (error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError, FIELDS)) setFailedSubmits((n) => n + 1);
        toast.error(messageOf(error, 'Failed to change password'));
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string, hint?: string) => (
    <TextField id={IDS[name]} type="password" label={label} autoComplete={autoComplete} hint={hint} required error={errors[name]?.message} {...form.register(name)} />
  );
  return (
    <form noValidate aria-label="Change password" onSubmit={(e) => (isSubmitting ? e.preventDefault() : void onSubmit(e))}>
      <ErrorSummary errors={summaryErrors(errors, IDS)} focusKey={failedSubmits} />
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password', PASSWORD_HINT)}
      {field('confirmPassword', 'Confirm New Password', 'new-password')}
      <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? 'Changing...' : 'Update Password'}
      </button>
    </form>
  );
}

/** The Security tab: 'Change Password' opens and closes the form. */
export function PasswordSection({ confirmed }: { confirmed: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <section className="profile-section" aria-labelledby={`${panelId}-title`}>
      <div className="profile-section__header">
        <h2 id={`${panelId}-title`}>Security</h2>
        <button ref={toggle} type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          Change Password
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <PasswordForm
            confirmed={confirmed}
            onDone={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        ) : null}
      </div>
      {open ? null : <p className="muted">Use a password you do not use anywhere else. Changing it signs you out on your other devices.</p>}
    </section>
  );
}
