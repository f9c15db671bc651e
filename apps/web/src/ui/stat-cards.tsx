import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shortNumber, signedPercent } from '@jobboard/contracts/analytics-options';
import { ArrowDownIcon, ArrowUpIcon, LevelIcon } from './status-icons.tsx';
import './stat-cards.css';

/** A figure; `to` is the page listing what it counts, when there is one. */
export type StatItem = { label: string; value: ReactNode; note?: ReactNode; to?: string };

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
  const Arrow = value > 0 ? ArrowUpIcon : value < 0 ? ArrowDownIcon : LevelIcon;
  const tone = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return (
    <span className={`change change--${tone}`}>
      <Arrow /> {signedPercent(value)} vs {period}
    </span>
  );
}

/**
 * Figures as a description list: each card's label, value and an optional note (a change, a hint).
 * A figure with a page links to it, named with its label too ("3 Saved Jobs"): a bare "3" says
 * nothing in a list of links. The whole card takes the click.
 */
export function StatCards({ items }: { items: StatItem[] }) {
  return (
    <dl className="stat-cards">
      {items.map((item) => (
        <div key={item.label} className={`card stat-card${item.to ? ' stat-card--link' : ''}`}>
          <dt className="stat-card__label">{item.label}</dt>
          <dd className="stat-card__value">
            {item.to ? (
              <Link to={item.to} className="stat-card__link">
                {item.value}
                <span className="visually-hidden"> {item.label}</span>
              </Link>
            ) : (
              item.value
            )}
          </dd>
          {item.note ? <dd className="stat-card__note">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
