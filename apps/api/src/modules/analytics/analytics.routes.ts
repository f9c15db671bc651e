import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAnalyticsResponse,
  AnalyticsRangeQuery,
  ApplicantDashboardResponse,
  ApplicationMetricsResponse,
  DashboardStatsResponse,
  EmployerDashboardResponse,
  JobStatsResponse,
  RecentActivitiesResponse,
  SystemStatusResponse,
  UserGrowthResponse,
} from '@jobboard/contracts/analytics';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { authOf, requireAuth, requireRole } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** /v1/analytics/*: each role's dashboard, and the administrators' analytics. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; analytics: AnalyticsService }> = async (app, { auth, analytics }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const signedIn = requireAuth(auth.authenticate);
  const adminOnly = requireAuth(auth.authenticate, 'admin');
  const tags = ['analytics'];
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/analytics/applicant',
    {
      schema: { tags, summary: "The job seeker's dashboard: counts and recommended jobs with their match", security, response: { 200: ApplicantDashboardResponse, ...errors } },
      preValidation: [signedIn, requireRole('applicant', 'Only job seekers can view this dashboard')],
    },
    async (request) => ok(await analytics.applicant(authOf(request).user)),
  );

  app.get(
    '/analytics/employer',
    {
      schema: { tags, summary: "The employer's dashboard: own jobs, views, applications and changes over 30 days", security, response: { 200: EmployerDashboardResponse, ...errors } },
      preValidation: [signedIn, requireRole('employer', 'Only employers can view this dashboard')],
    },
    async (request) => ok(await analytics.employer(authOf(request).user)),
  );

  const ranged = (summary: string) => ({ tags, summary, security, querystring: AnalyticsRangeQuery });

  app.get(
    '/analytics/admin',
    {
      schema: { ...ranged('Key figures of a time range with changes against the previous period, platform measurements and recent activity'), response: { 200: AdminAnalyticsResponse, ...errors } },
      preValidation: adminOnly,
    },
    async (request) => ok(await analytics.admin(request.query.time_range)),
  );

  app.get(
    '/analytics/user-growth',
    { schema: { ...ranged('New users per day or week and by role'), response: { 200: UserGrowthResponse, ...errors } }, preValidation: adminOnly },
    async (request) => ok(await analytics.userGrowth(request.query.time_range)),
  );

  app.get(
    '/analytics/job-stats',
    { schema: { ...ranged('Jobs posted per day or week, by type, status and category'), response: { 200: JobStatsResponse, ...errors } }, preValidation: adminOnly },
    async (request) => ok(await analytics.jobStats(request.query.time_range)),
  );

  app.get(
    '/analytics/application-metrics',
    { schema: { ...ranged('Applications per day or week and their current status'), response: { 200: ApplicationMetricsResponse, ...errors } }, preValidation: adminOnly },
    async (request) => ok(await analytics.applicationMetrics(request.query.time_range)),
  );

  app.get(
    '/analytics/dashboard-stats',
    { schema: { tags, summary: "Totals and what the last 7 days added (admin dashboard's cards)", security, response: { 200: DashboardStatsResponse, ...errors } }, preValidation: adminOnly },
    async () => ok(await analytics.dashboardStats()),
  );

  app.get(
    '/analytics/recent-activities',
    { schema: { tags, summary: 'The latest 10 events of the audit trail and the application history', security, response: { 200: RecentActivitiesResponse, ...errors } }, preValidation: adminOnly },
    async () => ok(await analytics.recentActivities()),
  );

  app.get(
    '/analytics/system-status',
    { schema: { tags, summary: 'Database, API server, web client, mail and file storage, checked now', security, response: { 200: SystemStatusResponse, ...errors } }, preValidation: adminOnly },
    async () => ok(await analytics.systemStatus()),
  );

  app.get(
    '/analytics/report',
    {
      schema: { tags, summary: 'The analytics of a time range as a CSV file (analytics_report_{range}_{date}.csv)', security, querystring: AnalyticsRangeQuery, produces: ['text/csv'], response: errors },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const { fileName, csv } = await analytics.report(request.query.time_range);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        // NOTE: the CSV text is the 200 body; the response schemas only describe the error envelopes.
        .send(csv as never);
    },
  );
};
