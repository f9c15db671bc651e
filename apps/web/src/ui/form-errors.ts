import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '@jobboard/contracts/errors';
import type { SummaryError } from './error-summary.tsx';

/** The form's errors in field order, as entries of the error summary. */
export function summaryErrors<T extends FieldValues>(errors: FieldErrors<T>, fieldIds: Partial<Record<Path<T>, string>>): SummaryError[] {
  const out: SummaryError[] = [];
  for (const [name, id] of Object.entries(fieldIds) as Array<[string, string]>) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) out.push({ fieldId: id, message });
  }
  return out;
}

/** Puts the server's field errors on the matching form fields; answers whether any matched. */
export function applyServerErrors<T extends FieldValues>(fieldErrors: FieldError[], setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  let matched = false;
  for (const e of fieldErrors) {
    if (fields.includes(e.field)) {
      setError(e.field as Path<T>, { type: 'server', message: e.message });
      matched = true;
    }
  }
  return matched;
}
