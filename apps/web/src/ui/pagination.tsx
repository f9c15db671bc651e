import { Link } from 'react-router';
import { KEEP_FOCUS } from './page-heading.tsx';

/** The page numbers to show: the first, the last and two either side of the current, with gaps as null. */
export function pageWindow(page: number, pages: number, around = 2): Array<number | null> {
  const out: Array<number | null> = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= around) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/**
 * Paging links in a labelled nav; the current page carries aria-current="page". Links keep the
 * URL the source of truth, so paging is shareable and the back button works.
 */
export function Pagination({
  page,
  pages,
  hrefFor,
  label = 'Pagination',
  onNavigate,
  estimated = false,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
  /** Called after a paging link is followed, for example to move focus to the results. */
  onNavigate?: () => void;
  /** The page count comes from an estimated total (the public job search past 1,000 matches). */
  estimated?: boolean;
}) {
  if (pages <= 1) return null;
  const link = (n: number, text: React.ReactNode, extra?: { rel?: string; ariaLabel?: string }) => (
    <Link to={hrefFor(n)} state={KEEP_FOCUS} rel={extra?.rel} aria-label={extra?.ariaLabel} onClick={onNavigate} className="pagination__link">
      {text}
    </Link>
  );
  return (
    <nav aria-label={label} className="pagination">
      <p className="pagination__summary">
        Page {page.toLocaleString('en-US')} of {estimated ? 'about ' : ''}
        {pages.toLocaleString('en-US')}
      </p>
      <ul>
        <li>
          {page > 1 ? (
            link(page - 1, 'Previous', { rel: 'prev', ariaLabel: 'Previous page' })
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <Link to={hrefFor(n)} state={KEEP_FOCUS} aria-current="page" aria-label={`Page ${n}`} className="pagination__link pagination__link--current">
                  {n}
                </Link>
              ) : (
                link(n, n, { ariaLabel: `Page ${n}` })
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            link(page + 1, 'Next', { rel: 'next', ariaLabel: 'Next page' })
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
