import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import { decisionNeedsNote, noteRequiredMessage, REQUEST_DECISIONS, REQUEST_MESSAGES, REQUEST_NOTE_MAX, type RequestDecision } from '@jobboard/contracts/accommodation-request-options';
import type { AccommodationRequest, RequestResponse } from '@jobboard/contracts/accommodation-requests';
import type { SummaryError } from '../../ui/error-summary.tsx';

/** One requested item's answer as the form holds it; null is not chosen yet. */
export type ItemAnswer = { decision: RequestDecision | null; note: string };
export type AnswerValues = Record<string, ItemAnswer>;
export type AnswerErrors = Record<string, { decision?: string; note?: string }>;

/** The form starts from the current answer, so answering again after a reply changes only what needs changing. */
export function answerValuesOf(request: AccommodationRequest): AnswerValues {
  return Object.fromEntries(
    request.items.map((item) => {
      const current = request.answer?.find((r) => r.item === item);
      return [item, { decision: current?.decision ?? null, note: current?.note ?? '' }];
    }),
  );
}

export const answerFieldIds = (prefix: string, item: string) => ({ decision: `${prefix}-${item}-decision`, firstRadio: `${prefix}-${item}-decision-${REQUEST_DECISIONS[0]}`, note: `${prefix}-${item}-note` });

/** The contract's rules for each item (AnswerRequestBody), in its words. */
export function answerErrors(values: AnswerValues): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const [item, { decision, note }] of Object.entries(values)) {
    const e: AnswerErrors[string] = {};
    if (!decision) e.decision = REQUEST_MESSAGES.decisionRequired;
    else if (decisionNeedsNote(decision) && !note.trim()) e.note = noteRequiredMessage(decision);
    if (note.trim().length > REQUEST_NOTE_MAX) e.note = REQUEST_MESSAGES.noteTooLong;
    if (e.decision || e.note) errors[item] = e;
  }
  return errors;
}

/** The error summary's entries, each naming its item (the messages alone repeat). */
export function answerSummary(prefix: string, items: readonly string[], errors: AnswerErrors): SummaryError[] {
  return items.flatMap((item) => {
    const e = errors[item];
    if (!e) return [];
    const ids = answerFieldIds(prefix, item);
    const label = accommodationLabel(item);
    return [
      ...(e.decision ? [{ fieldId: ids.firstRadio, message: `${label}: ${e.decision}` }] : []),
      ...(e.note ? [{ fieldId: ids.note, message: `${label}: ${e.note}` }] : []),
    ];
  });
}

export const answerBody = (items: readonly string[], values: AnswerValues) => ({
  responses: items.map((item) => ({ item, decision: values[item]!.decision!, note: values[item]!.note.trim() || null })) as RequestResponse[],
});
