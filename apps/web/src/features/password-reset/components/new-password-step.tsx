import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { PASSWORD_HINT } from '@jobboard/contracts/password-rules';
import { NewPasswordForm } from '@jobboard/contracts/password-reset';
import { ApiError, successText } from '../../../lib/api-client.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { applyServerErrors, summaryErrors } from '../../../ui/form-errors.ts';
import { TextField } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { failureText, resetPassword } from '../api/password-reset-api.ts';
import { ServerError, StepSection } from './step-section.tsx';

const FIELD_IDS = { newPassword: 'reset-new-password', confirmPassword: 'reset-confirm-password' } as const;

type Props = { email: string; otp: string; step: number; total: number; onDone: () => void; onBack: () => void };

/** The new password and its confirmation; only the password is sent, with the verified code. */
export function NewPasswordStep({ email, otp, step, total, onDone, onBack }: Props) {
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ newPassword }) => {
      setServerError(null);
      try {
        const answer = await resetPassword({ email, otp, newPassword });
        toast.success(successText(answer, 'Password reset successfully!'));
        onDone();
      } catch (error) {
        // A refused password (too easy to guess) goes on its field and in the summary; the box
        // below the heading is for what no field shows, such as a code that has expired meanwhile.
        const onField = error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError, ['newPassword']);
        if (onField) setFailedSubmits((n) => n + 1);
        const message = failureText(error, 'reset');
        setServerError(onField ? null : message);
        toast.error(message);
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <StepSection id="reset-step-password" step={step} total={total} title="Choose a new password" focus>
      <ErrorSummary errors={summaryErrors(errors, FIELD_IDS)} focusKey={failedSubmits} />
      <ServerError message={serverError} />
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id={FIELD_IDS.newPassword}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          id={FIELD_IDS.confirmPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div className="reset-actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            Reset Password
          </button>
          <button type="button" className="button button--secondary" disabled={isSubmitting} onClick={onBack}>
            Back to OTP
          </button>
        </div>
      </form>
    </StepSection>
  );
}
