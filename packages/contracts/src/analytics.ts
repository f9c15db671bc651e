import { z } from 'zod';
import { ANALYTICS_RANGES } from './analytics-options.ts';

export { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, shortNumber, signedPercent, type AnalyticsRange } from './analytics-options.ts';

export const AnalyticsRangeQuery = z.object({
  time_range: z.enum(ANALYTICS_RANGES, { error: 'time_range must be one of 7d, 30d, 90d, 1y' }).default('30d'),
});

/** A bar of a chart: label (e.g. '2026-11-20' or 'Week of 2026-11-16') and value. */
export const ChartPointSchema = z.object({ label: z.string(), value: z.number() });
export type ChartPoint = z.infer<typeof ChartPointSchema>;

/** A percent change against the previous period of the same length; null when that period had nothing. */
const Change = z.number().nullable();

export const ActivitySchema = z.object({
  /** One of: user, job, application, security, system — the client picks a glyph hidden from assistive tech. */
  icon: z.string(),
  text: z.string(),
  time: z.string(),
});

// ---- Role dashboards ----------------------------------------------------------------------------

export const RecommendedJobSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  /** Salary text as the job cards show it. */
  salary: z.string(),
  is_remote: z.boolean(),
  /** 0–100. */
  matchScore: z.number().int(),
  /** Why it matches, e.g. "Matches 3 of your skills; remote; supports visual accessibility". */
  explanation: z.string(),
  /** Whether the applicant has an application to this job already (Quick Apply hidden). */
  applied: z.boolean(),
});
export type RecommendedJob = z.infer<typeof RecommendedJobSchema>;

export const ApplicantDashboardSchema = z.object({
  totalApplications: z.number().int(),
  profileViews: z.number().int(),
  savedJobs: z.number().int(),
  /** Mean match score (0–100) of the recommended jobs; null when there is nothing to match yet. */
  matchScore: z.number().int().nullable(),
  /** What the applicant could add to get better matches, e.g. "Add skills to your profile". */
  matchHint: z.string().nullable(),
  recommendedJobs: z.array(RecommendedJobSchema),
});
export type ApplicantDashboard = z.infer<typeof ApplicantDashboardSchema>;

export const EmployerDashboardSchema = z.object({
  postedJobs: z.number().int(),
  totalViews: z.number().int(),
  totalApplications: z.number().int(),
  /** No rating feature exists yet: null, shown as 'N/A'. */
  averageRating: z.number().nullable(),
  /** Last 30 days against the 30 days before. */
  changes: z.object({ postedJobs: Change, totalViews: Change, totalApplications: Change }),
  recentApplications: z.array(
    z.object({ id: z.string().uuid(), jobId: z.string().uuid(), jobTitle: z.string(), status: z.string(), applicantName: z.string(), date: z.string() }),
  ),
  /** Accommodation requests on the employer's jobs (docs/decisions/019-accommodation-requests.md). */
  accommodationRequests: z.object({
    /** Waiting for an answer now, and since when the one waiting longest. */
    waiting: z.number().int(),
    oldestWaitingSince: z.string().nullable(),
    /** Requests made in the last 90 days. */
    made: z.number().int(),
    /**
     * For 2 and 7 days: of the requests made in the last 90 days whose first N days are over or
     * that were answered, the percent first answered within N days; null when there are none.
     */
    answeredWithin: z.array(z.object({ days: z.number().int(), percent: z.number().nullable(), of: z.number().int() })),
  }),
});
export type EmployerDashboard = z.infer<typeof EmployerDashboardSchema>;

// ---- Admin analytics ----------------------------------------------------------------------------

