import { useState } from 'react';
import type { JobFilters } from '../job-list-params.ts';

/** Keywords and location; both apply when the form is submitted (Enter or the Search button). */
export function JobSearchForm({ filters, onApply }: { filters: JobFilters; onApply: (changes: Partial<JobFilters>) => void }) {
  const [search, setSearch] = useState(filters.search);
  const [location, setLocation] = useState(filters.location);
  // Back/forward or a shared link change the URL: the boxes follow it.
  const [seen, setSeen] = useState({ search: filters.search, location: filters.location });
  if (seen.search !== filters.search || seen.location !== filters.location) {
    setSeen({ search: filters.search, location: filters.location });
    setSearch(filters.search);
    setLocation(filters.location);
  }

  return (
    <form
      role="search"
      aria-label="Search jobs"
      className="card job-search"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ search: search.trim(), location: location.trim() });
      }}
    >
      <div className="job-search__fields">
        <div className="field">
          <label className="field__label" htmlFor="job-search-keywords">
            Keywords
          </label>
          <input
            id="job-search-keywords"
            type="search"
            name="search"
            maxLength={200}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-describedby="job-search-keywords-hint"
          />
          <span id="job-search-keywords-hint" className="field__hint">
            Job title, skill or accommodation, for example “screen reader”.
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="job-search-location">
            Location
          </label>
          <input
            id="job-search-location"
            type="text"
            name="location"
            maxLength={100}
            autoComplete="address-level2"
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            aria-describedby="job-search-location-hint"
          />
          <span id="job-search-location-hint" className="field__hint">
            Town, region or country in whole words, for example “Toronto”.
          </span>
        </div>
      </div>
      <button type="submit" className="button job-search__submit">
        Search
      </button>
    </form>
  );
}
