import type { z } from 'zod';
import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import {
  REQUEST_ANSWER_WITHIN_DAYS,
  REQUEST_FIGURES_DAYS,
  REQUEST_MESSAGES,
  REQUEST_STAGE_LABELS,
  REQUEST_WAITING_MAX,
  type AccommodationRequest,
  type AccommodationRequestBody,
  type AnswerRequestBody,
  type ReplyBody,
} from '@jobboard/contracts/accommodation-requests';
import type { FieldError } from '@jobboard/contracts/errors';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import type { DisclosureService } from '../disclosure/disclosure.service.ts';
import type { EmailNotices } from '../notifications/email-notices.ts';
import * as repo from './accommodation-requests.repository.ts';
import { toRequestDto } from './request.mapper.ts';
import { tellOtherParty, type Parties } from './request-news.ts';

type User = AuthState['user'];
type NewRequest = z.output<typeof AccommodationRequestBody>;
type Answer = z.output<typeof AnswerRequestBody>;
type Reply = z.output<typeof ReplyBody>;
/** What opening a request needs of its application, whether just made (applying) or found. */
export type RequestApplication = { applicationId: string; applicantId: string; employerId: string; jobId: string; jobTitle: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const actorOf = (u: User) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });
const nameOf = (u: User) => [u.firstName, u.lastName].filter((p) => p?.trim()).join(' ').trim() || u.email;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Who may read a request: its applicant and the job's employer while the job exists, and
 * administrators always (as an application's history). Anyone else gets a 404.
 */
function canRead(user: User, facts: repo.ApplicationFacts): boolean {
  if (user.role === 'admin') return true;
  if (facts.jobStatus === 'deleted') return false;
  return facts.applicantId === user.id || facts.employerId === user.id;
}

/** Every requested item answered exactly once (the contract has refused repeats): the problems as field errors. */
function answerProblems(requested: readonly string[], answer: Answer): FieldError[] {
  const problems: FieldError[] = [];
  answer.responses.forEach((r, i) => {
    if (!requested.includes(r.item)) problems.push({ field: `responses.${i}.item`, message: REQUEST_MESSAGES.notRequested });
  });
  const missing = requested.filter((item) => !answer.responses.some((r) => r.item === item));
  if (missing.length) problems.push({ field: 'responses', message: `${REQUEST_MESSAGES.unanswered}: ${missing.map(accommodationLabel).join(', ')}` });
  return problems;
}

export function createAccommodationRequestsService(ctx: AppContext, deps: { disclosure: DisclosureService; notices: EmailNotices }) {
  const db = ctx.database.db;
  const { disclosure, notices } = deps;

  /** The requests as `reader` reads them; every showing to an employer or administrator is recorded for the applicant. */
  async function present(reader: User, rows: repo.RequestWithFacts[]): Promise<AccommodationRequest[]> {
    if (!rows.length) return [];
    const events = await repo.eventsOf(db, rows.map((r) => r.request.id));
    if (reader.role !== 'applicant') {
      // One view per application: the upsert may not touch one row twice.
      const seen = new Map(rows.map((r) => [r.facts.applicationId, { seekerId: r.facts.applicantId, applicationId: r.facts.applicationId, jobTitle: r.facts.jobTitle }]));
      await disclosure.recordRequestViews(reader, [...seen.values()]);
    }
    return rows.map((row) => toRequestDto(row, events.filter((e) => e.event.requestId === row.request.id)));
  }

  async function one(reader: User, id: string): Promise<AccommodationRequest> {
    const [request] = await present(reader, await repo.requestsByIds(db, [id]));
    return request!;
  }

  /** Opens a request in the caller's transaction: the request, its first thread row, the employer told, the audit row. */
  async function open(tx: Db, app: RequestApplication, body: NewRequest, user: User, meta: RequestMeta) {
    const request = await repo.insertRequest(tx, { applicationId: app.applicationId, stage: body.stage, items: body.items, details: body.details });
    await repo.insertEvent(tx, { requestId: request.id, kind: 'request', authorId: user.id, authorRole: 'applicant', text: body.details });
    await tellOtherParty(tx, notices, 'request', { ...app, applicantName: nameOf(user), employerName: '' });
    await recordAudit(tx, {
      action: 'ACCOMMODATION_REQUESTED',
      entityType: 'accommodation_request',
      entityId: request.id,
      // The audit trail keeps no disability information: counts and the stage, never the items or details.
      description: `Asked for ${plural(body.items.length, 'accommodation')} (${REQUEST_STAGE_LABELS[body.stage]}) on the application for "${app.jobTitle}"`,
      success: true,
      actor: actorOf(user),
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return request;
  }

  /** The request locked for a change by `user` as `side`; a 404 for anyone else, a 409 once the application is withdrawn. */
  async function lockFor(tx: Db, id: string, user: User, side: 'applicant' | 'employer') {
    const found = await repo.lockRequest(tx, id);
    const ownerId = side === 'applicant' ? found?.facts.applicantId : found?.facts.employerId;
    if (!found || found.facts.jobStatus === 'deleted' || ownerId !== user.id) throw notFound(REQUEST_MESSAGES.notFound);
    if (found.facts.applicationStatus === 'applicant_withdrew') throw conflict(REQUEST_MESSAGES.withdrawn);
    return found;
  }

  const partiesOf = (found: repo.RequestWithFacts, applicantName: string, employerName: string): Parties => ({
    applicantId: found.facts.applicantId,
    employerId: found.facts.employerId,
    jobId: found.facts.jobId,
    jobTitle: found.facts.jobTitle,
    applicantName,
    employerName,
  });

  return {
    open,

    /** POST /applications/{id}/accommodation-requests: the applicant's own, active application only. */
    async create(applicationId: string, body: NewRequest, user: User, meta: RequestMeta): Promise<AccommodationRequest> {
      const request = await repo.inTransaction(db, async (tx) => {
        const app = await repo.findApplication(tx, applicationId, true);
        if (!app || app.applicantId !== user.id || app.jobStatus === 'deleted') throw notFound(REQUEST_MESSAGES.applicationNotFound);
        if (app.applicationStatus === 'applicant_withdrew') throw conflict(REQUEST_MESSAGES.withdrawn);
        if ((await repo.countWaiting(tx, applicationId)) >= REQUEST_WAITING_MAX) throw conflict(REQUEST_MESSAGES.tooManyWaiting);
        return open(tx, app, body, user, meta);
      });
      notices.flush();
      return one(user, request.id);
    },

    /** The job's employer answers every requested item; each answer is a new row of the thread. */
    async answer(id: string, answer: Answer, user: User, meta: RequestMeta): Promise<AccommodationRequest> {
      await repo.inTransaction(db, async (tx) => {
        const found = await lockFor(tx, id, user, 'employer');
        const problems = answerProblems(found.request.items, answer);
        if (problems.length) throw badRequest(problems[0]!.message, problems);
        await repo.insertEvent(tx, { requestId: id, kind: 'answer', authorId: user.id, authorRole: 'employer', responses: answer.responses });
        await repo.markAnswered(tx, id);
        const employerName = user.companyName?.trim() || nameOf(user);
        await tellOtherParty(tx, notices, 'answer', partiesOf(found, '', employerName));
        const count = (d: string) => answer.responses.filter((r) => r.decision === d).length;
        await recordAudit(tx, {
          action: 'ACCOMMODATION_ANSWERED',
          entityType: 'accommodation_request',
          entityId: id,
          description: `Answered an accommodation request on an application for "${found.facts.jobTitle}": ${count('agreed')} agreed, ${count('alternative')} with an alternative, ${count('declined')} declined`,
          success: true,
          actor: actorOf(user),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
      notices.flush();
      return one(user, id);
    },

    /** The applicant's reply: kept in the thread, and the request waits for the employer again. */
    async reply(id: string, reply: Reply, user: User, meta: RequestMeta): Promise<AccommodationRequest> {
      await repo.inTransaction(db, async (tx) => {
        const found = await lockFor(tx, id, user, 'applicant');
        await repo.insertEvent(tx, { requestId: id, kind: 'reply', authorId: user.id, authorRole: 'applicant', text: reply.text });
        await repo.markWaiting(tx, id);
        await tellOtherParty(tx, notices, 'reply', partiesOf(found, nameOf(user), ''));
        await recordAudit(tx, {
          action: 'ACCOMMODATION_REPLIED',
          entityType: 'accommodation_request',
          entityId: id,
          description: `Replied about an accommodation request on the application for "${found.facts.jobTitle}"`,
          success: true,
          actor: actorOf(user),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
      notices.flush();
      return one(user, id);
    },

    async get(id: string, user: User): Promise<AccommodationRequest> {
      const rows = (await repo.requestsByIds(db, [id])).filter((r) => canRead(user, r.facts));
      if (!rows.length) throw notFound(REQUEST_MESSAGES.notFound);
      return (await present(user, rows))[0]!;
    },

    /** One application's requests, newest first; a 404 when the application is not the reader's to see. */
    async ofApplication(applicationId: string, user: User): Promise<AccommodationRequest[]> {
      const app = await repo.findApplication(db, applicationId);
      if (!app || !canRead(user, app)) throw notFound(REQUEST_MESSAGES.applicationNotFound);
      return present(user, await repo.requestsOfApplications(db, [applicationId]));
    },

    /** The requests of those of these applications the reader may see (a page of applicants or of My Applications). */
    async ofApplications(applicationIds: string[], user: User): Promise<AccommodationRequest[]> {
      const rows = await repo.requestsOfApplications(db, [...new Set(applicationIds)]);
      return present(user, rows.filter((r) => canRead(user, r.facts)));
    },

    /** What waits for the employer's answer: a count and the oldest wait, no names or contents. */
    async summary(user: User, jobId?: string) {
      const { waiting, oldestWaitingSince } = await repo.waitingFor(db, user.id, jobId);
      return { waiting, oldestWaitingSince: oldestWaitingSince?.toISOString() ?? null };
    },

    /** The employer dashboard's figures (docs/architecture.md#analytics). */
    async employerFigures(employerId: string, now: Date) {
      const since = new Date(now.getTime() - REQUEST_FIGURES_DAYS * DAY_MS);
      const [waiting, made, times] = await Promise.all([
        repo.waitingFor(db, employerId),
        repo.madeSince(db, employerId, since),
        Promise.all(REQUEST_ANSWER_WITHIN_DAYS.map((days) => repo.answerTimes(db, employerId, since, days))),
      ]);
      return {
        waiting: waiting.waiting,
        oldestWaitingSince: waiting.oldestWaitingSince?.toISOString() ?? null,
        made,
        answeredWithin: times.map((t) => ({ days: t.days, percent: t.decided ? Math.round((t.answeredInTime / t.decided) * 1000) / 10 : null, of: t.decided })),
      };
    },
  };
}
export type AccommodationRequestsService = ReturnType<typeof createAccommodationRequestsService>;
