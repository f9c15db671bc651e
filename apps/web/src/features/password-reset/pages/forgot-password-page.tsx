import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '@jobboard/contracts/display';
import { storage } from '../../../lib/storage.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { EmailStep } from '../components/email-step.tsx';
import { NewPasswordStep } from '../components/new-password-step.tsx';
import { OtpStep } from '../components/otp-step.tsx';
import { ResetSuccess } from '../components/reset-success.tsx';
import './password-reset.css';

type Step = 'email' | 'otp' | 'password' | 'success';

/** /forgot-password: email, code, new password, done (docs/architecture.md#password-reset). */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  // The first step keeps focus on the page heading; every later step takes it.
  const [moved, setMoved] = useState(false);
  const go = useCallback((next: Step) => {
    setMoved(true);
    setStep(next);
  }, []);

  return (
    <div className="reset-page">
      <PageHeading>Forgot password</PageHeading>
      {step === 'email' ? (
        <EmailStep
          initialEmail={email}
          focus={moved}
          onSent={(address) => {
            // Remembered so the link in the mail (or /reset-password) can carry on in this browser.
            storage.set(STORAGE_KEYS.resetEmail, address);
            setEmail(address);
            go('otp');
          }}
        />
      ) : null}
      {step === 'otp' ? (
        <OtpStep
          email={email}
          step={2}
          total={4}
          focus
          onVerified={(code) => {
            setOtp(code);
            go('password');
          }}
          onChangeEmail={() => {
            storage.remove(STORAGE_KEYS.resetEmail);
            setEmail('');
            setOtp('');
            go('email');
          }}
        />
      ) : null}
      {step === 'password' ? (
        <NewPasswordStep
          email={email}
          otp={otp}
          step={3}
          total={4}
          onBack={() => {
            setOtp('');
            go('otp');
          }}
          onDone={() => {
            storage.remove(STORAGE_KEYS.resetEmail);
            setOtp('');
            go('success');
          }}
        />
      ) : null}
      {step === 'success' ? <ResetSuccess /> : null}
      {step !== 'success' ? (
        <p className="reset-page__links">
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      ) : null}
    </div>
  );
}
