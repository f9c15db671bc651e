import { z } from 'zod';
import { ACCOMMODATION_IDS } from './accommodation-options.ts';
import {
  REQUEST_BATCH_MAX,
  REQUEST_DECISIONS,
  REQUEST_DETAILS_MAX,
  REQUEST_EVENT_KINDS,
  REQUEST_MESSAGES,
  REQUEST_NOTE_MAX,
  REQUEST_REPLY_MAX,
  REQUEST_STAGES,
  REQUEST_STATES,
  decisionNeedsNote,
  noteRequiredMessage,
} from './accommodation-request-options.ts';
import { AccommodationIdList } from './jobs.ts';
import { withoutUnsafeCharacters } from './text.ts';

export * from './accommodation-request-options.ts';

/** Text as typed, without control or bidirectional-override characters, line feeds kept, trimmed. */
const typedText = (error: string) => z.string({ error }).overwrite((v) => withoutUnsafeCharacters(v, { multiline: true })).trim();

const item = z.enum(ACCOMMODATION_IDS, { error: REQUEST_MESSAGES.unknownItem });

/**
 * POST /v1/applications/{id}/accommodation-requests, and `accommodation_request` of the apply call:
 * the stage, the types asked for (at least one, from the vocabulary, each once) and optional details.
 */
export const AccommodationRequestBody = z.strictObject({
  stage: z.enum(REQUEST_STAGES, { error: REQUEST_MESSAGES.stageRequired }),
  items: AccommodationIdList('items').refine((ids) => ids.length > 0, { error: REQUEST_MESSAGES.itemsRequired }),
  details: typedText('Details must be text')
    .max(REQUEST_DETAILS_MAX, { error: REQUEST_MESSAGES.detailsTooLong })
    .nullish()
    .transform((v) => v || null),
});
export type AccommodationRequestBody = z.input<typeof AccommodationRequestBody>;

/** One requested accommodation as the employer answered it. */
export const RequestResponseSchema = z.strictObject({
  item,
  decision: z.enum(REQUEST_DECISIONS, { error: REQUEST_MESSAGES.decisionRequired }),
  note: typedText('A note must be text')
    .max(REQUEST_NOTE_MAX, { error: REQUEST_MESSAGES.noteTooLong })
    .nullish()
    .transform((v) => v || null)
    // The answer's JSON schema (and the client's types) read the note as text or null.
    .pipe(z.string().nullable()),
});
export type RequestResponse = z.output<typeof RequestResponseSchema>;

/**
 * PUT /v1/accommodation-requests/{id}: an answer to every requested item, each once; an alternative
 * and a refusal carry a note. Whether the items are exactly the requested ones only the server knows.
 */
export const AnswerRequestBody = z
  .strictObject({
    responses: z.array(RequestResponseSchema, { error: 'responses must be a list' }).min(1, { error: REQUEST_MESSAGES.unanswered }).max(ACCOMMODATION_IDS.length),
  })
  .superRefine(({ responses }, ctx) => {
    const seen = new Set<string>();
    responses.forEach((r, i) => {
      if (seen.has(r.item)) ctx.addIssue({ code: 'custom', path: ['responses', i, 'item'], message: REQUEST_MESSAGES.answeredTwice });
      seen.add(r.item);
      if (decisionNeedsNote(r.decision) && !r.note) ctx.addIssue({ code: 'custom', path: ['responses', i, 'note'], message: noteRequiredMessage(r.decision) });
    });
  });
export type AnswerRequestBody = z.input<typeof AnswerRequestBody>;

/** POST /v1/accommodation-requests/{id}/replies: the applicant's reply. */
export const ReplyBody = z.strictObject({
  text: typedText(REQUEST_MESSAGES.replyRequired)
    .min(1, { error: REQUEST_MESSAGES.replyRequired })
    .max(REQUEST_REPLY_MAX, { error: REQUEST_MESSAGES.replyTooLong }),
});
export type ReplyBody = z.input<typeof ReplyBody>;

export const RequestIdParams = z.object({ id: z.string().uuid({ error: 'Invalid accommodation request id' }) });

/** GET /v1/accommodation-requests?applicationId=…&applicationId=…: the requests of the caller's applications among these. */
export const RequestBatchQuery = z.object({
  applicationId: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string().uuid({ error: 'Invalid application id' }))
      .min(1, { error: 'Name at least one application' })
      .max(REQUEST_BATCH_MAX, { error: `At most ${REQUEST_BATCH_MAX} applications at once` }),
  ),
});

/** GET /v1/accommodation-requests/summary: optionally one job's. */
export const RequestSummaryQuery = z.object({ jobId: z.string().uuid({ error: 'Invalid job id' }).optional() });

/** One row of the thread, oldest first. `author.name` is what this reader may see of the author. */
export const RequestEventSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(REQUEST_EVENT_KINDS),
  author: z.object({ role: z.enum(['applicant', 'employer', 'admin']), name: z.string() }),
  /** An answer's decisions; null on the request and on replies. */
  responses: z.array(RequestResponseSchema).nullable(),
  /** The request's details or a reply's text; null on answers. */
  text: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestEvent = z.infer<typeof RequestEventSchema>;

/**
 * A request as its applicant, that job's employer or an administrator reads it (camelCase: a new
 * call). It holds only what the applicant wrote in it, never the profile's disability information.
 */
export const AccommodationRequestSchema = z.object({
  id: z.string().uuid(),
  applicationId: z.string().uuid(),
  job: z.object({ id: z.string().uuid(), title: z.string() }),
  applicant: z.object({ id: z.string().uuid(), name: z.string() }),
  stage: z.enum(REQUEST_STAGES),
  items: z.array(item),
  details: z.string().nullable(),
  state: z.enum(REQUEST_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstAnsweredAt: z.string().nullable(),
  /** While waiting: since the request or the applicant's latest reply. */
  waitingSince: z.string().nullable(),
  /** The latest answer's decisions, or null before the first. */
  answer: z.array(RequestResponseSchema).nullable(),
  thread: z.array(RequestEventSchema),
});
export type AccommodationRequest = z.infer<typeof AccommodationRequestSchema>;

export const AccommodationRequestResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ request: AccommodationRequestSchema }),
});
export const AccommodationRequestListResponse = z.object({
  success: z.literal(true),
  data: z.object({ requests: z.array(AccommodationRequestSchema) }),
});

/** What waits for the employer: how many requests, and since when the oldest. No names, no contents. */
export const RequestSummarySchema = z.object({
  waiting: z.number().int(),
  oldestWaitingSince: z.string().nullable(),
});
export type RequestSummary = z.infer<typeof RequestSummarySchema>;
export const RequestSummaryResponse = z.object({ success: z.literal(true), data: RequestSummarySchema });
