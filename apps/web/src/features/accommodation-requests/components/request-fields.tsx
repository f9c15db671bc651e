import { REQUEST_DETAILS_MAX, REQUEST_STAGE_LABELS, REQUEST_STAGES, type RequestStage } from '@jobboard/contracts/accommodation-request-options';
import { characterCountText } from '../../../ui/character-count.tsx';
import { SelectField, TextArea } from '../../../ui/form-fields.tsx';
import { requestFieldIds, type RequestErrors, type RequestValues } from '../request-values.ts';
import { AccommodationChecklist } from '../../accommodations/accommodation-checklist.tsx';

/** The stage, the types and the details of a request: on the apply form and on My Applications. */
export function RequestFields({
  idPrefix,
  value,
  onChange,
  errors,
  headingLevel,
}: {
  idPrefix: string;
  value: RequestValues;
  onChange: (value: RequestValues) => void;
  errors: RequestErrors;
  headingLevel: 3 | 4 | 5;
}) {
  const ids = requestFieldIds(idPrefix);
  return (
    <>
      <SelectField
        id={ids.stage}
        label="Stage of the process"
        hint="When you need these accommodations."
        required
        value={value.stage}
        error={errors.stage}
        onChange={(e) => onChange({ ...value, stage: e.target.value as RequestStage | '' })}
      >
        <option value="">Choose a stage</option>
        {REQUEST_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {REQUEST_STAGE_LABELS[stage]}
          </option>
        ))}
      </SelectField>
      <AccommodationChecklist
        idPrefix={`${idPrefix}-item`}
        legend="Accommodations you ask for"
        hint="Choose at least one. Each has a short description; use the details below for anything else."
        required
        value={value.items}
        onChange={(items) => onChange({ ...value, items })}
        error={errors.items}
        headingLevel={headingLevel}
      />
      <TextArea
        id={ids.details}
        label="Details (optional)"
        rows={4}
        value={value.details}
        error={errors.details}
        hint={`Anything the employer should know to arrange them. Only this employer reads it. ${characterCountText(value.details.trim().length, REQUEST_DETAILS_MAX)}.`}
        onChange={(e) => onChange({ ...value, details: e.target.value })}
      />
    </>
  );
}
