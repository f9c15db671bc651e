import { useEffect, useRef } from 'react';

export type SummaryError = { fieldId: string; message: string };

/**
 * The list of problems shown at the top of a form after a failed submit. It takes focus
 * so screen reader users hear it, and each entry links to its field. A form inside a section
 * (a card's) gives its own `titleId` and a heading `level` below the section's.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  focusKey,
  titleId = 'error-summary-title',
  level: Heading = 'h2',
}: {
  errors: SummaryError[];
  title?: string;
  focusKey?: number;
  titleId?: string;
  level?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef<number | undefined>(undefined);
  const hasErrors = errors.length > 0;
  // focusKey changes on every failed submit: the summary takes focus once per submit, as
  // soon as it has something to show (the errors may arrive a render after the key).
  useEffect(() => {
    if (hasErrors && focusKey !== focusedFor.current) {
      focusedFor.current = focusKey;
      ref.current?.focus();
    }
  }, [focusKey, hasErrors]);
  if (!errors.length) return null;
  return (
    <div ref={ref} className="alert alert--error" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <ul>
        {errors.map((e) => (
          <li key={e.fieldId + e.message}>
            <a
              href={`#${e.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(e.fieldId)?.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
