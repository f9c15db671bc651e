import { useMemo, useState, type MouseEvent } from 'react';
import { TextField } from '../../../ui/form-fields.tsx';
import { HELP_INDEX, type HelpEntry } from '../pages/help-content.ts';
import { searchHelp, type SearchHit } from '../pages/help-search.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** The help search's debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

function statusText(query: string, hits: readonly SearchHit[]): string {
  if (!query) return '';
  if (!hits.length) return 'No results found';
  return `${hits.length} ${hits.length === 1 ? 'result' : 'results'} found for “${query}”`;
}

/**
 * Search box and results; choosing a result hands its id to the page. The search always also
 * finds related words (smart mode): a mode switch and relevance stars were internals to a reader.
 */
export function HelpSearch({ onChoose }: { onChoose: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const [debounced, flush] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const hits = useMemo<SearchHit<HelpEntry>[]>(() => (term ? searchHelp(HELP_INDEX, term, 'smart') : []), [term]);

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
      </form>
      <p aria-live="polite" aria-atomic="true" className="help-search__status">
        {statusText(term, hits)}
      </p>
      {term && !hits.length ? <p className="muted">Try fewer or different words.</p> : null}
      {hits.length ? (
        <ol className="help-results" aria-label="Search results">
          {hits.map(({ doc }) => (
            <li key={doc.id} className="help-results__item">
              <a href={`#${doc.id}`} onClick={(e) => choose(e, doc.id)}>
                {doc.title}
              </a>
              <span className="help-results__meta muted">{doc.kind === 'faq' ? 'Question' : 'Section'}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
