import type { z } from 'zod';
import type { ApplyBody, MyApplicationsQuery } from '@jobboard/contracts/applications';
import { APPLICANT_STATUS_LABELS, DEFAULT_COVER_LETTER, WITHDRAWABLE_STATUSES } from '@jobboard/contracts/job-options';
import { pagination } from '@jobboard/contracts/pagination';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import { isOpenForApplications, type JobsService } from '../jobs/jobs.service.ts';
import { applicantsLink, notify } from '../notifications/notify.ts';
import type { EmailNotices } from '../notifications/email-notices.ts';
import type { FileLinks } from '../../platform/file-links.ts';
import type { DisclosureService } from '../disclosure/disclosure.service.ts';
import type { AccommodationRequestsService } from '../accommodation-requests/accommodation-requests.service.ts';
import { toMyApplicationDto } from './application.mapper.ts';
import * as repo from './applications.repository.ts';

type User = AuthState['user'];
type ApplyInput = z.output<typeof ApplyBody>;
type MineQuery = z.output<typeof MyApplicationsQuery>;

export const JOB_CLOSED = 'This job is no longer accepting applications';
export const ALREADY_APPLIED = 'You have already applied for this job or your previous application was withdrawn.';
export const NOTHING_TO_WITHDRAW = 'No application found to withdraw';

const actorOf = (u: User) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });
/** Display name: the full name, else the first name, else the email. */
const nameOf = (u: User) => [u.firstName, u.lastName].filter((p) => p?.trim()).join(' ').trim() || u.email;

export function createApplicationsService(
  ctx: AppContext,
  jobs: JobsService,
  fileLinks: FileLinks,
  disclosure: DisclosureService,
  notices: EmailNotices,
  requests: AccommodationRequestsService,
) {
  const db = ctx.database.db;
  const resumeLinkFor = (user: User) => (key: string | null) => fileLinks.resume(user.id, key);

  /** The applicant's applications as they read them, each with its disclosure. */
  async function asMine(user: User, rows: repo.ApplicationWithJob[]) {
    const disclosures = await disclosure.ofOwnApplications(
      user,
      rows.map(({ application: a }) => ({ id: a.id, status: a.status, choice: a.disclosureChoice })),
    );
    return rows.map((row) => toMyApplicationDto(row, resumeLinkFor(user), disclosures.get(row.application.id)!));
  }

  /**
   * The choice to store from the apply form's "share now": null when it matches what the stage
   * does on applying anyway, so a later change of stage still applies to this application.
   */
  async function choiceOnApplying(user: User, shareNow: boolean | undefined) {
    if (shareNow === undefined) return null;
    const { stage } = await disclosure.settings(user);
    if (shareNow === (stage === 'applied')) return null;
    return shareNow ? ('shared' as const) : ('withheld' as const);
  }

  return {
    /**
     * Applies, or re-applies after a withdrawal; history, audit and the accommodation request sent
     * with it (if any) land in the same transaction.
     */
    async apply(input: ApplyInput, user: User, meta: RequestMeta) {
      // 404 unless the applicant can see the job; one they see only through an earlier application is closed.
      const { job } = await jobs.visibleJob(input.job_id, user);
      if (!isOpenForApplications(job)) throw conflict(JOB_CLOSED);
      const disclosureChoice = await choiceOnApplying(user, input.share_disability);
      const saved = await repo.inTransaction(db, async (tx) => {
        const result = await repo.upsertApplication(tx, {
          jobId: job.id,
          applicantId: user.id,
          coverLetter: input.cover_letter ?? DEFAULT_COVER_LETTER,
          // "Attach my resume" means the one on the applicant's profile, never an address the client names.
          resumeUrl: input.resume_url ? user.resumeKey : null,
          disclosureChoice,
        });
        if (!result) return undefined;
        const from = result.reapplied ? 'applicant_withdrew' : null;
        await repo.insertHistory(tx, { applicationId: result.application.id, fromStatus: from, toStatus: 'applied', changedBy: user.id });
        await notify(tx, {
          userId: job.employerId,
          type: 'application_new',
          message: `New application from ${nameOf(user)} for "${job.title}"`,
          icon: 'application',
          link: applicantsLink(job.id),
        });
        await notices.newApplication(tx, { employerId: job.employerId, applicantName: nameOf(user), jobId: job.id, jobTitle: job.title });
        await recordAudit(tx, {
          action: 'APPLICATION_CREATED',
          entityType: 'application',
          entityId: result.application.id,
          description: `${result.reapplied ? 'Re-applied' : 'Applied'} for job "${job.title}"`,
          success: true,
          actor: actorOf(user),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        if (input.accommodation_request) {
          const app = { applicationId: result.application.id, applicantId: user.id, employerId: job.employerId, jobId: job.id, jobTitle: job.title };
          await requests.open(tx, app, input.accommodation_request, user, meta);
        }
        return result;
      });
      if (!saved) throw conflict(ALREADY_APPLIED);
      notices.flush();
      const [mine] = await asMine(user, [{ application: saved.application, job }]);
      return mine!;
    },

    async withdraw(id: string, user: User, meta: RequestMeta) {
      const done = await repo.inTransaction(db, async (tx) => {
        const found = await repo.findOwnForUpdate(tx, id, user.id);
        if (!found) throw notFound(NOTHING_TO_WITHDRAW);
        const from = found.application.status;
        if (!WITHDRAWABLE_STATUSES.includes(from)) {
          throw conflict(`This application cannot be withdrawn because its status is ${APPLICANT_STATUS_LABELS[from]}.`);
        }
        const application = await repo.setStatus(tx, id, 'applicant_withdrew');
        await repo.insertHistory(tx, { applicationId: id, fromStatus: from, toStatus: 'applicant_withdrew', changedBy: user.id });
        await notify(tx, {
          userId: found.job.employerId,
          type: 'application_withdrawn',
          message: `${nameOf(user)} withdrew their application for "${found.job.title}"`,
          icon: 'withdrawn',
          link: applicantsLink(found.job.id),
        });
        await recordAudit(tx, {
          action: 'APPLICATION_WITHDRAWN',
          entityType: 'application',
          entityId: id,
          description: `Withdrew application for job "${found.job.title}"`,
          success: true,
          actor: actorOf(user),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        return { application, job: found.job };
      });
      const [mine] = await asMine(user, [done]);
      return mine!;
    },

    async mine(user: User, query: MineQuery) {
      const { page, limit } = query;
      const [{ rows, total }, stats] = await Promise.all([
        repo.listOwn(db, user.id, {
          search: query.search || undefined,
          status: query.status === 'all' ? undefined : query.status,
          offset: (page - 1) * limit,
          limit,
        }),
        repo.ownStats(db, user.id),
      ]);
      return { data: await asMine(user, rows), pagination: pagination(page, limit, total), stats };
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
