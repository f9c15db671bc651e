import { useEffect, useState } from 'react';
import { RESET_REDIRECT_SECONDS } from '@jobboard/contracts/password-reset';
import { StepSection } from './step-section.tsx';

/** A full page load of the sign-in page, so nothing of the reset stays in memory. */
export function goToLogin(): void {
  window.location.assign('/login');
}

/**
 * Step 4: done; counts down 3 seconds, then loads the sign-in page (or at once with the button).
 * NOTE: 'Stay on this page' turns the countdown off (WCAG 2.2.1 Timing Adjustable): 3 seconds is
 * little time to hear the outcome with a screen reader or to read it magnified.
 */
export function ResetSuccess({ onRedirect = goToLogin }: { onRedirect?: () => void }) {
  const [left, setLeft] = useState(RESET_REDIRECT_SECONDS);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return;
    if (left <= 0) {
      onRedirect();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, stopped, onRedirect]);

  return (
    <StepSection id="reset-step-done" step={4} total={4} title="Password reset" focus>
      <p>Your password has been reset and every device that was signed in to your account has been signed out.</p>
      <p>
        {stopped
          ? 'You can sign in with your new password whenever you are ready.'
          : `Taking you to the sign-in page in ${left} ${left === 1 ? 'second' : 'seconds'}.`}
      </p>
      <div className="reset-actions">
        <button type="button" className="button" onClick={onRedirect}>
          Go to Login Now
        </button>
        {stopped ? null : (
          <button type="button" className="button button--secondary" onClick={() => setStopped(true)}>
            Stay on this page
          </button>
        )}
      </div>
    </StepSection>
  );
}
