import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, SAVED_SEARCH_NAME_MAX, type AlertFrequency } from '@jobboard/contracts/saved-search-options';
import { RadioGroupField, TextField } from '../../../ui/form-fields.tsx';

export type AlertSettings = { name: string; frequency: AlertFrequency };

/** The checks the server makes too (contracts/saved-searches.ts), so the person hears them at once. */
export function nameError(name: string): string | undefined {
  if (!name.trim()) return 'Name is required';
  if (name.trim().length > SAVED_SEARCH_NAME_MAX) return `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`;
  return undefined;
}

/** A saved search's name and how often its new jobs are mailed; for saving and for editing. */
export function AlertSettingsFields({
  value,
  onChange,
  error,
  nameRef,
}: {
  value: AlertSettings;
  onChange: (value: AlertSettings) => void;
  error?: string | undefined;
  nameRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <>
      <TextField
        ref={nameRef}
        label="Name of this search"
        required
        maxLength={SAVED_SEARCH_NAME_MAX + 20}
        value={value.name}
        error={error}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      <RadioGroupField
        legend="How often should we email you new jobs?"
        options={ALERT_FREQUENCIES}
        labels={ALERT_FREQUENCY_LABELS}
        value={value.frequency}
        onChange={(frequency) => onChange({ ...value, frequency })}
      />
    </>
  );
}
