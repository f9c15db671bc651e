/** The admin dashboard's 'Generate Report': the analytics of a range as one CSV file. */
import { ANALYTICS_RANGE_LABELS, type AdminAnalytics, type ChartPoint } from '@jobboard/contracts/analytics';
import type { z } from 'zod';
import type { ApplicationMetricsSchema, JobStatsSchema, UserGrowthSchema } from '@jobboard/contracts/analytics';
import { csvLine } from '../../platform/csv.ts';

const line = (...cells: Array<string | number | null>) => csvLine(cells);

export type ReportInput = {
  generatedAt: Date;
  figures: AdminAnalytics;
  users: z.infer<typeof UserGrowthSchema>;
  jobs: z.infer<typeof JobStatsSchema>;
  applications: z.infer<typeof ApplicationMetricsSchema>;
};

const FIGURES: Array<[keyof AdminAnalytics, string]> = [
  ['totalUsers', 'Total users'],
  ['userGrowth', 'New users change vs previous period (%)'],
  ['newUsers', 'New users'],
  ['activeUsers', 'Active users (signed in)'],
  ['retentionRate', 'Retention rate (%)'],
  ['avgSessionDuration', 'Average session duration (minutes)'],
  ['activeJobs', 'Active jobs'],
  ['jobsPosted', 'Jobs posted'],
  ['jobGrowth', 'Jobs posted change vs previous period (%)'],
  ['avgApplicationsPerJob', 'Average applications per open job'],
  ['jobCompletionRate', 'Jobs posted that made a hire (%)'],
  ['totalApplications', 'Total applications'],
  ['applicationsThisPeriod', 'Applications in the period'],
  ['applicationGrowth', 'Applications change vs previous period (%)'],
  ['conversionRate', 'Conversion rate: hired / applications (%)'],
  ['conversionChange', 'Conversion rate change (percentage points)'],
  ['hiringSuccessRate', 'Hiring success rate (%)'],
  ['avgTimeToHire', 'Average time to hire (days)'],
  ['applicationQualityScore', 'Applications moved past Applied (%)'],
  ['totalCompanies', 'Employers'],
  ['uptime', 'Server uptime (seconds)'],
  ['avgResponseTime', 'Mean response time (ms)'],
  ['p95ResponseTime', '95th percentile response time (ms)'],
  ['errorRate', 'Server error rate (%)'],
];

function section(title: string, points: ChartPoint[]): string {
  return `\r\n${line(title, 'Value')}${points.map((p) => line(p.label, p.value)).join('')}`;
}

export function analyticsReportCsv(input: ReportInput): string {
  const { figures, users, jobs, applications } = input;
  let out = line('Analytics report', ANALYTICS_RANGE_LABELS[figures.timeRange]);
  out += line('Generated at', input.generatedAt.toISOString());
  out += `\r\n${line('Metric', 'Value')}`;
  for (const [key, label] of FIGURES) out += line(label, figures[key] as number | null);
  // The API lists periods newest first for the charts; a spreadsheet reads better in date order.
  const chronological = (points: ChartPoint[]) => [...points].reverse();
  out += section('New users per period', chronological(users.growth));
  out += section('New users by role', users.byRole);
  out += section('Jobs posted per period', chronological(jobs.postings));
  out += section('Jobs posted by type', jobs.byType);
  out += section('Jobs posted by status', jobs.byStatus);
  out += section('Top categories', jobs.topCategories);
  out += section('Applications per period', chronological(applications.submissions));
  out += section('Applications by status', applications.statusBreakdown);
  out += `\r\n${line('Recent activity', 'Time')}${figures.recentActivity.map((a) => line(a.text, a.time)).join('')}`;
  return out;
}

export const reportFileName = (range: string, now: Date) => `analytics_report_${range}_${now.toISOString().slice(0, 10)}.csv`;
