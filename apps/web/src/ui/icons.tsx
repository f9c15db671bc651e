// The product's own icons, drawn rather than typed: emoji show as empty boxes where no emoji font
// is installed. Each is decorative (the text beside it says what it means), sized in em to follow
// the text size, and drawn in the text colour so themes and high contrast apply. Only what public
// pages show lives here; the rest is in status-icons.tsx, off those pages' JavaScript budget.

/**
 * One path in a 24-unit square, outlined in the text colour; a filled icon (a saved star) takes it
 * inside too. Size and line style are in components.css (.icon), shared by every icon.
 */
export function Icon({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg className={filled ? 'icon icon--filled' : 'icon'} viewBox="0 0 24 24" stroke="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** A star, filled when on (a saved job, a hire). */
export const StarIcon = ({ filled = false }: { filled?: boolean }) => <Icon d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-2.9-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" filled={filled} />;
