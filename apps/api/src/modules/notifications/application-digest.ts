import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import type { TaskQueue } from '../../platform/tasks/task-queue.ts';
import { rowsOf } from '../jobs/jobs.repository.ts';
import { preferencesPath } from './email-notices.ts';
import { applicationDigestMail } from './notice-mails.ts';
import { applicantsLink } from './notify.ts';

type DueEmployer = { userId: string; email: string; firstName: string | null; until: string };
type JobCount = { jobId: string; title: string; applications: number };

/**
 * Employers who chose one summary a day, a day after their last one: each gets the count of new
 * applications per job since then, or nothing when there are none. The `application-digests`
 * task runs every hour, so each summary comes about a day after the one before.
 */
export function registerApplicationDigests(tasks: TaskQueue, deps: { db: Db; outbox: MailOutbox; siteUrl: () => string }) {
  const { db, outbox } = deps;
  async function run(): Promise<number> {
    const due = rowsOf<DueEmployer>(
      await db.execute(sql`
        select p.user_id as "userId", u.email, u.first_name as "firstName", now()::text as until
        from user_preferences p join users u on u.id = p.user_id and u.is_active and u.role = 'employer'
        where p.email_notifications and p.new_application_emails = 'daily' and p.applications_digest_until <= now() - interval '1 day'`),
    );
    let sent = 0;
    for (const employer of due) {
      await db.transaction(async (tx) => {
        const jobs = rowsOf<JobCount>(
          await tx.execute(sql`
            select j.id as "jobId", j.title, count(*)::int as applications
            from applications a join jobs j on j.id = a.job_id
            join user_preferences p on p.user_id = j.employer_id
            where j.employer_id = ${employer.userId} and j.status <> 'deleted'
              and a.applied_at > p.applications_digest_until and a.applied_at <= ${employer.until}::timestamptz
            group by j.id, j.title order by count(*) desc, j.title`),
        );
        if (jobs.length) {
          const site = deps.siteUrl();
          const mail = applicationDigestMail({
            firstName: employer.firstName,
            jobs: jobs.map((job) => ({ title: job.title, applications: job.applications, applicantsLink: `${site}${applicantsLink(job.jobId)}` })),
            preferencesLink: `${site}${preferencesPath('employer')}`,
          });
          await outbox.send({ ...mail, to: { name: '', address: employer.email } }, tx);
          sent++;
        }
        await tx.execute(sql`update user_preferences set applications_digest_until = ${employer.until}::timestamptz where user_id = ${employer.userId}`);
      });
    }
    if (sent) outbox.flush();
    return sent;
  }
  tasks.handle('application-digests', async () => {
    await run();
  });
  return { run };
}
