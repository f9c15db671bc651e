import { useRef, useState } from 'react';
import {
  DISABILITY_TYPE_LABELS,
  DISABILITY_TYPES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  OFFERS_NEEDS,
  OFFERS_NEEDS_LABELS,
  POSTED_WITHIN,
  POSTED_WITHIN_LABELS,
  SALARY_MAX,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  SALARY_RANGE_MESSAGE,
  type DisabilityType,
  type JobType,
  type OffersNeeds,
  type SalaryPeriod,
} from '@jobboard/contracts/job-options';
import { amountFromText, salaryBound } from '../amounts.ts';
import type { JobFilters } from '../job-list-params.ts';

/** What the salary filter says of a bound it cannot use: not a whole amount, or more than any salary. */
export function amountProblem(bound: 'minimum' | 'maximum', text: string): string {
  const amount = amountFromText(text);
  return amount !== null && Number.isInteger(amount) && amount > SALARY_MAX
    ? `The ${bound} salary must be at most 1,000,000,000`
    : `Enter the ${bound} salary as a whole amount, such as 40000`;
}

/**
 * The filters. Choices (selects and checkboxes) apply at once and the result count is
 * announced; typed amounts apply with the "Apply salary" button or Enter. On narrow screens the
 * panel folds away behind a "Filters" button.
 */
