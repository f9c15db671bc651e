import type { FocusEvent } from 'react';
import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { CharacterCountAnnouncer, characterCountText } from '../../../ui/character-count.tsx';
import { TextArea, TextField } from '../../../ui/form-fields.tsx';
import type { JobFormValues } from '../job-form-values.ts';
import type { LanguageCheck } from '../use-language-check.ts';
import { LanguageFindings, languageFindingsId } from './language-findings.tsx';

type TextKey = 'title' | 'description' | 'requirements' | 'responsibilities' | 'benefits' | 'accommodations' | 'location';

/**
 * A job text field with its character count in the hint (read with the field) and a live
 * region that speaks only near the limit; with `language`, its wording findings below it.
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
  language,
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
  /** The wording check (use-language-check.ts): shows this field's findings, and checks when the field is left. */
  language?: LanguageCheck | undefined;
}) {
  const value = useWatch({ control, name }) ?? '';
  const count = characterCountText(value.length, max);
  const fullHint = hint ? `${hint} ${count}.` : `${count}.`;
  const findings = language?.findingsOf(name) ?? [];
  // The hint and error ids are those TextField and TextArea give them (ui/form-fields.tsx).
  const wording = findings.length ? { 'aria-describedby': [`${id}-hint`, error ? `${id}-error` : '', languageFindingsId(id)].filter(Boolean).join(' ') } : {};
  const field = {
    ...registration,
    ...wording,
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      language?.checkNow();
      return registration.onBlur(event);
    },
  };
  return (
    <>
      {rows ? (
        <TextArea id={id} label={label} hint={fullHint} error={error} required={required} rows={rows} {...field} />
      ) : (
        <TextField id={id} label={label} hint={fullHint} error={error} required={required} {...field} />
      )}
      <LanguageFindings fieldId={id} findings={findings} />
      <CharacterCountAnnouncer length={value.length} max={max} />
    </>
  );
}
