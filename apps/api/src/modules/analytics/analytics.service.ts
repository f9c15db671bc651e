import type { z } from 'zod';
import type {
  AdminAnalytics,
  AnalyticsRange,
  ApplicantDashboard,
  ApplicationMetricsSchema,
  EmployerDashboard,
  JobStatsSchema,
  UserGrowthSchema,
} from '@jobboard/contracts/analytics';
import { APPLICATION_STATUS_LABELS, JOB_STATUS_LABELS, JOB_TYPE_LABELS, JOB_TYPES, APPLICATION_STATUSES, salaryText } from '@jobboard/contracts/job-options';
import { displayName, ROLE_LABELS, ROLES } from '@jobboard/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { AuthState } from '../../platform/guards.ts';
import type { RequestMetrics } from '../../platform/metrics.ts';
import type { AccommodationRequestsService } from '../accommodation-requests/accommodation-requests.service.ts';
import { recentActivity } from './activity.ts';
import * as admin from './admin-analytics.repository.ts';
import * as dashboards from './dashboards.repository.ts';
import { canMatch, matchHint, scoreJob, seekerOf } from './match.ts';
import { candidateJobs } from './match.repository.ts';
import { bucketLabel, oneDecimal, percentChange, percentOf, periodOf, type Period } from './periods.ts';
import { analyticsReportCsv, reportFileName } from './report-csv.ts';
import { systemStatus } from './system-status.ts';

type User = AuthState['user'];
type Point = { label: string; value: number };

const RECOMMENDED = 6;
const DAY_MS = 24 * 60 * 60 * 1000;
const JOB_STATUS_ORDER = ['active', 'inactive', 'employer_deactivated', 'deleted'] as const;

/** Counts per key in a fixed order with labels, zeros included, so charts keep their bars. */
function labelled<K extends string>(rows: Array<{ key: string; value: number }>, keys: readonly K[], labels: Record<K, string>): Point[] {
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return keys.map((k) => ({ label: labels[k], value: byKey.get(k) ?? 0 }));
}

export type AnalyticsDeps = {
  metrics: RequestMetrics;
  webClientBuilt: () => boolean;
  /** The employer dashboard's accommodation request figures come from their module. */
  accommodationRequests: Pick<AccommodationRequestsService, 'employerFigures'>;
  clock?: () => Date;
};

