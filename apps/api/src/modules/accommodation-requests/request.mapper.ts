import type { AccommodationId } from '@jobboard/contracts/accommodation-options';
import type { AccommodationRequest, RequestEvent } from '@jobboard/contracts/accommodation-requests';
import { displayName } from '@jobboard/contracts/roles';
import type { EventRow, RequestWithFacts } from './accommodation-requests.repository.ts';

const ROLE_NAMES = { applicant: 'The applicant', employer: 'The employer', admin: 'An administrator of Inclusive Jobs' } as const;

/** An author as the thread names them: their name (an employer's with the company), or their role once the account is gone. */
function authorName({ event, author }: EventRow): string {
  if (!author?.email) return ROLE_NAMES[event.authorRole];
  const name = displayName({ first_name: author.firstName, last_name: author.lastName, email: author.email });
  if (event.authorRole === 'admin') return ROLE_NAMES.admin;
  const company = event.authorRole === 'employer' ? author.companyName?.trim() : '';
  return company ? `${name} (${company})` : name;
}

export function toEventDto(row: EventRow): RequestEvent {
  const { event } = row;
  return {
    id: event.id,
    kind: event.kind,
    author: { role: event.authorRole, name: authorName(row) },
    responses: event.responses ?? null,
    text: event.text,
    createdAt: event.createdAt.toISOString(),
  };
}

/**
 * A request with its thread. It carries what the applicant put in it and nothing of their
 * profile: the request is its own disclosure (docs/decisions/019-accommodation-requests.md).
 */
export function toRequestDto({ request: r, facts, applicant }: RequestWithFacts, events: EventRow[]): AccommodationRequest {
  const thread = events.map(toEventDto);
  const answers = thread.filter((e) => e.kind === 'answer');
  return {
    id: r.id,
    applicationId: r.applicationId,
    job: { id: facts.jobId, title: facts.jobTitle },
    applicant: { id: facts.applicantId, name: displayName({ first_name: applicant.firstName, last_name: applicant.lastName, email: applicant.email }) },
    stage: r.stage,
    items: r.items as AccommodationId[],
    details: r.details,
    state: r.state,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    firstAnsweredAt: r.firstAnsweredAt?.toISOString() ?? null,
    waitingSince: r.waitingSince?.toISOString() ?? null,
    answer: answers.at(-1)?.responses ?? null,
    thread,
  };
}
