import type { z } from 'zod';
import type { JobDraftSchema } from '@jobboard/contracts/job-drafts';
import { holdMessage } from '@jobboard/contracts/job-options';
import type { JobFormSchema } from '@jobboard/contracts/jobs';
import type { LanguageFinding } from '@jobboard/contracts/language-check';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import { toManagedJobDto } from './job.mapper.ts';
import * as repo from './jobs.repository.ts';

type User = AuthState['user'];
type JobForm = z.output<typeof JobFormSchema>;
type JobDraft = z.output<typeof JobDraftSchema>;

export const DRAFT_OWN_ONLY = 'Only the employer who saved this draft can change or publish it';
export const NOT_A_DRAFT = 'This job is already published: save its changes with Update Job';

type Deps = {
  visibleJob: (id: string, viewer: User) => Promise<repo.JobWithExtras>;
  jobValues: (input: JobForm | JobDraft, employer: User) => repo.NewJob;
  adviceOn: (job: repo.JobRow) => Promise<LanguageFinding[]>;
  clock: () => Date;
};

/**
 * Job drafts on the server: jobs with status `draft`, which only their employer (and
 * administrators) ever see, since every public read asks for an active job (job-rules.ts).
 * Publishing runs the post's full check and wording advice, and dates the job from then.
 */
export function createJobDraftsService(ctx: AppContext, { visibleJob, jobValues, adviceOn, clock }: Deps) {
  const db = ctx.database.db;
  const audit = (tx: typeof db, user: User, meta: RequestMeta, action: 'JOB_CREATED' | 'JOB_UPDATED', jobId: string, description: string) =>
    recordAudit(tx, { action, entityType: 'job', entityId: jobId, description, success: true, actor: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role }, ip: meta.ip, userAgent: meta.userAgent });

  /** 404 when the caller cannot see the job, 403 when it is not theirs (before any transaction: one connection on PGlite). */
  async function checkOwner(id: string, user: User) {
    const { job } = await visibleJob(id, user);
    if (job.employerId !== user.id) throw forbidden(DRAFT_OWN_ONLY);
  }

  /** The draft under a row lock, so a publish and a save at once cannot both pass; 409 once published. */
  async function lockDraft(tx: typeof db, id: string) {
    const locked = await repo.lockJob(tx, id);
    if (!locked || locked.status === 'deleted') throw notFound('Job not found');
    if (locked.status !== 'draft') throw conflict(NOT_A_DRAFT);
    return locked;
  }

  return {
    async create(input: JobDraft, user: User, meta: RequestMeta) {
      const job = await repo.inTransaction(db, async (tx) => {
        const row = await repo.insertJob(tx, { ...jobValues(input, user), status: 'draft' });
        await audit(tx, user, meta, 'JOB_CREATED', row.id, `Saved a draft of job "${row.title}"`);
        return row;
      });
      return toManagedJobDto({ job, extras: { applicationsCount: 0 } });
    },

    async update(id: string, input: JobDraft, user: User, meta: RequestMeta) {
      await checkOwner(id, user);
      const job = await repo.inTransaction(db, async (tx) => {
        await lockDraft(tx, id);
        const row = await repo.updateJob(tx, id, jobValues(input, user));
        await audit(tx, user, meta, 'JOB_UPDATED', id, `Saved the draft of job "${row.title}"`);
        return row;
      });
      return toManagedJobDto({ job, extras: { applicationsCount: 0 } });
    },

    async publish(id: string, input: JobForm, user: User, meta: RequestMeta) {
      await checkOwner(id, user);
      const job = await repo.inTransaction(db, async (tx) => {
        const draft = await lockDraft(tx, id);
        if (draft.hold) throw forbidden(holdMessage({ kind: draft.hold, reason: draft.holdReason }));
        // Posted now: the newest sort, alerts and "Posted" date count from publication, not from the first draft.
        const row = await repo.updateJob(tx, id, { ...jobValues(input, user), status: 'active', createdAt: clock() });
        await audit(tx, user, meta, 'JOB_CREATED', id, `Posted job "${row.title}" from its draft`);
        return row;
      });
      return { job: toManagedJobDto({ job, extras: { applicationsCount: 0 } }), findings: await adviceOn(job) };
    },
  };
}
export type JobDraftsService = ReturnType<typeof createJobDraftsService>;
