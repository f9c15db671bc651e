import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Shown after a message is sent; its heading takes focus so screen readers announce the outcome. */
export function ThankYouCard({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onOk = () => {
    // With no earlier entry in this tab, going back would leave nothing to show: go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  return (
    <section className="card contact-page__thanks" aria-labelledby="contact-thanks-title">
      <h2 id="contact-thanks-title" ref={heading} tabIndex={-1}>
        Thank you
      </h2>
      <p>
        Your message has been sent. A member of our support team will reply to <strong>{email}</strong> within 2 business days.
      </p>
      <p>If you do not see our reply, please check your spam or junk folder.</p>
      <button type="button" className="button" onClick={onOk}>
        OK
      </button>
    </section>
  );
}
