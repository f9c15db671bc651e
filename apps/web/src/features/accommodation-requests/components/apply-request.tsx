import { useState } from 'react';
import { EMPTY_REQUEST, isBlankRequest, requestBody, requestErrors, requestFieldIds, type RequestErrors, type RequestValues } from '../request-values.ts';
import { RequestFields } from './request-fields.tsx';
import '../accommodation-requests.css';

const PREFIX = 'apply-request';
const ORDER = ['stage', 'items', 'details'] as const;

/**
 * The apply form's optional "Ask for accommodations": a native disclosure holding the request's
 * fields. `check` answers the request to send with the application: undefined when none was
 * started, null when it has problems (then shown, with the section opened and the first focused).
 */
export function useApplyRequest() {
  const [values, setValues] = useState<RequestValues>(EMPTY_REQUEST);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [open, setOpen] = useState(false);

  const check = () => {
    if (isBlankRequest(values)) {
      setErrors({});
      return undefined;
    }
    const problems = requestErrors(values);
    setErrors(problems);
    const first = ORDER.find((f) => problems[f]);
    if (!first) return requestBody(values);
    setOpen(true);
    // After the section has opened and the messages are in place.
    setTimeout(() => document.getElementById(requestFieldIds(PREFIX)[first])?.focus());
    return null;
  };

  const section = (
    <details className="apply-request" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Ask for accommodations (optional)</summary>
      <p className="field__hint">
        Ask for what you need at any stage: applying, an assessment, the interview or the job itself. The employer reads only what you put here, whatever your
        privacy settings, and must consider it. You can also ask later from My Applications.
      </p>
      <RequestFields idPrefix={PREFIX} value={values} onChange={setValues} errors={errors} headingLevel={3} />
    </details>
  );
  return { section, check };
}
