import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { CharacterCountAnnouncer, characterCountText } from '../../../ui/character-count.tsx';
import { TextArea, TextField } from '../../../ui/form-fields.tsx';
import type { JobFormValues } from '../job-form-values.ts';

type TextKey = 'title' | 'description' | 'requirements' | 'responsibilities' | 'benefits' | 'accommodations' | 'location';

/**
 * A job text field with its character count in the hint (read with the field) and a live
 * region that speaks only near the limit.
 */
export function CountedField({
  control,
  name,
  max,
  id,
  label,
  hint,
  error,
  required,
  rows,
  registration,
}: {
  control: Control<JobFormValues>;
  name: TextKey;
  max: number;
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  /** Rows of a multi-line field; a one-line input when absent. */
  rows?: number;
  registration: UseFormRegisterReturn<TextKey>;
}) {
  const value = useWatch({ control, name }) ?? '';
  const count = characterCountText(value.length, max);
  const fullHint = hint ? `${hint} ${count}.` : `${count}.`;
  return (
    <>
      {rows ? (
        <TextArea id={id} label={label} hint={fullHint} error={error} required={required} rows={rows} {...registration} />
      ) : (
        <TextField id={id} label={label} hint={fullHint} error={error} required={required} {...registration} />
      )}
      <CharacterCountAnnouncer length={value.length} max={max} />
    </>
  );
}
