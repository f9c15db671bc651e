import { ACCOMMODATION_IDS } from '@jobboard/contracts/accommodation-options';
import { WORK_REQUIREMENT_IDS } from '@jobboard/contracts/work-requirements';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CURRENCIES, DISABILITY_TYPE_LABELS, DISABILITY_TYPES, JOB_CATEGORIES, JOB_TEXT_LIMITS, JOB_TYPE_LABELS, JOB_TYPES, SALARY_PERIOD_LABELS, SALARY_PERIODS, SALARY_RANGE_MESSAGE } from '@jobboard/contracts/job-options';
import { CheckboxField, SelectField, TextField } from '../../../ui/form-fields.tsx';
import { localToday, type JobFormValues } from '../job-form-values.ts';
import { amountFromText } from '../amounts.ts';
import { CountedField } from './counted-field.tsx';
import type { LanguageCheck } from '../use-language-check.ts';
import { AccommodationsOfferedFields, WorkRequirementFields } from './accommodation-fields.tsx';

/** Where each field lives, for the error summary's links. */
export const JOB_FIELD_IDS = {
  title: 'jobform-title',
  location: 'jobform-location',
  jobType: 'jobform-type',
  category: 'jobform-category',
  isRemote: 'jobform-remote',
  description: 'jobform-description',
  requirements: 'jobform-requirements',
  responsibilities: 'jobform-responsibilities',
  benefits: 'jobform-benefits',
  accommodations: 'jobform-accommodations',
  salaryMin: 'jobform-salary-min',
  salaryMax: 'jobform-salary-max',
  salaryCurrency: 'jobform-currency',
  salaryPeriod: 'jobform-salary-period',
  applicationDeadline: 'jobform-deadline',
  disabilityTypes: `jobform-disability-${DISABILITY_TYPES[0]}`,
  accommodationsOffered: `jobform-accommodation-${ACCOMMODATION_IDS[0]}`,
  workRequirements: `jobform-requirement-${WORK_REQUIREMENT_IDS[0]}`,
} as const satisfies Record<keyof JobFormValues, string>;

/** The live warning while typing salaries; the same text becomes a field error on submit. */
function SalaryWarning({ form }: { form: UseFormReturn<JobFormValues> }) {
  const [min, max] = useWatch({ control: form.control, name: ['salaryMin', 'salaryMax'] });
  const [low, high] = [amountFromText(min), amountFromText(max)];
  const show = low !== null && high !== null && low > high && form.formState.errors.salaryMin?.message !== SALARY_RANGE_MESSAGE;
  return (
    <div aria-live="polite">
      {show ? <p className="field__error">{SALARY_RANGE_MESSAGE}</p> : null}
    </div>
  );
}

export function JobFormFields({ form, language }: { form: UseFormReturn<JobFormValues>; language?: LanguageCheck }) {
  const { register, control } = form;
  const errors = form.formState.errors;
  const counted = (name: 'title' | 'description' | 'requirements' | 'responsibilities' | 'benefits' | 'accommodations' | 'location') => ({
    control,
    name,
    max: JOB_TEXT_LIMITS[name],
    id: JOB_FIELD_IDS[name],
    error: errors[name]?.message,
    registration: register(name),
    language,
  });
  return (
    <>
      <fieldset>
        <legend>The job</legend>
        <CountedField {...counted('title')} label="Job title" required />
        <CountedField {...counted('location')} label="Location" hint="City and region, or where remote workers may live." required />
        <SelectField id={JOB_FIELD_IDS.jobType} label="Job type" required error={errors.jobType?.message} {...register('jobType')}>
          <option value="">Choose a job type</option>
          {JOB_TYPES.map((t) => (
            <option key={t} value={t}>
              {JOB_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField id={JOB_FIELD_IDS.category} label="Category" error={errors.category?.message} {...register('category')}>
          <option value="">No category</option>
          {JOB_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <CheckboxField id={JOB_FIELD_IDS.isRemote} label="This job can be done remotely" {...register('isRemote')} />
      </fieldset>

      <fieldset>
        <legend>Description</legend>
        <CountedField {...counted('description')} label="Job description" hint="At least 50 characters." rows={8} required />
        <CountedField {...counted('requirements')} label="Requirements" rows={5} />
        <CountedField {...counted('responsibilities')} label="Responsibilities" rows={5} />
        <CountedField {...counted('benefits')} label="Benefits" hint="One benefit per line." rows={4} />
        <CountedField
          {...counted('accommodations')}
          label="Accommodations"
          hint="The adjustments you offer, for example flexible hours, screen reader licences or interview formats."
          rows={4}
        />
      </fieldset>

      <fieldset>
        <legend>Salary</legend>
        <p className="field__hint">Optional. Whole amounts paid per the pay period; leave both empty to show “Not specified”.</p>
        <div className="job-form__row">
          <TextField id={JOB_FIELD_IDS.salaryMin} label="Minimum salary" inputMode="numeric" autoComplete="off" error={errors.salaryMin?.message} {...register('salaryMin')} />
          <TextField id={JOB_FIELD_IDS.salaryMax} label="Maximum salary" inputMode="numeric" autoComplete="off" error={errors.salaryMax?.message} {...register('salaryMax')} />
          <SelectField id={JOB_FIELD_IDS.salaryCurrency} label="Currency" error={errors.salaryCurrency?.message} {...register('salaryCurrency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <SelectField id={JOB_FIELD_IDS.salaryPeriod} label="Pay period" error={errors.salaryPeriod?.message} {...register('salaryPeriod')}>
            {SALARY_PERIODS.map((p) => (
              <option key={p} value={p}>
                {SALARY_PERIOD_LABELS[p]}
              </option>
            ))}
          </SelectField>
        </div>
        <SalaryWarning form={form} />
      </fieldset>

      <fieldset>
        <legend>Applications</legend>
        <TextField
          id={JOB_FIELD_IDS.applicationDeadline}
          label="Application deadline"
          type="date"
          min={localToday()}
          hint="Optional. Today or later; the job closes at the end of that day."
          error={errors.applicationDeadline?.message}
          {...register('applicationDeadline')}
        />
      </fieldset>

      <fieldset aria-describedby={errors.disabilityTypes ? 'jobform-disability-error' : 'jobform-disability-hint'}>
        <legend>Disability types welcomed</legend>
        <p id="jobform-disability-hint" className="field__hint">
          Optional. Job seekers can filter by these.
        </p>
        {DISABILITY_TYPES.map((type) => (
          <div className="check" key={type}>
            <input id={`jobform-disability-${type}`} type="checkbox" value={type} {...register('disabilityTypes')} />
            <label htmlFor={`jobform-disability-${type}`}>{DISABILITY_TYPE_LABELS[type]}</label>
          </div>
        ))}
        {errors.disabilityTypes?.message ? (
          <p id="jobform-disability-error" className="field__error">
            {errors.disabilityTypes.message}
          </p>
        ) : null}
      </fieldset>

      <AccommodationsOfferedFields form={form} />
      <WorkRequirementFields form={form} />
    </>
  );
}
