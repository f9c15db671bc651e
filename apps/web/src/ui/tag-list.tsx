import type { ReactNode } from 'react';

/** Short values as a list of tags (skills, disability types); nothing when there are none. */
export function TagList({ items, label, children }: { items: readonly string[]; label?: string; children?: ReactNode }) {
  if (!items.length) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
      {children}
    </ul>
  );
}
