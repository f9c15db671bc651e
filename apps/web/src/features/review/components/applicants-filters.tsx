import { useEffect, useRef, useState } from 'react';
import { APPLICATION_STATUSES, EMPLOYER_STATUS_LABELS, type ApplicationStatus } from '@jobboard/contracts/job-options';
import type { ApplicantsFilter } from '../api/my-applicants.ts';

/** How long typing must pause before the search runs (the help search uses the same, spec part 1 §9). */
const SEARCH_DELAY = 300;

/** Search (applicant name, email, job title) that runs as the user pauses, and a status filter. */
export function ApplicantsFilters({ filter, onFilter }: { filter: ApplicantsFilter; onFilter: (changes: Partial<ApplicantsFilter>) => void }) {
  const [text, setText] = useState(filter.search);
  const [seen, setSeen] = useState(filter.search);
  // The URL changed by itself (Back, View All Applicants): the box shows what is applied.
  if (seen !== filter.search) {
    setSeen(filter.search);
    setText(filter.search);
  }
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(onFilter);
  latest.current = onFilter;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (value: string) => {
    window.clearTimeout(timer.current);
    if (value.trim() !== filter.search) latest.current({ search: value.trim() });
  };

  return (
    <form
      role="search"
      aria-label="Search applicants"
      className="card applicants-filters"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        apply(text);
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="applicants-search">
          Search applicants
        </label>
        <span id="applicants-search-hint" className="field__hint">
          Applicant name, email or job title. Results update as you type.
        </span>
        <input
          id="applicants-search"
          type="search"
          value={text}
          maxLength={200}
          autoComplete="off"
          aria-describedby="applicants-search-hint"
          onChange={(e) => {
            const value = e.target.value;
            setText(value);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => latest.current({ search: value.trim() }), SEARCH_DELAY);
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="applicants-status">
          Status
        </label>
        <select id="applicants-status" value={filter.status} onChange={(e) => onFilter({ status: e.target.value as ApplicationStatus | 'all' })}>
          <option value="all">All statuses</option>
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {EMPLOYER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
