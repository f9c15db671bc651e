import { inVocabularyOrder, matchAccommodations } from '@jobboard/contracts/accommodation-options';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { HOLD_REASON_REQUIRED, type AdminJobSummary, type Job, type JobFormSchema, type JobListQuery, type JobStatusBody, type PageQuery, type SearchSuggestion } from '@jobboard/contracts/jobs';
import { adminHoldMessage, EMPLOYER_JOB_STATUSES, holdMessage, JOB_STATUS_LABELS } from '@jobboard/contracts/job-options';
import { pagination, type Pagination } from '@jobboard/contracts/pagination';
import { withoutUnsafeCharacters } from '@jobboard/contracts/text';
import { recordAudit, type AuditEntry } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import { createLimiter } from '../../platform/limiter.ts';
import { notify } from '../notifications/notify.ts';
import { toJobDto, toManagedJobDto } from './job.mapper.ts';
import { canSee, extrasFor, isPublic } from './job-rules.ts';
import { createCountedViews } from './counted-views.ts';
import { createViewRecorder } from './view-recorder.ts';
import { createJobLanguageService, type JobLanguageService } from '../job-language/job-language.service.ts';
import { countJobs, withNewJobs } from './search/search.repository.ts';
import { filterOf } from './search/search-jobs.ts';
import { createDidYouMean } from './search/did-you-mean.ts';
import { createJobSearch } from './search/search-jobs.ts';
import { createStraightforwardSearch } from './search/straightforward.ts';
import * as repo from './jobs.repository.ts';
import { createJobDraftsService } from './job-drafts.service.ts';

export { isOpenForApplications } from './job-rules.ts';

type User = AuthState['user'];
type JobForm = z.output<typeof JobFormSchema>;
type PageInput = z.output<typeof PageQuery>;
type StatusChange = z.output<typeof JobStatusBody>;

export const JOB_NOT_FOUND = 'Job not found';
const EDIT_OWN_ONLY = 'Only the employer who posted this job can edit it';
const STATUS_OWNER_OR_ADMIN = 'Only the employer who posted this job or an administrator can change its status';
const DELETE_OWNER_OR_ADMIN = 'Only the employer who posted this job or an administrator can delete it';
export const EMPLOYER_DEACTIVATED =
  "This job's employer account is deactivated. Reactivate the account first: the jobs hidden with it then come back by themselves.";

export const DRAFT_STATUS_REFUSED = 'A draft is published from its form, where it is checked to be complete; its status cannot be set here';

const SIMILAR_JOBS = 3;

/** A seeker's own answer gains the private match of the job's offer against their needs; nobody else's does. */
function withMatch(job: Job, viewer: User | null): Job {
  const match = viewer?.role === 'applicant' ? matchAccommodations(job.accommodations_offered, viewer.accommodationsNeeded) : null;
  return match ? { ...job, accommodation_match: match } : job;
}

const actorOf = (u: User) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });

/** The deadline day ends at midnight UTC. */
const endOfDayUtc = (day: string) => new Date(`${day}T23:59:59.999Z`);

/** The stored columns of a job from its form (a post, an edit or a draft) and its employer's profile. */
export function jobValues(input: JobForm, employer: User): repo.NewJob {
  const fullName = [employer.firstName, employer.lastName].filter(Boolean).join(' ').trim();
  // The form's text was cleaned by its schema; the company comes from the profile, so it is cleaned here.
  const clean = (text: string | null | undefined) => (text ? withoutUnsafeCharacters(text).trim() : '');
  return {
    employerId: employer.id,
    title: input.title,
    description: input.description,
    requirements: input.requirements,
    responsibilities: input.responsibilities,
    benefits: input.benefits,
    accommodations: input.accommodations,
    location: input.location,
    jobType: input.jobType,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    salaryCurrency: input.salaryCurrency,
    salaryPeriod: input.salaryPeriod,
    isRemote: input.isRemote,
    category: input.category,
    disabilityTypes: input.disabilityTypes,
    accommodationsOffered: inVocabularyOrder(input.accommodationsOffered),
    workRequirements: input.workRequirements,
    expiresAt: input.applicationDeadline ? endOfDayUtc(input.applicationDeadline) : null,
    // The company shown on the posting is the employer's profile, never the client's say-so.
    companyName: clean(employer.companyName) || clean(fullName) || employer.email,
    companyWebsite: clean(employer.companyWebsite) || null,
  };
}

