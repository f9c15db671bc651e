import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@jobboard/contracts/display';
import { ResetEmailField } from '@jobboard/contracts/password-reset';
import { storage } from '../../../lib/storage.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { NewPasswordStep } from '../components/new-password-step.tsx';
import { OtpStep } from '../components/otp-step.tsx';
import './password-reset.css';

/** The address from the mail's link, else the one this browser remembered; nothing if neither is an address. */
function resetEmail(fromLink: string | null): string | null {
  const parsed = ResetEmailField.safeParse(fromLink ?? storage.get(STORAGE_KEYS.resetEmail) ?? '');
  return parsed.success ? parsed.data : null;
}

/** /reset-password?email=…: the code, then the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email] = useState(() => resetEmail(params.get('email')));
  const [otp, setOtp] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);

  if (!email) {
    return (
      <div className="reset-page">
        <PageHeading>Invalid Reset Link</PageHeading>
        <div className="card">
          <p>This password reset link is invalid or has expired.</p>
          <p>
            <Link to="/forgot-password">Ask for a new reset code</Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="reset-page">
      <PageHeading>Reset password</PageHeading>
      {otp === null ? (
        <OtpStep
          email={email}
          step={1}
          total={2}
          focus={moved}
          onVerified={(code) => {
            setMoved(true);
            setOtp(code);
          }}
        />
      ) : (
        <NewPasswordStep
          email={email}
          otp={otp}
          step={2}
          total={2}
          onBack={() => {
            setMoved(true);
            setOtp(null);
          }}
          onDone={() => {
            storage.remove(STORAGE_KEYS.resetEmail);
            void navigate('/login', { replace: true });
          }}
        />
      )}
      <p className="reset-page__links">
        Wrong address? <Link to="/forgot-password">Start again</Link>
      </p>
    </div>
  );
}
