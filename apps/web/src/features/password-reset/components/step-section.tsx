import { useEffect, useRef, type ReactNode } from 'react';

/**
 * One step of a reset: a section whose heading says where the person is ("Step 2 of 4").
 * When a step replaces another, its heading takes focus so screen readers announce it.
 */
export function StepSection({ id, step, total, title, focus, children }: { id: string; step: number; total: number; title: string; focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="card reset-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        <span className="reset-step__count">
          Step {step} of {total}
          <span className="visually-hidden">:</span>
        </span>{' '}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The server's answer to a failed call, kept on screen after its toast (which announces it) is gone. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert--error">
      <p>{message}</p>
    </div>
  );
}
