import type { ReactNode } from 'react';
import '../../../ui/data-table.css';

/**
 * A table inside its own scroll area, so the page never scrolls sideways even if a cell holds a
 * word wider than the screen. The area is a labelled region that takes keyboard focus, so it can
 * be scrolled with the arrow keys too (WCAG 2.1.1). Narrow, the rows become cards (data-table.css).
 */
export function TableRegion({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="admin-table data-table-wrap" role="region" aria-label={label} tabIndex={0} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
