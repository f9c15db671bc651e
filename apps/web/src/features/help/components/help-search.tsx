import { useId, useMemo, useState, type MouseEvent } from 'react';
import { TextField } from '../../../ui/form-fields.tsx';
import { HELP_INDEX, type HelpEntry } from '../pages/help-content.ts';
import { MAX_RATING, searchHelp, type SearchHit, type SearchMode } from '../pages/help-search.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** The help search's debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

const MODES: ReadonlyArray<{ value: SearchMode; label: string; hint: string }> = [
  { value: 'text', label: 'Text search', hint: 'Finds the words you type.' },
  { value: 'smart', label: 'Smart search', hint: 'Also finds related words, so “CV” finds resume and “vacancy” finds jobs.' },
];

function Stars({ rating }: { rating: number }) {
  return (
    <span className="help-results__rating">
      <span aria-hidden="true">
        <span className="help-results__stars">{'★'.repeat(rating)}</span>
        {'☆'.repeat(MAX_RATING - rating)}
      </span>
      <span className="visually-hidden">
        Relevance {rating} out of {MAX_RATING}
      </span>
    </span>
  );
}

function statusText(query: string, hits: readonly SearchHit[]): string {
  if (!query) return '';
  if (!hits.length) return 'No results found';
  return `${hits.length} ${hits.length === 1 ? 'result' : 'results'} found for “${query}”`;
}

/** Search box, mode choice and results; choosing a result hands its id to the page. */
export function HelpSearch({ onChoose }: { onChoose: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<SearchMode>('text');
  const [debounced, flush] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const hits = useMemo<SearchHit<HelpEntry>[]>(() => (term ? searchHelp(HELP_INDEX, term, mode) : []), [term, mode]);
  const radioName = useId();

  const choose = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Stay on this route: a hash change would count as a navigation and move focus to the page heading.
    event.preventDefault();
    onChoose(id);
  };

  return (
    <div className="card help-search">
      <h2 id="help-search-title">Search help</h2>
      <form
        role="search"
        aria-labelledby="help-search-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flush();
        }}
      >
        <div className="help-search__row">
          <TextField
            id="help-search-input"
            label="Search help topics"
            type="search"
            autoComplete="off"
            aria-describedby="help-search-hint"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        <p id="help-search-hint" className="field__hint help-search__hint">
          Results update as you type.
        </p>
        <fieldset className="help-search__modes">
          <legend>Search mode</legend>
          {MODES.map((m) => (
            <div className="check" key={m.value}>
              <input
                type="radio"
                id={`help-mode-${m.value}`}
                name={radioName}
                value={m.value}
                checked={mode === m.value}
                onChange={() => setMode(m.value)}
                aria-describedby={`help-mode-${m.value}-hint`}
              />
              <span className="help-search__mode-text">
                <label htmlFor={`help-mode-${m.value}`}>{m.label}</label>
                <span id={`help-mode-${m.value}-hint`} className="field__hint">
                  {m.hint}
                </span>
              </span>
            </div>
          ))}
        </fieldset>
      </form>
      <p aria-live="polite" aria-atomic="true" className="help-search__status">
        {statusText(term, hits)}
      </p>
      {term && !hits.length ? <p className="muted">Try fewer or different words, or switch to Smart search.</p> : null}
      {hits.length ? (
        <ol className="help-results" aria-label="Search results">
          {hits.map(({ doc, rating }) => (
            <li key={doc.id} className="help-results__item">
              <a href={`#${doc.id}`} onClick={(e) => choose(e, doc.id)}>
                {doc.title}
              </a>
              <span className="help-results__meta">
                <span className="muted">{doc.kind === 'faq' ? 'Question' : 'Section'}</span>
                <Stars rating={rating} />
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
