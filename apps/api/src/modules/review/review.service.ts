import type { z } from 'zod';
import { APPLICANT_STATUS_LABELS, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@jobboard/contracts/job-options';
import type { NOTIFICATION_ICONS } from '@jobboard/contracts/notifications';
import { pagination } from '@jobboard/contracts/pagination';
import { EMPLOYER_TRANSITIONS, type MyApplicantsQuery } from '@jobboard/contracts/review';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { FileLinks } from '../../platform/file-links.ts';
import type { AuthState } from '../../platform/guards.ts';
import { hasDisabilityInfo, type DisclosureService } from '../disclosure/disclosure.service.ts';
import { applicantsLink, notify } from '../notifications/notify.ts';
import type { EmailNotices } from '../notifications/email-notices.ts';
import { toEmployerApplication, toHistoryEntry } from './review.mapper.ts';
import * as repo from './review.repository.ts';

type User = AuthState['user'];
type ListQuery = z.output<typeof MyApplicantsQuery>;
export type StatusChange = { status: ApplicationStatus; notes: string | null };

export const APPLICATION_NOT_FOUND = 'Application not found';
export const STATUS_UPDATED = 'Application status updated successfully!';

const actorOf = (u: User) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });
const employerLabel = (s: ApplicationStatus) => APPLICATION_STATUS_LABELS[s];

/** The 409 text for a move the employer's table does not allow, naming what is allowed. */
export function transitionRefusal(from: ApplicationStatus, to: ApplicationStatus): string {
  const allowed = EMPLOYER_TRANSITIONS[from];
  if (!allowed.length) return `Cannot change status from ${employerLabel(from)}. No further changes are allowed.`;
  return `Cannot change status from ${employerLabel(from)} to ${employerLabel(to)}. Allowed next statuses: ${allowed.map(employerLabel).join(', ')}.`;
}

const ICONS: Partial<Record<ApplicationStatus, (typeof NOTIFICATION_ICONS)[number]>> = { hired: 'hired', rejected: 'rejected', applicant_withdrew: 'withdrawn' };

export function createReviewService(ctx: AppContext, links: FileLinks, disclosure: DisclosureService, notices: EmailNotices) {
  const db = ctx.database.db;

  /**
   * The applications as `reader` may read them, each with the applicant's disability information
   * only where their disclosure rule allows it (administrators see it), and every showing of it recorded.
   */
  async function assemble(rows: repo.ReviewRow[], history: repo.HistoryRow[], reader: User) {
    const readerIsAdmin = reader.role === 'admin';
    const shared = await disclosure.sharedApplications(
      rows.map(({ application: a }) => ({ id: a.id, applicantId: a.applicantId, status: a.status, choice: a.disclosureChoice })),
    );
    const shown = rows.filter((r) => (readerIsAdmin || shared.has(r.application.id)) && hasDisabilityInfo(r.applicant));
    await disclosure.recordApplicationViews(
      reader,
      shown.map((r) => ({ seekerId: r.applicant.id, applicationId: r.application.id, jobTitle: r.job.title })),
    );
    return rows.map((row) =>
      toEmployerApplication(
        row,
        history.filter((h) => h.entry.applicationId === row.application.id).map((h) => toHistoryEntry(h, readerIsAdmin)),
        links,
        { shared: shared.has(row.application.id), readerIsAdmin },
      ),
    );
  }

  return {
    /** The employer's applicants: only applications to the employer's own, non-deleted jobs. */
    async list(user: User, query: ListQuery) {
      const { page, limit } = query;
      const { ids, total } = await repo.pageIdsForEmployer(db, user.id, {
        jobId: query.jobId,
        status: query.status === 'all' ? undefined : query.status,
        search: query.search || undefined,
        offset: (page - 1) * limit,
        limit,
      });
      // Both read by the page's ids: on PostgreSQL they run side by side.
      const [rows, history] = await Promise.all([repo.detailsByIds(db, ids), repo.historyOf(db, ids)]);
      return { applications: await assemble(rows, history, user), pagination: pagination(page, limit, total) };
    },

    /**
     * Changes the status as the job's employer (the transition table holds) or as an administrator
     * (any status but the current one). Status, history, the applicant's notification and the
     * audit row land in one transaction, under a lock on the application row.
     */
    async changeStatus(id: string, change: StatusChange, user: User, meta: RequestMeta) {
      const isAdmin = user.role === 'admin';
      await repo.inTransaction(db, async (tx) => {
        const found = await repo.lockForChange(tx, id);
        // Another employer's application, or one to a deleted job, does not exist for this caller.
        if (!found || (!isAdmin && (found.job.employerId !== user.id || found.job.status === 'deleted'))) throw notFound(APPLICATION_NOT_FOUND);
        const from = found.status;
        const to = change.status;
        if (isAdmin && from === to) throw conflict(`The application is already ${employerLabel(to)}.`);
        if (!isAdmin && !EMPLOYER_TRANSITIONS[from].includes(to)) throw conflict(transitionRefusal(from, to));

        // NOTE: the applicant reads employer_notes on their application; an administrator's note is kept in the history only.
        await repo.updateStatus(tx, id, to, isAdmin ? undefined : change.notes);
        await repo.insertHistory(tx, { applicationId: id, fromStatus: from, toStatus: to, changedBy: user.id, notes: change.notes });
        const company = found.job.companyName?.trim();
        await notify(tx, {
          userId: found.applicantId,
          type: 'application_status',
          message: `Your application for "${found.job.title}"${company ? ` at ${company}` : ''} is now: ${APPLICANT_STATUS_LABELS[to]}`,
          icon: ICONS[to] ?? 'status',
          link: '/applications',
        });
        // The applicant reads an administrator's note nowhere, so the mail does not carry it either.
        await notices.statusChanged(tx, {
          applicantId: found.applicantId,
          jobTitle: found.job.title,
          company: company || null,
          statusLabel: APPLICANT_STATUS_LABELS[to],
          note: isAdmin ? null : change.notes,
        });
        // An administrator's move is news to the job's employer too; their own moves are not.
        if (isAdmin && found.job.employerId !== user.id) {
          await notify(tx, {
            userId: found.job.employerId,
            type: 'application_status',
            message: `An administrator moved an application for "${found.job.title}" from ${employerLabel(from)} to ${employerLabel(to)}`,
            icon: ICONS[to] ?? 'status',
            link: applicantsLink(found.job.id),
          });
        }
        await recordAudit(tx, {
          action: 'APPLICATION_STATUS_CHANGED',
          entityType: 'application',
          entityId: id,
          description: `${isAdmin ? 'Administrator changed' : 'Changed'} application status for job "${found.job.title}" from ${employerLabel(from)} to ${employerLabel(to)}`,
          success: true,
          actor: actorOf(user),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
      notices.flush();
      const row = (await repo.findDetails(db, id))!;
      const [application] = await assemble([row], await repo.historyOf(db, [id]), user);
      return application!;
    },

    /** The application's history for its applicant, its job's employer or an administrator; 404 for anyone else. */
    async history(id: string, user: User) {
      const owners = await repo.findOwners(db, id);
      const visible =
        owners &&
        (user.role === 'admin' || (owners.jobStatus !== 'deleted' && (owners.applicantId === user.id || owners.employerId === user.id)));
      if (!visible) throw notFound(APPLICATION_NOT_FOUND);
      const rows = await repo.historyOf(db, [id]);
      return rows.map((r) => toHistoryEntry(r, user.role === 'admin'));
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
