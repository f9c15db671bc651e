import type { ReactNode } from 'react';

/**
 * Text out of sight that a screen reader speaks when it changes (a polite live region) and reads
 * where it stands. Not role="status": Orca, reading a page from the top, said only "statusbar"
 * for one and skipped its text ("5 jobs found"); a live paragraph is read as the text it holds.
 * `inline` makes it a span, to sit inside a visible line that says the same.
 */
export function LiveText({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const Text = inline ? 'span' : 'p';
  return (
    <Text className="visually-hidden" aria-live="polite" aria-atomic="true">
      {children}
    </Text>
  );
}
