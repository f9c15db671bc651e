/**
 * What pages need of accommodation requests without loading zod (the schemas are in
 * accommodation-requests.ts): stages, decisions, limits and the words both sides read
 * (docs/decisions/019-accommodation-requests.md).
 */

/** The part of the hiring process a request is for. */
export const REQUEST_STAGES = ['application', 'assessment', 'interview', 'job'] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];
export const REQUEST_STAGE_LABELS: Record<RequestStage, string> = {
  application: 'Applying',
  assessment: 'Assessment',
  interview: 'Interview',
  job: 'The job itself',
};

/** How the employer answers one requested accommodation. */
export const REQUEST_DECISIONS = ['agreed', 'alternative', 'declined'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];
export const REQUEST_DECISION_LABELS: Record<RequestDecision, string> = {
  agreed: 'Agreed',
  alternative: 'An alternative offered',
  declined: 'Declined',
};
/** The answer form's radio labels: what the employer does, rather than the outcome's name. */
export const REQUEST_DECISION_CHOICES: Record<RequestDecision, string> = {
  agreed: 'Agree',
  alternative: 'Offer an alternative',
  declined: 'Decline',
};

/** `waiting`: the applicant's request or latest reply has no answer yet. */
export const REQUEST_STATES = ['waiting', 'answered'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** One row of a request's thread: the request itself, an employer's answer, an applicant's reply. */
export const REQUEST_EVENT_KINDS = ['request', 'answer', 'reply'] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

export const REQUEST_DETAILS_MAX = 2000;
export const REQUEST_NOTE_MAX = 1000;
export const REQUEST_REPLY_MAX = 2000;
/** Applications the batch read takes at once: a page of applicants or of My Applications. */
export const REQUEST_BATCH_MAX = 100;
/** The analytics' look-back, and the answer times it reports (docs/architecture.md#analytics). */
export const REQUEST_FIGURES_DAYS = 90;
export const REQUEST_ANSWER_WITHIN_DAYS = [2, 7] as const;

/**
 * Requests one application may have waiting for an answer at once: each one mails the employer,
 * so a flood would bury the ones that matter. A reply adds to a waiting request instead.
 */
export const REQUEST_WAITING_MAX = 5;

export const REQUEST_MESSAGES = {
  stageRequired: 'Choose the stage of the process this request is for',
  itemsRequired: 'Choose at least one accommodation',
  unknownItem: 'Unknown accommodation type',
  detailsTooLong: `Details must be at most ${REQUEST_DETAILS_MAX} characters`,
  decisionRequired: 'Choose agree, offer an alternative or decline',
  alternativeNoteRequired: 'Describe the alternative you offer',
  declinedNoteRequired: 'Give the reason for declining',
  noteTooLong: `A note must be at most ${REQUEST_NOTE_MAX} characters`,
  answeredTwice: 'Answer each accommodation once',
  notRequested: 'This accommodation was not requested',
  unanswered: 'Answer every requested accommodation',
  replyRequired: 'Write your reply',
  replyTooLong: `A reply must be at most ${REQUEST_REPLY_MAX} characters`,
  created: 'Your accommodation request was sent to the employer',
  answered: 'Your answer was sent to the applicant',
  replied: 'Your reply was sent to the employer',
  tooManyWaiting: `This application already has ${REQUEST_WAITING_MAX} requests waiting for an answer. Add to one of them with a reply, or wait for the employer to answer.`,
  notFound: 'Accommodation request not found',
  applicationNotFound: 'Application not found',
  withdrawn: 'This application was withdrawn, so its accommodation requests are closed. Apply again to ask for accommodations.',
  applicantsOnly: 'Only the applicant can ask for accommodations or reply',
  employersOnly: "Only the job's employer can answer accommodation requests",
} as const;

/**
 * Shown above the employer's answer form. Worded for no single country's law: the duty to consider
 * reasonable accommodations is common to them, and a refusal needs a reason the applicant can read.
 */
export const EMPLOYER_DUTY_REMINDER =
  'You have a duty to consider every request for a reasonable accommodation. Agree where you can, offer an alternative that meets the same need where you cannot, and decline only with a reason the applicant can read.';

/** Whether a decision needs the employer's note (the alternative, or the reason for declining). */
export const decisionNeedsNote = (decision: RequestDecision) => decision !== 'agreed';
export const noteRequiredMessage = (decision: RequestDecision) =>
  decision === 'alternative' ? REQUEST_MESSAGES.alternativeNoteRequired : REQUEST_MESSAGES.declinedNoteRequired;
