import { useState } from 'react';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@jobboard/contracts/job-options';
import { useDelayedCall } from '../../../lib/use-delayed-call.ts';
import { SelectField, TextField } from '../../../ui/form-fields.tsx';
import type { ApplicantsFilter } from '../api/my-applicants.ts';

/** How long typing must pause before the search runs (the help search uses the same). */
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
  const typed = useDelayedCall(onFilter, SEARCH_DELAY);

  const apply = (value: string) => {
    typed.cancel();
    if (value.trim() !== filter.search) onFilter({ search: value.trim() });
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
      <TextField
        id="applicants-search"
        type="search"
        label="Search applicants"
        hint="Applicant name, email or job title. Results update as you type."
        value={text}
        maxLength={200}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          typed.schedule({ search: e.target.value.trim() });
        }}
      />
      <SelectField id="applicants-status" label="Status" value={filter.status} onChange={(e) => onFilter({ status: e.target.value as ApplicationStatus | 'all' })}>
        <option value="all">All statuses</option>
        {APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {APPLICATION_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
