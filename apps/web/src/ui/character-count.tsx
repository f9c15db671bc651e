import { useDebouncedValue } from '../lib/use-debounced-value.ts';

/** The visible count, given to a field as its hint so it is read with the field. */
export function characterCountText(length: number, max: number): string {
  return length > max ? `${length} of ${max} characters (${length - max} too many)` : `${length} of ${max} characters`;
}

/** What the live region says: nothing until the text nears the limit. */
export function characterCountAnnouncement(length: number, max: number): string {
  const remaining = max - length;
  if (remaining < 0) return `${-remaining} characters over the limit`;
  if (remaining <= Math.max(20, Math.round(max * 0.1))) return `${remaining} characters remaining`;
  return '';
}

/**
 * A polite live region that speaks only near the limit, and only once typing pauses, so a
 * screen reader is not interrupted on every keystroke.
 */
export function CharacterCountAnnouncer({ length, max }: { length: number; max: number }) {
  const [settled] = useDebouncedValue(length, 800);
  return (
    <span className="visually-hidden" aria-live="polite">
      {characterCountAnnouncement(settled, max)}
    </span>
  );
}
