import { useState } from 'react';
import { EDUCATION_LEVELS } from '@jobboard/contracts/users';
import { EXPERIENCE_FILTERS, REMOTE_FILTERS } from '@jobboard/contracts/candidates';
import { useDelayedCall } from '../../../lib/use-delayed-call.ts';
import { SelectField, TextField } from '../../../ui/form-fields.tsx';
import { TagInput } from '../../../ui/tag-input.tsx';
import type { CandidateFilter, EducationLevel, ExperienceFilter, RemoteFilter } from '../candidate-filter.ts';
import { EDUCATION_LABELS, EXPERIENCE_LABELS, REMOTE_LABELS } from '../candidate-labels.ts';

type TextKey = 'keyword' | 'location';
const TYPING_DELAY = 400;

/**
 * The finder's filters. A change applies at once (typing after a short pause) and keeps the
 * current page; Search Candidates and Reset Filters go back to page 1.
 */
export function CandidateFilters({
  filter,
  onChange,
  onSearch,
  onReset,
}: {
  filter: CandidateFilter;
  onChange: (changes: Partial<CandidateFilter>) => void;
  onSearch: (text: Pick<CandidateFilter, TextKey>) => void;
  onReset: () => void;
}) {
  const [text, setText] = useState({ keyword: filter.keyword, location: filter.location });
  const [seen, setSeen] = useState(text);
  // The URL changed on its own (Back, Reset): the boxes show what is applied.
  if (seen.keyword !== filter.keyword || seen.location !== filter.location) {
    const applied = { keyword: filter.keyword, location: filter.location };
    setSeen(applied);
    setText(applied);
  }
  const typed = useDelayedCall(onChange, TYPING_DELAY);

  const type = (key: TextKey, value: string) => {
    setText((t) => ({ ...t, [key]: value }));
    typed.schedule({ [key]: value.trim() });
  };

  return (
    <form
      role="search"
      aria-labelledby="candidate-filters-title"
      className="card candidate-filters"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        typed.cancel();
        onSearch({ keyword: text.keyword.trim(), location: text.location.trim() });
      }}
    >
      <h2 id="candidate-filters-title">Search filters</h2>
      <div className="candidate-filters__grid">
        <div className="field candidate-filters__wide">
          <label className="field__label" htmlFor="candidate-keyword">
            Keyword
          </label>
          <input id="candidate-keyword" type="search" placeholder="Search in bio, skills, education..." value={text.keyword} maxLength={200} onChange={(e) => type('keyword', e.target.value)} />
        </div>
        <TagInput id="candidate-skills" label="Required skills" noun="Skill" tags={filter.skills} onChange={(skills) => onChange({ skills })} />
        <TagInput
          id="candidate-needs"
          label="Accessibility needs"
          noun="Need"
          hint="Finds only candidates who chose to show their accessibility information in the Candidate Finder."
          tags={filter.accessibilityNeeds}
          onChange={(accessibilityNeeds) => onChange({ accessibilityNeeds })}
        />
        <SelectField id="candidate-experience" label="Minimum experience" value={filter.experienceYears} onChange={(e) => onChange({ experienceYears: e.target.value as ExperienceFilter })}>
          {EXPERIENCE_FILTERS.map((v) => (
            <option key={v} value={v}>
              {EXPERIENCE_LABELS[v]}
            </option>
          ))}
        </SelectField>
        <TextField id="candidate-location" label="Location" value={text.location} maxLength={100} autoComplete="off" onChange={(e) => type('location', e.target.value)} />
        <SelectField id="candidate-education" label="Education level" value={filter.education} onChange={(e) => onChange({ education: e.target.value as EducationLevel | '' })}>
          <option value="">Any education level</option>
          {EDUCATION_LEVELS.map((v) => (
            <option key={v} value={v}>
              {EDUCATION_LABELS[v]}
            </option>
          ))}
        </SelectField>
        <SelectField id="candidate-remote" label="Remote preference" value={filter.isRemote} onChange={(e) => onChange({ isRemote: e.target.value as RemoteFilter })}>
          {REMOTE_FILTERS.map((v) => (
            <option key={v} value={v}>
              {REMOTE_LABELS[v]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="cluster">
        <button type="submit" className="button">
          Search Candidates
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            typed.cancel();
            onReset();
          }}
        >
          Reset Filters
        </button>
      </div>
    </form>
  );
}