export function JobFilterPanel({
  filters,
  onApply,
  onClear,
  active,
  hasNeeds = false,
}: {
  filters: JobFilters;
  onApply: (changes: Partial<JobFilters>) => void;
  onClear: () => void;
  active: boolean;
  /** A signed-in seeker whose profile lists accommodations: the list can filter on them. */
  hasNeeds?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [salary, setSalary] = useState({ min: filters.salaryMin, max: filters.salaryMax });
  const [seen, setSeen] = useState({ min: filters.salaryMin, max: filters.salaryMax });
  // Amounts are checked when applied, so typing is never interrupted; the range warning shows while typing.
  const [problems, setProblems] = useState<{ min?: string; max?: string }>({});
  if (seen.min !== filters.salaryMin || seen.max !== filters.salaryMax) {
    setSeen({ min: filters.salaryMin, max: filters.salaryMax });
    setSalary({ min: filters.salaryMin, max: filters.salaryMax });
    setProblems({});
  }
  const [low, high] = [salaryBound(salary.min), salaryBound(salary.max)];
  const minOverMax = low != null && high != null && low > high;
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  const applySalary = () => {
    const found = { ...(low === undefined ? { min: amountProblem('minimum', salary.min) } : {}), ...(high === undefined ? { max: amountProblem('maximum', salary.max) } : {}) };
    setProblems(found);
    if (found.min) minRef.current?.focus();
    else if (found.max) maxRef.current?.focus();
    else if (!minOverMax) onApply({ salaryMin: low == null ? '' : String(low), salaryMax: high == null ? '' : String(high) });
  };

  const toggleType = (type: DisabilityType, checked: boolean) =>
    onApply({ disabilityTypes: checked ? [...filters.disabilityTypes, type] : filters.disabilityTypes.filter((t) => t !== type) });

  return (
    <div className={`job-filters ${open ? 'job-filters--open' : ''}`}>
      <div className="job-filters__bar">
        <h2 id="job-filters-title" className="job-filters__title">
          Filters
        </h2>
        <button type="button" className="button button--secondary job-filters__toggle" aria-expanded={open} aria-controls="job-filters-panel" onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide filters' : 'Show filters'}
        </button>
      </div>
      <form
        id="job-filters-panel"
        className="job-filters__panel card"
        aria-labelledby="job-filters-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          applySalary();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="filter-job-type">
            Job type
          </label>
          <select id="filter-job-type" value={filters.jobType} onChange={(e) => onApply({ jobType: e.target.value as JobType | '' })}>
            <option value="">Any job type</option>
            {JOB_TYPES.map((t) => (
              <option key={t} value={t}>
                {JOB_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="filter-posted">
            Date posted
          </label>
          <select id="filter-posted" value={filters.postedWithin} onChange={(e) => onApply({ postedWithin: e.target.value as JobFilters['postedWithin'] })}>
            <option value="">Any time</option>
            {POSTED_WITHIN.map((days) => (
              <option key={days} value={days}>
                {POSTED_WITHIN_LABELS[days]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="filter-remote">
            Remote work
          </label>
          <select id="filter-remote" value={filters.isRemote} onChange={(e) => onApply({ isRemote: e.target.value as JobFilters['isRemote'] })}>
            <option value="">Remote or on-site</option>
            <option value="true">Remote only</option>
            <option value="false">On-site only</option>
          </select>
        </div>
        <fieldset className="job-filters__salary" aria-describedby="filter-salary-hint">
          <legend>Salary</legend>
          <p id="filter-salary-hint" className="field__hint">
            Whole amounts in the pay period you choose, in each job’s own currency (USD, EUR, GBP, INR or CAD). Pay of another period is compared over a year: 12 months, 52 weeks, 260 days or 2,080 hours.
          </p>
          <div className="field">
            <label className="field__label" htmlFor="filter-salary-period">
              Pay period
            </label>
            <select id="filter-salary-period" value={filters.salaryPeriod} onChange={(e) => onApply({ salaryPeriod: e.target.value as SalaryPeriod })}>
              {SALARY_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {SALARY_PERIOD_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          <div className="job-filters__salary-fields">
            <div className="field">
              <label className="field__label" htmlFor="filter-salary-min">
                Minimum
              </label>
              <input
                ref={minRef}
                id="filter-salary-min"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={salary.min}
                aria-invalid={minOverMax || problems.min ? true : undefined}
                aria-describedby={[problems.min && 'filter-salary-min-error', minOverMax && 'filter-salary-warning'].filter(Boolean).join(' ') || undefined}
                onChange={(e) => setSalary((s) => ({ ...s, min: e.target.value }))}
              />
              {problems.min ? (
                <p id="filter-salary-min-error" className="field__error">
                  {problems.min}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label className="field__label" htmlFor="filter-salary-max">
                Maximum
              </label>
              <input
                ref={maxRef}
                id="filter-salary-max"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={salary.max}
                aria-invalid={problems.max ? true : undefined}
                aria-describedby={problems.max ? 'filter-salary-max-error' : undefined}
                onChange={(e) => setSalary((s) => ({ ...s, max: e.target.value }))}
              />
              {problems.max ? (
                <p id="filter-salary-max-error" className="field__error">
                  {problems.max}
                </p>
              ) : null}
            </div>
          </div>
          <div aria-live="polite">
            {minOverMax ? (
              <p id="filter-salary-warning" className="field__error">
                {SALARY_RANGE_MESSAGE}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--secondary button--small">
            Apply salary
          </button>
        </fieldset>
        <fieldset>
          <legend>Disability types welcomed</legend>
          {DISABILITY_TYPES.map((type) => (
            <div className="check" key={type}>
              <input
                id={`filter-disability-${type}`}
                type="checkbox"
                checked={filters.disabilityTypes.includes(type)}
                onChange={(e) => toggleType(type, e.target.checked)}
              />
              <label htmlFor={`filter-disability-${type}`}>{DISABILITY_TYPE_LABELS[type]}</label>
            </div>
          ))}
        </fieldset>
        {hasNeeds ? (
          <fieldset>
            <legend>Your accommodation needs</legend>
            {([['', 'Any job'], ...OFFERS_NEEDS.map((o) => [o, OFFERS_NEEDS_LABELS[o]])] as Array<[OffersNeeds | '', string]>).map(([value, label]) => (
              <div className="check" key={value || 'any-job'}>
                <input
                  id={`filter-needs-${value || 'any-job'}`}
                  type="radio"
                  name="offersNeeds"
                  checked={filters.offersNeeds === value}
                  onChange={() => onApply({ offersNeeds: value })}
                />
                <label htmlFor={`filter-needs-${value || 'any-job'}`}>{label}</label>
              </div>
            ))}
          </fieldset>
        ) : null}
        {active ? (
          <button type="button" className="button button--secondary" onClick={onClear}>
            Clear all filters
          </button>
        ) : null}
      </form>
    </div>
  );
}
