import type { ReactNode } from 'react';

/** One term and its value in a details list; nothing when the value is empty. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  // dt and dd stay direct children of the dl: .details-list lays them out as a two-column grid.
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
