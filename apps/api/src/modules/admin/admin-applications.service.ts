import type { z } from 'zod';
import type { AdminApplication, AdminApplicationsQuery, ApplicationSummary } from '@jobboard/contracts/admin-applications';
import { APPLICATION_STATUSES } from '@jobboard/contracts/job-options';
import { pagination } from '@jobboard/contracts/pagination';
import { displayName } from '@jobboard/contracts/roles';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import { applicantsLink, notify } from '../notifications/notify.ts';
import * as repo from './admin-applications.repository.ts';

type User = AuthState['user'];
type ListQuery = z.output<typeof AdminApplicationsQuery>;

export const APPLICATION_NOT_FOUND = 'Application not found';

const named = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  displayName({ first_name: u.firstName, last_name: u.lastName, email: u.email });

function toDto(r: repo.AdminApplicationRow): AdminApplication {
  return {
    id: r.id,
    created_at: r.appliedAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    status: r.status,
    job_id: r.jobId,
    job_title: r.jobTitle,
    job_status: r.jobStatus,
    company_name: r.companyName,
    applicant_name: named(r.applicant),
    applicant_email: r.applicant.email,
    employer_name: named(r.employer),
    employer_email: r.employer.email,
  };
}

/** The administrator's view of every application: list and delete. */
export function createAdminApplicationsService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async list(query: ListQuery) {
      const { page, limit } = query;
      const [{ rows, total }, counts] = await Promise.all([
        repo.listApplications(db, { status: query.status, search: query.search || undefined }, (page - 1) * limit, limit),
        repo.countByStatus(db),
      ]);
      const summary = Object.fromEntries([['total', 0], ...APPLICATION_STATUSES.map((s) => [s, 0])]) as ApplicationSummary;
      for (const { status, n } of counts) {
        summary[status] = n;
        summary.total += n;
      }
      return { applications: rows.map(toDto), pagination: pagination(page, limit, total), summary };
    },

    /** Deletes the application and its history in one transaction, with its audit row. */
    async remove(admin: User, id: string, meta: RequestMeta) {
      await repo.inTransaction(db, async (tx) => {
        const found = await repo.findForDelete(tx, id);
        if (!found) throw notFound(APPLICATION_NOT_FOUND);
        await repo.deleteApplication(tx, id);
        // Both people the application belonged to learn it is gone, in the same transaction.
        await notify(tx, {
          userId: found.applicantId,
          type: 'system',
          message: `An administrator removed your application for "${found.jobTitle}"`,
          icon: 'info',
          link: '/applications',
        });
        const applicantName = named({ ...found.applicantName, email: found.applicantEmail });
        await notify(tx, {
          userId: found.employerId,
          type: 'system',
          message: `An administrator removed the application of ${applicantName} for "${found.jobTitle}"`,
          icon: 'info',
          link: applicantsLink(found.jobId),
        });
        await recordAudit(tx, {
          action: 'APPLICATION_DELETED',
          entityType: 'application',
          entityId: id,
          description: `Deleted the application of ${found.applicantEmail} for job "${found.jobTitle}"`,
          success: true,
          actor: { id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName, role: admin.role },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
    },
  };
}
export type AdminApplicationsService = ReturnType<typeof createAdminApplicationsService>;
