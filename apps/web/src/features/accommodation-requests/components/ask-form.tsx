import { useEffect, useState, type FormEvent } from 'react';
import { REQUEST_MESSAGES } from '@jobboard/contracts/accommodation-request-options';
import { ApiError, messageOf, successText } from '../../../lib/api-client.ts';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useAskForAccommodations } from '../api/accommodation-requests-api.ts';
import { EMPTY_REQUEST, requestBody, requestErrors, requestFieldIds, type RequestErrors, type RequestValues } from '../request-values.ts';
import { RequestFields } from './request-fields.tsx';

const FIELDS = ['stage', 'items', 'details'] as const;

/** The server's field errors ("items.0") on the form's fields. */
function serverErrors(error: unknown): RequestErrors {
  if (!(error instanceof ApiError)) return {};
  const found: RequestErrors = {};
  for (const e of error.fieldErrors) {
    const field = FIELDS.find((f) => e.field === f || e.field.startsWith(`${f}.`));
    if (field) found[field] ??= e.message;
  }
  return found;
}

/** "Ask for accommodations" on an application: the stage, the types and details, with an error summary. */
export function AskForm({ applicationId, jobTitle, onDone }: { applicationId: string; jobTitle: string; onDone: (sent: boolean) => void }) {
  const prefix = `ask-${applicationId}`;
  const ids = requestFieldIds(prefix);
  const [values, setValues] = useState<RequestValues>(EMPTY_REQUEST);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [attempt, setAttempt] = useState(0);
  const ask = useAskForAccommodations();
  const toast = useToast();

  useEffect(() => {
    document.getElementById(ids.stage)?.focus();
  }, [ids.stage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = requestErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length) return setAttempt((n) => n + 1);
    if (ask.isPending) return;
    try {
      const answer = await ask.mutateAsync({ applicationId, body: requestBody(values) });
      toast.success(successText(answer, REQUEST_MESSAGES.created));
      onDone(true);
    } catch (failure) {
      const fromServer = serverErrors(failure);
      if (Object.keys(fromServer).length) {
        setErrors(fromServer);
        setAttempt((n) => n + 1);
      }
      toast.error(messageOf(failure, 'Your request could not be sent. Please try again.'));
    }
  };

  const summary: SummaryError[] = FIELDS.flatMap((f) => (errors[f] ? [{ fieldId: ids[f], message: errors[f] }] : []));
  return (
    <form noValidate className="request__form" aria-label={`Ask for accommodations: ${jobTitle}`} onSubmit={(e) => void submit(e)}>
      <ErrorSummary errors={summary} focusKey={attempt} titleId={`${prefix}-problems`} level="h5" />
      <p className="field__hint">
        The employer reads only what you put in this request, whatever your privacy settings, and must consider it. You can ask again at any time.
      </p>
      <RequestFields idPrefix={prefix} value={values} onChange={setValues} errors={errors} headingLevel={5} />
      <div className="cluster">
        <button type="submit" className="button button--small" aria-disabled={ask.isPending || undefined}>
          {ask.isPending ? 'Sending...' : 'Send request'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