/** GET /v1/analytics/admin?time_range=: the admin dashboard's figures and the analytics page's key metrics. */
export const AdminAnalyticsSchema = z.object({
  timeRange: z.enum(ANALYTICS_RANGES),
  totalUsers: z.number().int(),
  userGrowth: Change,
  activeJobs: z.number().int(),
  jobGrowth: Change,
  totalApplications: z.number().int(),
  applicationGrowth: Change,
  totalCompanies: z.number().int(),
  /** hired ÷ applications made in the range, percent with one decimal; null without applications. */
  conversionRate: z.number().nullable(),
  /** Percentage points against the previous period. */
  conversionChange: Change,
  newUsers: z.number().int(),
  /** Users who signed in within the range. */
  activeUsers: z.number().int(),
  /** Share of users created before the range who signed in within it, percent. */
  retentionRate: z.number().nullable(),
  /** Mean minutes between a session's start and its last use, for sessions started in the range. */
  avgSessionDuration: z.number().nullable(),
  jobsPosted: z.number().int(),
  avgApplicationsPerJob: z.number().nullable(),
  /** Share of jobs posted in the range that made a hire, percent. */
  jobCompletionRate: z.number().nullable(),
  topCategories: z.array(ChartPointSchema),
  applicationsThisPeriod: z.number().int(),
  /** Share of applications decided in the range (hired or rejected) that were hires, percent. */
  hiringSuccessRate: z.number().nullable(),
  /** Mean days from applying to hired, from the application history, for hires in the range. */
  avgTimeToHire: z.number().nullable(),
  /** Share of applications in the range that an employer moved past 'applied', percent. */
  applicationQualityScore: z.number().nullable(),
  /** From the running server's own measurements. */
  uptime: z.number(),
  avgResponseTime: z.number().nullable(),
  p95ResponseTime: z.number().nullable(),
  errorRate: z.number().nullable(),
  /** No satisfaction survey exists: null, shown as 'Not measured'. */
  userSatisfaction: z.number().nullable(),
  recentActivity: z.array(ActivitySchema),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

export const UserGrowthSchema = z.object({
  timeRange: z.enum(ANALYTICS_RANGES),
  /** New users per day (7d, 30d) or per week (90d, 1y), newest first (charts show the first 7), empty buckets included. */
  growth: z.array(ChartPointSchema),
  byRole: z.array(ChartPointSchema),
});
export const JobStatsSchema = z.object({
  timeRange: z.enum(ANALYTICS_RANGES),
  postings: z.array(ChartPointSchema),
  byType: z.array(ChartPointSchema),
  byStatus: z.array(ChartPointSchema),
  topCategories: z.array(ChartPointSchema),
});
export const ApplicationMetricsSchema = z.object({
  timeRange: z.enum(ANALYTICS_RANGES),
  /** Applications made per day/week. */
  submissions: z.array(ChartPointSchema),
  /** Current status of the applications made in the range (employer labels). */
  statusBreakdown: z.array(ChartPointSchema),
});

/** GET /v1/analytics/dashboard-stats: the admin dashboard's stat cards. */
export const DashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  newUsersThisWeek: z.number().int(),
  totalJobs: z.number().int(),
  newJobsThisWeek: z.number().int(),
  totalApplications: z.number().int(),
  newApplicationsThisWeek: z.number().int(),
  totalEmployers: z.number().int(),
  newEmployersThisWeek: z.number().int(),
});

/** GET /v1/analytics/recent-activities: `data.activities`, newest first. */
export const RecentActivitySchema = z.object({ icon: z.string(), description: z.string(), timestamp: z.string() });

/** GET /v1/analytics/system-status: real checks, not fixed text. */
export const SystemStatusSchema = z.object({
  components: z.array(z.object({ name: z.string(), status: z.enum(['online', 'degraded', 'offline']), detail: z.string() })),
  checkedAt: z.string(),
});

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const ApplicantDashboardResponse = ok(ApplicantDashboardSchema);
export const EmployerDashboardResponse = ok(EmployerDashboardSchema);
export const AdminAnalyticsResponse = ok(AdminAnalyticsSchema);
export const UserGrowthResponse = ok(UserGrowthSchema);
export const JobStatsResponse = ok(JobStatsSchema);
export const ApplicationMetricsResponse = ok(ApplicationMetricsSchema);
export const DashboardStatsResponse = ok(DashboardStatsSchema);
export const RecentActivitiesResponse = ok(z.object({ activities: z.array(RecentActivitySchema) }));
export const SystemStatusResponse = ok(SystemStatusSchema);

