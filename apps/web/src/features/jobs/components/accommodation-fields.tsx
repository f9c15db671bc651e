import { useController, type UseFormReturn } from 'react-hook-form';
import { WORK_REQUIREMENTS } from '@jobboard/contracts/work-requirements';
import { AccommodationChecklist } from '../../accommodations/accommodation-checklist.tsx';
import { SelectField } from '../../../ui/form-fields.tsx';
import type { JobFormValues } from '../job-form-values.ts';

/** The accommodations a job offers, from the shared vocabulary. */
export function AccommodationsOfferedFields({ form }: { form: UseFormReturn<JobFormValues> }) {
  const { field } = useController({ control: form.control, name: 'accommodationsOffered' });
  return (
    <AccommodationChecklist
      idPrefix="jobform-accommodation"
      legend="Accommodations offered"
      hint="Optional. Job seekers can see which of their needs a job offers; describe anything else in the Accommodations text."
      value={field.value}
      onChange={field.onChange}
    />
  );
}

/** Physical and sensory requirements, each stated as essential or not, so seekers can judge for themselves. */
export function WorkRequirementFields({ form }: { form: UseFormReturn<JobFormValues> }) {
  const { register } = form;
  const error = form.formState.errors.workRequirements?.message;
  return (
    <fieldset aria-describedby="jobform-requirements-hint">
      <legend>Physical and sensory requirements</legend>
      <p id="jobform-requirements-hint" className="field__hint">
        Optional. Only list what the work truly involves, and say whether it is essential: a requirement that is not essential tells people it can be discussed or
        adjusted.
      </p>
      {WORK_REQUIREMENTS.map((r) => (
        <SelectField id={`jobform-requirement-${r.id}`} key={r.id} label={r.label} {...register(`workRequirements.${r.id}`)}>
          <option value="">Not part of this job</option>
          <option value="essential">Part of the job: essential</option>
          <option value="not-essential">Part of the job: not essential</option>
        </SelectField>
      ))}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
