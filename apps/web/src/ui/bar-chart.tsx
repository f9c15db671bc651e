import { useId, useState } from 'react';
import './bar-chart.css';

export type BarPoint = { label: string; value: number };

/** Charts show the first 7 points, as the product's charts always have. */
export const CHART_POINTS = 7;

const exact = new Intl.NumberFormat();

/**
 * A simple horizontal bar chart. Every bar carries its label and value as text (the bar itself
 * is decoration hidden from assistive tech), and a visible "Show as table" toggle swaps the bars
 * for a data table with exact numbers, which keyboard, magnifier and screen-reader users can
 * read cell by cell. Horizontal bars reflow at 320 px and at large text without sideways scroll.
 */
export function BarChart({
  title,
  points,
  format = String,
  unit,
  max = CHART_POINTS,
  level = 'h3',
}: {
  title: string;
  points: BarPoint[];
  /** How a value is written on its bar (e.g. shortNumber); the table shows the exact number. */
  format?: (value: number) => string;
  /** The value column's heading in the table, e.g. "New users". */
  unit?: string;
  max?: number;
  level?: 'h3' | 'h4';
}) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const shown = points.slice(0, max);
  const top = Math.max(0, ...shown.map((p) => p.value));
  const Heading = level;
  const titleId = `${id}-title`;
  const viewId = `${id}-view`;

  return (
    <figure className="bar-chart" aria-labelledby={titleId}>
      <div className="bar-chart__head">
        <Heading id={titleId} className="bar-chart__title">
          {title}
        </Heading>
        {shown.length ? (
          <button type="button" className="button button--secondary button--small" aria-expanded={asTable} aria-controls={viewId} onClick={() => setAsTable((t) => !t)}>
            {asTable ? 'Show as chart' : 'Show as table'}
            <span className="visually-hidden">: {title}</span>
          </button>
        ) : null}
      </div>
      {points.length > shown.length ? (
        <p className="bar-chart__note muted">
          First {shown.length} of {points.length} shown.
        </p>
      ) : null}
      <div id={viewId}>
        {!shown.length ? (
          <p className="muted">No data for this period.</p>
        ) : asTable ? (
          <div className="bar-chart__table">
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Label</th>
                  <th scope="col">{unit ?? 'Value'}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((p, i) => (
                  <tr key={`${p.label}-${i}`}>
                    <th scope="row">{p.label}</th>
                    <td>{exact.format(p.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="bar-chart__bars">
            {shown.map((p, i) => (
              <li key={`${p.label}-${i}`} className="bar-chart__row">
                <span className="bar-chart__label">{p.label}</span>
                <span className="bar-chart__track" aria-hidden="true">
                  <span className="bar-chart__bar" style={{ inlineSize: `${top > 0 ? Math.max(0, (p.value / top) * 100) : 0}%` }} />
                </span>
                <span className="bar-chart__value">
                  <span className="visually-hidden">: </span>
                  {format(p.value)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </figure>
  );
}
