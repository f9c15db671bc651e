import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { OtpForm } from '@jobboard/contracts/password-reset';
import { ApiError, successText } from '../../../lib/api-client.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { summaryErrors } from '../../../ui/form-errors.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { failureText, forgotPassword, verifyOtp } from '../api/password-reset-api.ts';
import { OtpField } from './otp-field.tsx';
import { ServerError, StepSection } from './step-section.tsx';

const FIELD_IDS = { otp: 'reset-otp' } as const;

type Props = {
  email: string;
  step: number;
  total: number;
  focus: boolean;
  onVerified: (otp: string) => void;
  /** Back to the email step (the forgot-password page only). */
  onChangeEmail?: () => void;
};

/** The code step: Verify OTP, Resend OTP and, on the forgot-password page, Change Email. */
export function OtpStep({ email, step, total, focus, onVerified, onChangeEmail }: Props) {
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [resending, setResending] = useState(false);
  const form = useForm<OtpForm>({ resolver: zodResolver(OtpForm), defaultValues: { otp: '' }, shouldFocusError: false });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || resending;

  const fail = (message: string) => {
    setServerError(message);
    toast.error(message);
  };

  const onSubmit = form.handleSubmit(
    async ({ otp }) => {
      setServerError(null);
      try {
        const answer = await verifyOtp({ email, otp });
        toast.success(successText(answer, 'OTP verified successfully!'));
        onVerified(otp);
      } catch (error) {
        // A refused code is a problem with the field: say so there as well.
        if (error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'otp')) {
          form.setError('otp', { type: 'server', message: error.message });
        }
        fail(failureText(error, 'verify'));
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      const answer = await forgotPassword({ email });
      form.reset({ otp: '' });
      toast.success(successText(answer, 'Password reset OTP sent successfully!'));
    } catch (error) {
      fail(failureText(error, 'forgot'));
    } finally {
      setResending(false);
    }
  };

  return (
    <StepSection id="reset-step-otp" step={step} total={total} title="Enter the code" focus={focus}>
      <ErrorSummary errors={summaryErrors(errors, FIELD_IDS)} focusKey={failedSubmits} />
      <ServerError message={serverError} />
      <p>
        If an account uses <strong className="reset-email">{email}</strong>, we have sent a 4-digit code to it. Check your inbox and spam
        folder.
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <OtpField
          error={errors.otp?.message}
          onCode={(code) => form.setValue('otp', code, { shouldDirty: true })}
          {...form.register('otp', {
            onChange: () => {
              if (form.getFieldState('otp').error) form.clearErrors('otp');
            },
          })}
        />
        <div className="reset-actions">
          <button type="submit" className="button" disabled={busy}>
            Verify OTP
          </button>
          {onChangeEmail ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={onChangeEmail}>
              Change Email
            </button>
          ) : null}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void resend()}>
            Resend OTP
          </button>
        </div>
      </form>
    </StepSection>
  );
}
