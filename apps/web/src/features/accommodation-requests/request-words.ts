import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import { REQUEST_DECISION_LABELS, type RequestStage } from '@jobboard/contracts/accommodation-request-options';
import type { RequestResponse } from '@jobboard/contracts/accommodation-requests';

/** A request's heading: what it is for. */
export const STAGE_HEADINGS: Record<RequestStage, string> = {
  application: 'Accommodations for applying',
  assessment: 'Accommodations for the assessment',
  interview: 'Accommodations for the interview',
  job: 'Accommodations for the job itself',
};

/** "Declined: We cannot share the questions." — the decision, and the employer's words when there are any. */
export const decisionText = (r: RequestResponse) => `${REQUEST_DECISION_LABELS[r.decision]}${r.note ? `: ${r.note}` : ''}`;

/** One line per item of an answer, in the request's order. */
export const answerLines = (items: readonly string[], answer: readonly RequestResponse[]) =>
  items.map((item) => {
    const r = answer.find((a) => a.item === item);
    return { item, label: accommodationLabel(item), response: r };
  });
