/** The role dashboards' figures: each a count over an index led by the user's id. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { at, before, oneRow, publicJob, rowsOf, within } from './sql.ts';

export type ApplicantCounts = { applications: number; profileViews: number; savedJobs: number };
export function applicantCounts(db: Db, userId: string) {
  // Saved jobs count as the saved list does: those the applicant can still see.
  return oneRow<ApplicantCounts>(db, sql`
    select (select count(*) from applications where applicant_id = ${userId})::int as "applications",
      (select count(*) from profile_views where candidate_id = ${userId})::int as "profileViews",
      (select count(*) from saved_jobs s join jobs j on j.id = s.job_id
        where s.user_id = ${userId} and (${publicJob('j')} or (j.status <> 'deleted'
          and exists (select 1 from applications a where a.job_id = j.id and a.applicant_id = ${userId}))))::int as "savedJobs"`);
}

export type Window = { now: Date; start: Date; previousStart: Date };

export type EmployerCounts = {
  postedJobs: number; totalViews: number; postedCurrent: number; postedPrevious: number;
  applications: number; applicationsCurrent: number; applicationsPrevious: number;
  viewsCurrent: number; viewsPrevious: number;
};
/** The employer's jobs (not deleted), their views and applications; views per day from job_views. */
export async function employerCounts(db: Db, employerId: string, w: Window): Promise<EmployerCounts> {
  const own = sql`j.employer_id = ${employerId} and j.status <> 'deleted'`;
  const dayOf = (d: Date) => sql`${d.toISOString().slice(0, 10)}::date`;
  const [jobs, applications, views] = await Promise.all([
    oneRow<Pick<EmployerCounts, 'postedJobs' | 'totalViews' | 'postedCurrent' | 'postedPrevious'>>(db, sql`
      select count(*)::int as "postedJobs", coalesce(sum(j.views_count), 0)::float8 as "totalViews",
        count(*) filter (where ${within(sql`j.created_at`, w.start, w.now)})::int as "postedCurrent",
        count(*) filter (where ${before(sql`j.created_at`, w.previousStart, w.start)})::int as "postedPrevious"
      from jobs j where ${own}`),
    oneRow<{ total: number; current: number; previous: number }>(db, sql`
      select count(*)::int as "total",
        count(*) filter (where ${within(sql`a.applied_at`, w.start, w.now)})::int as "current",
        count(*) filter (where ${before(sql`a.applied_at`, w.previousStart, w.start)})::int as "previous"
      from applications a join jobs j on j.id = a.job_id where ${own}`),
    oneRow<{ current: number; previous: number }>(db, sql`
      select count(*) filter (where v.day >= ${dayOf(w.start)} and v.day <= ${dayOf(w.now)})::int as "current",
        count(*) filter (where v.day >= ${dayOf(w.previousStart)} and v.day < ${dayOf(w.start)})::int as "previous"
      from job_views v join jobs j on j.id = v.job_id where ${own} and v.day >= ${dayOf(w.previousStart)}`),
  ]);
  return {
    ...jobs,
    totalViews: Number(jobs.totalViews),
    applications: applications.total,
    applicationsCurrent: applications.current,
    applicationsPrevious: applications.previous,
    viewsCurrent: views.current,
    viewsPrevious: views.previous,
  };
}

export type RecentApplicationRow = {
  id: string; jobId: string; jobTitle: string; status: string;
  firstName: string | null; lastName: string | null; email: string; appliedAt: string;
};
export function recentApplications(db: Db, employerId: string, limit = 5) {
  return rowsOf<RecentApplicationRow>(db, sql`
    select a.id as "id", j.id as "jobId", j.title as "jobTitle", a.status as "status",
      u.first_name as "firstName", u.last_name as "lastName", u.email as "email",
      to_char(a.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "appliedAt"
    from applications a join jobs j on j.id = a.job_id join users u on u.id = a.applicant_id
    where j.employer_id = ${employerId} and j.status <> 'deleted'
    order by a.applied_at desc, a.id desc limit ${limit}`);
}

export type DashboardStatsRow = {
  totalUsers: number; newUsersThisWeek: number; totalJobs: number; newJobsThisWeek: number;
  totalEmployers: number; newEmployersThisWeek: number;
};
/** Users and jobs: totals and what the last 7 days added; "jobs" are the open ones, as the card says Active Jobs. */
export async function userAndJobStats(db: Db, now: Date, weekAgo: Date): Promise<DashboardStatsRow> {
  const [users, jobs] = await Promise.all([
    oneRow<Pick<DashboardStatsRow, 'totalUsers' | 'newUsersThisWeek' | 'totalEmployers' | 'newEmployersThisWeek'>>(db, sql`
      select count(*)::int as "totalUsers",
        count(*) filter (where ${within(sql`created_at`, weekAgo, now)})::int as "newUsersThisWeek",
        count(*) filter (where role = 'employer')::int as "totalEmployers",
        count(*) filter (where role = 'employer' and ${within(sql`created_at`, weekAgo, now)})::int as "newEmployersThisWeek"
      from users`),
    oneRow<Pick<DashboardStatsRow, 'totalJobs' | 'newJobsThisWeek'>>(db, sql`
      select count(*) filter (where status = 'active' and (expires_at is null or expires_at > ${at(now)}))::int as "totalJobs",
        count(*) filter (where status not in ('draft', 'deleted') and ${within(sql`created_at`, weekAgo, now)})::int as "newJobsThisWeek"
      from jobs`),
  ]);
  return { ...users, ...jobs };
}