type JobsOptions = {
  /** The day views are counted in (tests move it). */
  clock?: () => Date;
  /** Views are written in batches of this many milliseconds (view-recorder.ts); 0 writes each at once. */
  viewBatchMs?: number;
  onViewsError?: (error: unknown) => void;
  /** The wording check whose findings come back with a saved job and are counted on the employer's list. */
  language?: JobLanguageService;
};

export function createJobsService(ctx: AppContext, { clock = () => new Date(), viewBatchMs = 0, onViewsError = console.error, language = createJobLanguageService() }: JobsOptions = {}) {
  const db = ctx.database.db;
  const jobSearch = createJobSearch(ctx);
  const search = createDidYouMean(ctx, ctx.config.benchSearch === 'straightforward' ? createStraightforwardSearch(ctx, jobSearch) : jobSearch);
  // NOTE: searches share the database's CPUs. All running at once, each takes its own work times
  // the number running, so the costly ones end far behind the rest. A few at a time, in the order
  // they came, each waits about as long as the others, and the pool keeps connections free for
  // everything else (measured in docs/perf/2026-11-27-job-search-history.md).
  const searches = createLimiter(ctx.config.searchConcurrency);
  const today = () => clock().toISOString().slice(0, 10);
  const countedViews = createCountedViews(undefined, today);
  const views = createViewRecorder(db, viewBatchMs, onViewsError);

  async function visibleJob(id: string, viewer: User | null): Promise<repo.JobWithExtras> {
    const row = await repo.findJob(db, id, extrasFor(viewer));
    if (!row || !canSee(row, viewer)) throw notFound(JOB_NOT_FOUND);
    return row;
  }

  /** A job someone may change: 404 when they cannot even see it, 403 when they can but may not. */
  async function changeableJob(id: string, user: User, allowAdmin: boolean, refusal: string) {
    const row = await visibleJob(id, user);
    const allowed = row.job.employerId === user.id || (allowAdmin && user.role === 'admin');
    if (!allowed) throw forbidden(refusal);
    return row;
  }

  function audit(tx: typeof db, user: User, meta: RequestMeta, action: AuditEntry['action'], jobId: string, description: string) {
    return recordAudit(tx, { action, entityType: 'job', entityId: jobId, description, success: true, actor: actorOf(user), ip: meta.ip, userAgent: meta.userAgent });
  }

  /** An administrator's change to someone's job is news to its employer, in the change's transaction. */
  function tellEmployerOfAdminChange(tx: typeof db, user: User, job: { employerId: string }, message: string, link: string | null) {
    if (user.role !== 'admin' || job.employerId === user.id) return Promise.resolve();
    return notify(tx, { userId: job.employerId, type: 'system', message, icon: 'info', link });
  }

  return {
    visibleJob,
    /** Drafts kept on the server (job-drafts.service.ts). */
    drafts: createJobDraftsService(ctx, { visibleJob, jobValues, adviceOn: (job) => language.adviceOn(job), clock }),
    /** Writes the views waiting for their batch (the server calls it as it stops). */
    flushViews: views.flush,

    /**
     * GET /v1/jobs: the page's jobs for this viewer, its pagination, and for an administrator the
     * summary cards' counts. `needs`: a saved search's owner's accommodations, for alerts (else the viewer's).
     */
    async list(query: JobListQuery, viewer: User | null, needs?: readonly string[]): Promise<{ jobs: Job[]; pagination: Pagination; summary?: AdminJobSummary; suggestion?: SearchSuggestion }> {
      return searches(async () => {
        const admin = viewer?.role === 'admin';
        const [{ jobs, pagination, suggestion }, summary] = await Promise.all([search(query, viewer, needs), admin ? repo.adminJobSummary(db) : undefined]);
        return { jobs: jobs.map(admin ? toManagedJobDto : (row) => withMatch(toJobDto(row), viewer)), pagination, ...(summary ? { summary } : {}), ...(suggestion ? { suggestion } : {}) };
      });
    },

    /** One job for this viewer; a view by anyone but its owner or an admin is counted once a day. */
    async get(id: string, viewer: User | null, meta: RequestMeta) {
      const row = await visibleJob(id, viewer);
      const counts = viewer?.role !== 'admin' && viewer?.id !== row.job.employerId;
      if (counts) {
        const key = viewer ? `user:${viewer.id}` : `visitor:${createHash('sha256').update(`${meta.ip}\n${meta.userAgent ?? ''}`).digest('hex')}`;
        if (!countedViews.has(id, key)) {
          if (await views.record({ jobId: id, viewerKey: key, day: today() })) row.job.viewsCount += 1;
          countedViews.add(id, key);
        }
      }
      row.job.viewsCount += views.waitingFor(id);
      return counts ? withMatch(toJobDto(row), viewer) : toManagedJobDto(row);
    },

    async similar(id: string, viewer: User | null) {
      const { job } = await visibleJob(id, viewer);
      const rows = await repo.similarJobs(db, job, extrasFor(viewer), SIMILAR_JOBS);
      return rows.map((row) => withMatch(toJobDto(row), viewer));
    },

    /** A public job for the server-rendered page and sitemap, or nothing. */
    async publicJob(id: string) {
      const row = await repo.findJob(db, id, {});
      return row && isPublic(row.job) ? toJobDto(row) : null;
    },

    /** An employer's public jobs, newest first: the company page's list. */
    async publicJobsOf(employerId: string, limit: number) {
      const rows = await repo.publicJobsOf(db, employerId, limit);
      return rows.map(toJobDto);
    },

    /**
     * Of these job-list queries, the keys of those with a public job posted after their time (and
     * by `until`): one statement for many, so that job alerts search only where there is news.
     */
    withNewJobs: (queries: Array<{ key: string; query: JobListQuery; after: string; needs: readonly string[] }>, until: string) =>
      withNewJobs(db, queries.map((q) => ({ key: q.key, filter: filterOf(q.query, q.needs), after: q.after })), until),

    sitemapJobs: (limit: number, offset = 0) => repo.sitemapJobs(db, limit, offset),
    countPublicJobs: () => countJobs(db, repo.publiclyVisible),

    async create(input: JobForm, user: User, meta: RequestMeta) {
      const job = await repo.inTransaction(db, async (tx) => {
        const row = await repo.insertJob(tx, jobValues(input, user));
        await audit(tx, user, meta, 'JOB_CREATED', row.id, `Posted job "${row.title}"`);
        return row;
      });
      // Wording findings are advice on the saved text: the job is posted whatever they say.
      return { job: toManagedJobDto({ job, extras: { applicationsCount: 0 } }), findings: await language.adviceOn(job) };
    },

    /** Edits the text and terms; never the status, so a held job stays held (its employer may fix what was wrong). */
    async update(id: string, input: JobForm, user: User, meta: RequestMeta) {
      const { extras } = await changeableJob(id, user, false, EDIT_OWN_ONLY);
      const job = await repo.inTransaction(db, async (tx) => {
        const row = await repo.updateJob(tx, id, jobValues(input, user));
        await audit(tx, user, meta, 'JOB_UPDATED', id, `Updated job "${row.title}"`);
        return row;
      });
      return { job: toManagedJobDto({ job, extras }), findings: await language.adviceOn(job) };
    },

    /**
     * The employer sets Active, Inactive or Deactivated, unless the job is held (403 naming why).
     * An administrator taking a job off the board holds it with a reason; setting it Active lifts
     * any hold, except while its employer's account is deactivated (409). Under a row lock, so a
     * hold landing meanwhile is seen.
     */
    async setStatus(id: string, { status, reason }: StatusChange, user: User, meta: RequestMeta) {
      const { extras } = await changeableJob(id, user, true, STATUS_OWNER_OR_ADMIN);
      const isAdmin = user.role === 'admin';
      if (status === 'deleted') throw badRequest('Use delete to remove a job', [{ field: 'status', message: 'Use delete to remove a job' }]);
      if (!isAdmin && !(EMPLOYER_JOB_STATUSES as readonly string[]).includes(status)) {
        const message = 'Employers can set a job to Active, Inactive or Deactivated';
        throw badRequest(message, [{ field: 'status', message }]);
      }
      const takedown = isAdmin && status !== 'active';
      if (takedown && !reason) throw badRequest(HOLD_REASON_REQUIRED, [{ field: 'reason', message: HOLD_REASON_REQUIRED }]);
      const job = await repo.inTransaction(db, async (tx) => {
        const before = await repo.lockJob(tx, id);
        if (!before || before.status === 'deleted') throw notFound(JOB_NOT_FOUND);
        // An employer's draft goes public only through publishing, which checks it is complete
        // (job-drafts.service.ts). A job an administrator took down into Draft is held, and complete.
        if (before.status === 'draft' && !before.hold) throw conflict(DRAFT_STATUS_REFUSED);
        if (!isAdmin && before.hold) throw forbidden(holdMessage({ kind: before.hold, reason: before.holdReason }));
        if (isAdmin && status === 'active' && !(await repo.employerIsActive(tx, before.employerId))) throw conflict(EMPLOYER_DEACTIVATED);
        const change = `${JOB_STATUS_LABELS[before.status]} to ${JOB_STATUS_LABELS[status]}`;
        if (takedown) {
          const row = await repo.holdJob(tx, id, status, reason!);
          await audit(tx, user, meta, 'JOB_TAKEN_DOWN', id, `Took job "${row.title}" down (${change}): ${reason}`);
          await tellEmployerOfAdminChange(tx, user, row, adminHoldMessage(reason!, `your job "${row.title}"`), '/jobs/my-jobs');
          return row;
        }
        const row = status === 'active' ? await repo.activateJob(tx, id) : await repo.setJobStatus(tx, id, status);
        if (before.hold) {
          const was = before.hold === 'admin' ? `taken down: ${before.holdReason ?? 'no reason given'}` : 'hidden with its deactivated account';
          await audit(tx, user, meta, 'JOB_HOLD_LIFTED', id, `Lifted the hold on job "${row.title}" (${change}); it was ${was}`);
          await tellEmployerOfAdminChange(tx, user, row, `An administrator lifted the hold on your job "${row.title}": it is Active again`, '/jobs/my-jobs');
          return row;
        }
        await audit(tx, user, meta, 'JOB_STATUS_CHANGED', id, `Changed job "${row.title}" from ${change}`);
        await tellEmployerOfAdminChange(tx, user, row, `An administrator changed your job "${row.title}" from ${change}`, '/jobs/my-jobs');
        return row;
      });
      return toManagedJobDto({ job, extras });
    },

    /** Marks the job deleted: hidden everywhere, its applications and history kept. */
    async remove(id: string, user: User, meta: RequestMeta) {
      await changeableJob(id, user, true, DELETE_OWNER_OR_ADMIN);
      await repo.inTransaction(db, async (tx) => {
        const row = await repo.setJobStatus(tx, id, 'deleted');
        await audit(tx, user, meta, 'JOB_DELETED', id, `Deleted job "${row.title}"`);
        await tellEmployerOfAdminChange(tx, user, row, `An administrator removed your job "${row.title}"`, null);
      });
    },

    async myJobs(user: User, { page, limit }: PageInput) {
      const where = repo.ownJobsCondition(user.id);
      const [rows, total] = await Promise.all([
        repo.selectJobs(db, where, { ownList: true }, { limit, offset: (page - 1) * limit }),
        repo.countWhere(db, where),
      ]);
      const findings = await language.countEach(rows.map((row) => row.job));
      const jobs = rows.map((row, i) => ({ ...toManagedJobDto(row), ...(findings ? { language_findings: findings[i]! } : {}) }));
      return { jobs, pagination: pagination(page, limit, total) };
    },

    /** Inside the transaction that deactivates the account: its active jobs leave the board (user administration). */
    holdAccountJobs: (tx: typeof db, employerId: string) => repo.holdAccountJobs(tx, employerId),
    /** Inside the transaction that reactivates the account: exactly the jobs that left with it come back. */
    releaseAccountJobs: (tx: typeof db, employerId: string) => repo.releaseAccountJobs(tx, employerId),

    async save(id: string, user: User) {
      await visibleJob(id, user);
      await repo.saveJob(db, user.id, id);
    },

    unsave: (id: string, user: User) => repo.unsaveJob(db, user.id, id),

    async savedJobs(user: User, { page, limit }: PageInput) {
      const { rows, total } = await repo.listSavedJobs(db, user.id, (page - 1) * limit, limit);
      return { jobs: rows.map((row) => withMatch(toJobDto(row), user)), pagination: pagination(page, limit, total) };
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
