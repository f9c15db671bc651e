import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type Common = { label: ReactNode; hint?: ReactNode; error?: string | undefined; required?: boolean };

function describedBy(...ids: unknown[]) {
  const list = ids.filter((x): x is string => typeof x === "string" && x !== "").join(' ');
  return list || undefined;
}

/** The asterisk is for sighted users; aria-required on the control tells assistive tech. */
function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint ? <span id={`${id}-hint`} className="field__hint">{hint}</span> : null}
      {error ? <span id={`${id}-error`} className="field__error">{error}</span> : null}
    </>
  );
}

/** A text input with its visible label, hint and error bound by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, hint, error, required, id, ...input },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="field">
      <Label htmlFor={fieldId} label={label} required={required} />
      <input
        ref={ref}
        id={fieldId}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
        {...input}
      />
      <Messages id={fieldId} hint={hint} error={error} />
    </div>
  );
});

export const TextArea = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { label, hint, error, required, id, ...input },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="field">
      <Label htmlFor={fieldId} label={label} required={required} />
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
        {...input}
      />
      <Messages id={fieldId} hint={hint} error={error} />
    </div>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, Common & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, hint, error, required, id, children, ...input },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="field">
      <Label htmlFor={fieldId} label={label} required={required} />
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
        {...input}
      >
        {children}
      </select>
      <Messages id={fieldId} hint={hint} error={error} />
    </div>
  );
});

/** A checkbox with its label beside it and an optional error below. */
export const CheckboxField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(function CheckboxField(
  { label, hint, error, required, id, ...input },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="field">
      <div className="check">
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hint && `${fieldId}-hint`, error && `${fieldId}-error`)}
          {...input}
        />
        <label htmlFor={fieldId}>{label}</label>
      </div>
      <Messages id={fieldId} hint={hint} error={error} />
    </div>
  );
});

/**
 * Radio buttons for one choice, in a fieldset named by its legend: one Tab stop, arrow keys to
 * choose. `value` null means nothing is chosen yet; the hint and error follow the legend, and
 * the first radio's id is `${id}-${options[0]}` for an error summary's link.
 */
export function RadioGroupField<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  id,
  hint,
  error,
}: {
  legend: ReactNode;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
  id?: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const generated = useId();
  const name = id ?? generated;
  return (
    <fieldset className="field" aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-error`)}>
      <legend className="field__label">{legend}</legend>
      <Messages id={name} hint={hint} error={error} />
      {options.map((option) => (
        <div className="check" key={option}>
          <input id={`${name}-${option}`} type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <label htmlFor={`${name}-${option}`}>{labels[option]}</label>
        </div>
      ))}
    </fieldset>
  );
}
