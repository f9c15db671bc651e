import { useNavigate } from 'react-router';
import { EMPTY_FILTERS, paramsFromFilters } from '../../jobs/job-list-params.ts';

/**
 * The home page's job search: keywords and a place, opened as the job list's own search (the
 * same URL parameters), so the results can be bookmarked, shared and refined there.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-labelledby="home-search-title"
      className="card home-search"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const text = (name: string) => String(data.get(name) ?? '');
        const query = paramsFromFilters({ ...EMPTY_FILTERS, search: text('search'), location: text('location') }).toString();
        void navigate(query ? `/jobs?${query}` : '/jobs');
      }}
    >
      <h2 id="home-search-title">Search jobs</h2>
      <div className="home-search__fields">
        <div className="field">
          <label className="field__label" htmlFor="home-search-keywords">
            Keywords
          </label>
          <input id="home-search-keywords" type="search" name="search" maxLength={200} aria-describedby="home-search-keywords-hint" />
          <span id="home-search-keywords-hint" className="field__hint">
            Job title, skill or accommodation, for example “screen reader”.
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="home-search-location">
            Location
          </label>
          <input id="home-search-location" type="text" name="location" maxLength={100} autoComplete="address-level2" aria-describedby="home-search-location-hint" />
          <span id="home-search-location-hint" className="field__hint">
            Town, region or country in whole words, for example “Toronto”.
          </span>
        </div>
        <button type="submit" className="button home-search__submit">
          Search
        </button>
      </div>
    </form>
  );
}
