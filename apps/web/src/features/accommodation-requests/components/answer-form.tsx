import { useState, type FormEvent } from 'react';
import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import { accommodationType } from '@jobboard/contracts/accommodation-vocabulary';
import {
  EMPLOYER_DUTY_REMINDER,
  REQUEST_DECISION_CHOICES,
  REQUEST_DECISIONS,
  REQUEST_MESSAGES,
  type RequestDecision,
} from '@jobboard/contracts/accommodation-request-options';
import type { AccommodationRequest } from '@jobboard/contracts/accommodation-requests';
import { ApiError, messageOf, successText } from '../../../lib/api-client.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { RadioGroupField, TextArea } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useAnswerRequest } from '../api/accommodation-requests-api.ts';
import { answerBody, answerErrors, answerFieldIds, answerSummary, answerValuesOf, type AnswerErrors, type AnswerValues } from '../answer-values.ts';

const NOTE_LABELS: Record<RequestDecision, string> = { agreed: 'Note (optional)', alternative: 'The alternative you offer', declined: 'Your reason for declining' };

/** One requested item: agree, offer an alternative or decline, and the note that goes with it. */
function ItemAnswerFields({ prefix, item, value, errors, onChange }: { prefix: string; item: string; value: AnswerValues[string]; errors: AnswerErrors[string] | undefined; onChange: (v: AnswerValues[string]) => void }) {
  const ids = answerFieldIds(prefix, item);
  const label = accommodationLabel(item);
  const decision = value.decision;
  const noteRequired = decision === 'alternative' || decision === 'declined';
  return (
    <div className="request__answer-item">
      <RadioGroupField
        id={ids.decision}
        legend={label}
        hint={accommodationType(item)?.description}
        options={REQUEST_DECISIONS}
        labels={REQUEST_DECISION_CHOICES}
        value={decision}
        error={errors?.decision}
        onChange={(d) => onChange({ ...value, decision: d })}
      />
      <TextArea
        id={ids.note}
        label={
          <>
            {decision ? NOTE_LABELS[decision] : 'Note'}
            <span className="visually-hidden"> for {label}</span>
          </>
        }
        required={noteRequired}
        rows={2}
        value={value.note}
        error={errors?.note}
        hint={noteRequired ? 'Required: the applicant reads it with your answer.' : 'Optional: the applicant reads it with your answer.'}
        onChange={(e) => onChange({ ...value, note: e.target.value })}
      />
    </div>
  );
}

/** The employer's answer to every requested item, with the duty to consider each reminded first. */
export function AnswerForm({ request, applicantName, onDone }: { request: AccommodationRequest; applicantName: string; onDone: (answered: boolean) => void }) {
  const prefix = `answer-${request.id}`;
  const [values, setValues] = useState<AnswerValues>(() => answerValuesOf(request));
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [attempt, setAttempt] = useState(0);
  const answer = useAnswerRequest();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = answerErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length) return setAttempt((n) => n + 1);
    if (answer.isPending) return;
    try {
      const done = await answer.mutateAsync({ id: request.id, body: answerBody(request.items, values) });
      toast.success(successText(done, REQUEST_MESSAGES.answered));
      onDone(true);
    } catch (failure) {
      // The page may be older than the request (another tab answered it); say what the server said.
      toast.error(messageOf(failure, 'Your answer could not be sent. Please try again.'));
      if (failure instanceof ApiError && failure.status === 409) onDone(false);
    }
  };

  return (
    <form noValidate className="request__form" aria-label={`Answer ${applicantName}'s request`} onSubmit={(e) => void submit(e)}>
      <ErrorSummary errors={answerSummary(prefix, request.items, errors)} focusKey={attempt} titleId={`${prefix}-problems`} level="h5" />
      <p className="alert alert--info request__duty">{EMPLOYER_DUTY_REMINDER}</p>
      {request.items.map((item) => (
        <ItemAnswerFields
          key={item}
          prefix={prefix}
          item={item}
          value={values[item]!}
          errors={errors[item]}
          onChange={(v) => setValues((all) => ({ ...all, [item]: v }))}
        />
      ))}
      <div className="cluster">
        <button type="submit" className="button button--small" aria-disabled={answer.isPending || undefined}>
          {answer.isPending ? 'Sending...' : 'Send answer'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
