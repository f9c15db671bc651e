import { forwardRef, type ClipboardEvent, type InputHTMLAttributes } from 'react';
import { OTP_LENGTH, OTP_TTL_MINUTES } from '@jobboard/contracts/password-reset';
import { TextField } from '../../../ui/form-fields.tsx';

/** The code in pasted text: "Your code: 0427", "04 27" and "0427" all give 0427. */
export function codeInText(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  return new RegExp(`\\d{${OTP_LENGTH}}`).exec(compact)?.[0] ?? null;
}

type Props = InputHTMLAttributes<HTMLInputElement> & { error?: string | undefined; onCode: (code: string) => void };

/**
 * The code field: a single input (one stop for screen readers and magnifiers, not four boxes),
 * a numeric keyboard on phones, the browser's one-time-code autofill, and paste of the whole
 * mail line, from which the digits are taken.
 */
export const OtpField = forwardRef<HTMLInputElement, Props>(function OtpField({ error, onCode, ...input }, ref) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = codeInText(event.clipboardData.getData('text'));
    if (!code) return;
    event.preventDefault();
    onCode(code);
  };
  return (
    <TextField
      ref={ref}
      id="reset-otp"
      label="OTP (4-digit code)"
      hint={`The code from the email we sent you. It is valid for ${OTP_TTL_MINUTES} minutes.`}
      className="otp-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      required
      error={error}
      onPaste={onPaste}
      {...input}
    />
  );
});
