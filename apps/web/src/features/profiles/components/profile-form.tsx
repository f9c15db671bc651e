import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { applyServerErrors, summaryErrors } from '../../../ui/form-errors.ts';
import { SelectField, TextArea, TextField } from '../../../ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loadProfileSchemas } from '../load-profile-schemas.ts';

export type FieldSpec<V> = {
  name: Path<V> & string;
  label: string;
  kind?: 'text' | 'tel' | 'url' | 'number' | 'textarea' | 'select';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
};

/** Where the read-only email sits among the fields. */
export const EMAIL = 'email' as const;

type Props<V extends FieldValues> = {
  /** Prefix of the fields' ids (the error summary links to them). */
  idPrefix: string;
  label: string;
  fields: ReadonlyArray<FieldSpec<V> | typeof EMAIL>;
  email?: string;
  defaultValues: V;
  resolver: Resolver<V>;
  /** Fields that are not plain inputs (the skills tags), rendered after the others. */
  extra?: (form: UseFormReturn<V>) => ReactNode;
  /** Sends the values; throws on failure (the caller toasts). */
  onSave: (values: V) => Promise<void>;
  onCancel: () => void;
};

type PersonValues = Record<'first_name' | 'last_name' | 'phone' | 'job_title', string>;

/** Name, read-only email, phone and job title: how the administrator and employer forms start. */
export function personFields<V extends PersonValues>(): Array<FieldSpec<V> | typeof EMAIL> {
  const specs: Array<FieldSpec<PersonValues> | typeof EMAIL> = [
    { name: 'first_name', label: 'First Name', autoComplete: 'given-name', required: true },
    { name: 'last_name', label: 'Last Name', autoComplete: 'family-name', required: true },
    EMAIL,
    { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel' },
    { name: 'job_title', label: 'Job Title', autoComplete: 'organization-title' },
  ];
  return specs as Array<FieldSpec<V> | typeof EMAIL>;
}

export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replaceAll('_', '-')}`;

/** The email is never editable; shown read-only with the reason. */
function ReadOnlyEmail({ id, email }: { id: string; email: string }) {
  return <TextField id={id} label="Email" type="email" value={email} readOnly hint="Email cannot be changed. Contact support if needed." />;
}

/**
 * An edit form of a profile section: its fields, an error summary on a failed save, field
 * errors from the schema or the server, and Save Changes / Cancel. It focuses its first field
 * when it opens, so keyboard and screen reader users land in the form they asked for.
 */
export function ProfileForm<V extends FieldValues>({ idPrefix, label, fields, email, defaultValues, resolver, extra, onSave, onCancel }: Props<V>) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<V>({ resolver, defaultValues: defaultValues as DefaultValues<V>, shouldFocusError: false });
  const { errors, isSubmitting } = form.formState;
  const specs = fields.filter((f): f is FieldSpec<V> => f !== EMAIL);
  const ids = Object.fromEntries(specs.map((f) => [f.name, fieldId(idPrefix, f.name)])) as Partial<Record<Path<V>, string>>;

  useEffect(() => {
    void loadProfileSchemas();
    const first = specs[0];
    if (first) document.getElementById(fieldId(idPrefix, first.name))?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await onSave(values);
      } catch (error) {
        if (error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError, specs.map((f) => f.name))) setFailedSubmits((n) => n + 1);
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  const rootMessage = errors.root?.message;
  const summary = [...(rootMessage && specs[0] ? [{ fieldId: fieldId(idPrefix, specs[0].name), message: rootMessage }] : []), ...summaryErrors(errors, ids)];
  return (
    <form noValidate aria-label={label} onSubmit={(e) => (isSubmitting ? e.preventDefault() : void onSubmit(e))}>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <div className="profile-form__fields">
        {fields.map((f) => {
          if (f === EMAIL) return <ReadOnlyEmail key="email" id={`${idPrefix}-email`} email={email ?? ''} />;
          const common = {
            id: fieldId(idPrefix, f.name),
            label: f.label,
            hint: f.hint,
            required: f.required,
            autoComplete: f.autoComplete,
            error: (errors as Record<string, { message?: string } | undefined>)[f.name]?.message,
            ...form.register(f.name),
          };
          if (f.kind === 'textarea') return <TextArea key={f.name} rows={4} {...common} />;
          if (f.kind === 'select') {
            return (
              <SelectField key={f.name} {...common}>
                <option value="">Not specified</option>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </SelectField>
            );
          }
          return <TextField key={f.name} type={f.kind === 'number' ? 'text' : (f.kind ?? 'text')} inputMode={f.kind === 'number' ? 'numeric' : undefined} {...common} />;
        })}
      </div>
      {extra?.(form)}
      <div className="cluster">
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
