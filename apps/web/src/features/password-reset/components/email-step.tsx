import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { ForgotPasswordRequest } from '@jobboard/contracts/password-reset';
import { successText } from '../../../lib/api-client.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { summaryErrors } from '../../../ui/form-errors.ts';
import { TextField } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { failureText, forgotPassword } from '../api/password-reset-api.ts';
import { ServerError, StepSection } from './step-section.tsx';

const FIELD_IDS = { email: 'reset-email' } as const;

/** Step 1: the address the code goes to. */
export function EmailStep({ initialEmail, focus, onSent }: { initialEmail: string; focus: boolean; onSent: (email: string) => void }) {
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<ForgotPasswordRequest, unknown, { email: string }>({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { email: initialEmail },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      setServerError(null);
      try {
        const answer = await forgotPassword({ email });
        toast.success(successText(answer, 'Password reset OTP sent successfully!'));
        onSent(email);
      } catch (error) {
        const message = failureText(error, 'forgot');
        setServerError(message);
        toast.error(message);
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <StepSection id="reset-step-email" step={1} total={4} title="Your email address" focus={focus}>
      <ErrorSummary errors={summaryErrors(errors, FIELD_IDS)} focusKey={failedSubmits} />
      <ServerError message={serverError} />
      <p>Enter the email address of your account. We will send you a 4-digit code to reset your password.</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id={FIELD_IDS.email}
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="reset-actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            Send OTP
          </button>
        </div>
      </form>
    </StepSection>
  );
}
