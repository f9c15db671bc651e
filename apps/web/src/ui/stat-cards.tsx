import type { ReactNode } from 'react';
import { shortNumber, signedPercent } from '@jobboard/contracts/analytics-options';
import './stat-cards.css';

export type StatItem = { label: string; value: ReactNode; note?: ReactNode };

const exact = new Intl.NumberFormat();

/**
 * A count shortened with K or M. When shortening loses digits, assistive tech
 * hears the exact number instead of "1.5K".
 */
export function Count({ value }: { value: number }) {
  const short = shortNumber(value);
  const full = exact.format(value);
  if (short === String(value)) return <>{full}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}

/**
 * A percent change against the previous period, signed with one decimal; the arrow repeats the
 * sign for sighted readers, so the direction never rests on colour. Null: nothing to compare with.
 */
export function Change({ value, period }: { value: number | null; period: string }) {
  if (value === null || !Number.isFinite(value)) return <span className="change">N/A (nothing in the {period} to compare with)</span>;
  const arrow = value > 0 ? '▲' : value < 0 ? '▼' : '■';
  const tone = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return (
    <span className={`change change--${tone}`}>
      <span aria-hidden="true">{arrow} </span>
      {signedPercent(value)} vs {period}
    </span>
  );
}

/** Figures as a description list: each card's label, value and an optional note (a change, a hint). */
export function StatCards({ items }: { items: StatItem[] }) {
  return (
    <dl className="stat-cards">
      {items.map((item) => (
        <div key={item.label} className="card stat-card">
          <dt className="stat-card__label">{item.label}</dt>
          <dd className="stat-card__value">{item.value}</dd>
          {item.note ? <dd className="stat-card__note">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