export function createAnalyticsService(ctx: AppContext, deps: AnalyticsDeps) {
  const db = ctx.database.db;
  const now = deps.clock ?? (() => new Date());

  // Newest first: charts show the first 7 points, which should be the latest.
  const newestFirst = (p: Period, rows: Array<{ day: string; value: number }>) =>
    rows.map((r) => ({ label: bucketLabel(p.bucket, r.day), value: r.value })).reverse();
  const seriesOf = async (...args: Parameters<typeof admin.series> extends [unknown, ...infer R] ? R : never) =>
    newestFirst(args[2], await admin.series(db, ...args));
  const sum = (rows: admin.StatusCounts[], key: 'earlier' | 'previous' | 'current' | 'later', keep: (status: string) => boolean = () => true) =>
    rows.reduce((total, r) => (keep(r.status) ? total + r[key] : total), 0);
  const NOT_MOVED_ON = ['applied', 'applicant_withdrew'];

  const service = {
    async applicant(user: User): Promise<ApplicantDashboard> {
      const seeker = seekerOf(user);
      const [counts, candidates] = await Promise.all([
        dashboards.applicantCounts(db, user.id),
        canMatch(seeker) ? candidateJobs(db, seeker, user.id) : Promise.resolve([]),
      ]);
      const scored = candidates
        .map((job) => ({ job, ...scoreJob(seeker, job) }))
        .filter((m) => m.score > 0 && m.explanation)
        // Best first; among equals, more skills matched, jobs not applied to yet, then the newest.
        .sort(
          (a, b) =>
            b.score - a.score ||
            b.job.matchedSkills - a.job.matchedSkills ||
            Number(a.job.applied) - Number(b.job.applied) ||
            b.job.createdAt.localeCompare(a.job.createdAt),
        )
        .slice(0, RECOMMENDED);
      return {
        totalApplications: counts.applications,
        profileViews: counts.profileViews,
        savedJobs: counts.savedJobs,
        matchScore: scored.length ? Math.round(scored.reduce((sum, m) => sum + m.score, 0) / scored.length) : null,
        matchHint: matchHint(seeker, user.accessibilityNeeds.length > 0, scored.length),
        recommendedJobs: scored.map(({ job, score, explanation }) => ({
          id: job.id,
          title: job.title,
          company: job.companyName ?? '',
          location: job.location,
          salary: salaryText(job.salaryMin, job.salaryMax, job.salaryCurrency, job.salaryPeriod),
          is_remote: job.isRemote,
          matchScore: score,
          explanation,
          applied: job.applied,
        })),
      };
    },

    async employer(user: User): Promise<EmployerDashboard> {
      const p = periodOf('30d', now());
      const [c, recent, accommodationRequests] = await Promise.all([
        dashboards.employerCounts(db, user.id, p),
        dashboards.recentApplications(db, user.id),
        deps.accommodationRequests.employerFigures(user.id, p.now),
      ]);
      return {
        postedJobs: c.postedJobs,
        totalViews: c.totalViews,
        totalApplications: c.applications,
        averageRating: null,
        changes: {
          postedJobs: percentChange(c.postedCurrent, c.postedPrevious),
          totalViews: percentChange(c.viewsCurrent, c.viewsPrevious),
          totalApplications: percentChange(c.applicationsCurrent, c.applicationsPrevious),
        },
        recentApplications: recent.map((r) => ({
          id: r.id,
          jobId: r.jobId,
          jobTitle: r.jobTitle,
          status: r.status,
          applicantName: displayName({ first_name: r.firstName, last_name: r.lastName, email: r.email }),
          date: r.appliedAt,
        })),
        accommodationRequests,
      };
    },

    /** `breakdowns`: the job breakdowns of the same range when the caller has them (the report). */
    async admin(range: AnalyticsRange, breakdowns?: Promise<admin.JobBreakdowns>): Promise<AdminAnalytics> {
      const p = periodOf(range, now());
      const [byStatus, users, jobs, jobsWithHire, decisions, sessionMinutes, { topCategories }, activity] = await Promise.all([
        admin.applicationsByStatus(db, p),
        admin.userFigures(db, p),
        admin.jobFigures(db, p),
        admin.jobsWithHire(db, p),
        admin.decisionFigures(db, p),
        admin.sessionMinutes(db, p),
        breakdowns ?? admin.jobBreakdowns(db, p),
        recentActivity(db),
      ]);
      const apps = {
        total: sum(byStatus, 'earlier') + sum(byStatus, 'previous') + sum(byStatus, 'current') + sum(byStatus, 'later'),
        current: sum(byStatus, 'current'),
        previous: sum(byStatus, 'previous'),
        hiredCurrent: sum(byStatus, 'current', (s) => s === 'hired'),
        hiredPrevious: sum(byStatus, 'previous', (s) => s === 'hired'),
        movedOnCurrent: sum(byStatus, 'current', (s) => !NOT_MOVED_ON.includes(s)),
      };
      const conversion = percentOf(apps.hiredCurrent, apps.current);
      const previousConversion = percentOf(apps.hiredPrevious, apps.previous);
      const platform = deps.metrics.snapshot();
      return {
        timeRange: range,
        totalUsers: users.total,
        userGrowth: percentChange(users.newCurrent, users.newPrevious),
        activeJobs: jobs.active,
        jobGrowth: percentChange(jobs.postedCurrent, jobs.postedPrevious),
        totalApplications: apps.total,
        applicationGrowth: percentChange(apps.current, apps.previous),
        totalCompanies: users.employers,
        conversionRate: conversion,
        conversionChange: conversion === null || previousConversion === null ? null : oneDecimal(conversion - previousConversion),
        newUsers: users.newCurrent,
        activeUsers: users.active,
        retentionRate: percentOf(users.retained, users.earlier),
        avgSessionDuration: sessionMinutes === null ? null : oneDecimal(sessionMinutes),
        jobsPosted: jobs.postedCurrent,
        avgApplicationsPerJob: jobs.open ? oneDecimal(apps.current / jobs.open) : null,
        jobCompletionRate: percentOf(jobsWithHire, jobs.postedCurrent),
        topCategories,
        applicationsThisPeriod: apps.current,
        hiringSuccessRate: percentOf(decisions.hires, decisions.decisions),
        avgTimeToHire: decisions.daysToHire === null ? null : oneDecimal(decisions.daysToHire),
        applicationQualityScore: percentOf(apps.movedOnCurrent, apps.current),
        uptime: platform.uptimeSeconds,
        avgResponseTime: platform.meanMs,
        p95ResponseTime: platform.p95Ms,
        errorRate: platform.errorRate,
        userSatisfaction: null,
        recentActivity: activity,
      };
    },

    async userGrowth(range: AnalyticsRange): Promise<z.infer<typeof UserGrowthSchema>> {
      const p = periodOf(range, now());
      const [growth, byRole] = await Promise.all([seriesOf('users', 'created_at', p, 'bins'), admin.countsBy(db, 'users', 'role', 'created_at', p)]);
      return { timeRange: range, growth, byRole: labelled(byRole, ROLES, ROLE_LABELS) };
    },

    async jobStats(range: AnalyticsRange, breakdowns?: Promise<admin.JobBreakdowns>): Promise<z.infer<typeof JobStatsSchema>> {
      const p = periodOf(range, now());
      const [postings, { byType, byStatus, topCategories }] = await Promise.all([
        seriesOf('jobs', 'created_at', p, 'ranges', admin.POSTED_JOB),
        breakdowns ?? admin.jobBreakdowns(db, p),
      ]);
      return {
        timeRange: range,
        postings,
        byType: labelled(byType, JOB_TYPES, JOB_TYPE_LABELS),
        byStatus: labelled(byStatus, JOB_STATUS_ORDER, JOB_STATUS_LABELS),
        topCategories,
      };
    },

    async applicationMetrics(range: AnalyticsRange): Promise<z.infer<typeof ApplicationMetricsSchema>> {
      const p = periodOf(range, now());
      const [submissions, byStatus] = await Promise.all([
        admin.applicationSeries(db, p).then((rows) => newestFirst(p, rows)),
        admin.applicationsByStatus(db, p),
      ]);
      const counts = byStatus.map((r) => ({ key: r.status, value: r.current }));
      return { timeRange: range, submissions, statusBreakdown: labelled(counts, APPLICATION_STATUSES, APPLICATION_STATUS_LABELS) };
    },

    async dashboardStats() {
      const at = now();
      const weekAgo = new Date(at.getTime() - 7 * DAY_MS);
      const [stats, byStatus] = await Promise.all([
        dashboards.userAndJobStats(db, at, weekAgo),
        admin.applicationsByStatus(db, { previousStart: weekAgo, start: weekAgo, now: at }),
      ]);
      const thisWeek = sum(byStatus, 'current');
      return { ...stats, totalApplications: sum(byStatus, 'earlier') + thisWeek + sum(byStatus, 'later'), newApplicationsThisWeek: thisWeek };
    },

    async recentActivities() {
      const activities = await recentActivity(db);
      return { activities: activities.map((a) => ({ icon: a.icon, description: a.text, timestamp: a.time })) };
    },

    systemStatus() {
      return systemStatus({ config: ctx.config, database: ctx.database, metrics: deps.metrics, webClientBuilt: deps.webClientBuilt() });
    },

    async report(range: AnalyticsRange) {
      const generatedAt = now();
      // One pass over the range's jobs serves both the figures and the job statistics.
      const breakdowns = admin.jobBreakdowns(db, periodOf(range, generatedAt));
      const [figures, users, jobs, applications] = await Promise.all([
        service.admin(range, breakdowns),
        service.userGrowth(range),
        service.jobStats(range, breakdowns),
        service.applicationMetrics(range),
      ]);
      return { fileName: reportFileName(range, generatedAt), csv: analyticsReportCsv({ generatedAt, figures, users, jobs, applications }) };
    },
  };
  return service;
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
