import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction } from './audit.ts';
import { queryInt } from './fields.ts';
import { PaginationSchema } from './pagination.ts';

/** Audit page size and the largest page the API gives. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_TIME_RANGES = ['1h', '24h', '7d', '30d'] as const;
export type AuditTimeRange = (typeof AUDIT_TIME_RANGES)[number];
export const AUDIT_SEVERITIES = ['critical', 'error', 'warning', 'info'] as const;

/** "LOGIN_FAILED" → "Login failed": the name people read for an action type. */
export function auditActionName(action: string): string {
  const words = action.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const AUDIT_ENTITY_LABELS: Record<(typeof AUDIT_ENTITY_TYPES)[number], string> = {
  user: 'User',
  job: 'Job',
  application: 'Application',
  file: 'File',
  security: 'Security',
  task: 'Background task',
  accommodation_request: 'Accommodation request',
};

/** An empty query value (a filter left blank) means "no filter". */
const blankless = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

// A date (YYYY-MM-DD) or a date-time with optional seconds, fraction and zone.
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const dateParam = (label: string) =>
  blankless(
    z
      .string({ error: `${label} must be a date` })
      .max(40, { error: `${label} must be a date` })
      .regex(DATE_SHAPE, { error: `${label} must be a date or date-time (ISO 8601)` })
      .transform((v, ctx) => {
        const day = v.slice(0, 10);
        const date = new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
        // Date rolls 2024-02-31 over to March: a real day reads back as itself.
        const midnight = new Date(`${day}T00:00:00Z`);
        const realDay = !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === day;
        if (!realDay || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970) {
          ctx.addIssue({ code: 'custom', message: `${label} must be a real date` });
          return z.NEVER;
        }
        return date;
      }),
  );

const actionTypes = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

const AuditFilterFields = z.object({
  userId: blankless(z.string().uuid({ error: 'userId must be a user id (UUID)' })),
  actionType: blankless(z.enum(actionTypes, { error: 'Unknown action type' })),
  entityType: blankless(z.enum(AUDIT_ENTITY_TYPES, { error: 'Unknown entity type' })),
  success: blankless(z.enum(['true', 'false'], { error: 'success must be true or false' })),
  startDate: dateParam('startDate'),
  endDate: dateParam('endDate'),
  ipAddress: blankless(z.string().trim().max(64, { error: 'ipAddress must be at most 64 characters' })),
});
const datesInOrder = (q: { startDate?: Date | undefined; endDate?: Date | undefined }) => !q.startDate || !q.endDate || q.startDate <= q.endDate;
const DATES_OUT_OF_ORDER = { path: ['endDate'], error: 'endDate must not be before startDate' };

/** The filters of GET /v1/audit/export. */
export const AuditFilterQuery = AuditFilterFields.refine(datesInOrder, DATES_OUT_OF_ORDER);
export type AuditFilter = z.output<typeof AuditFilterFields>;

/** GET /v1/audit/logs: the filters plus paging (50 a page by default, at most 100). */
export const AuditLogsQuery = AuditFilterFields.extend({
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
}).refine(datesInOrder, DATES_OUT_OF_ORDER);

/** One audit row as the admin reads it, with the action's severity. */
export const AuditLogSchema = z.object({
  id: z.string().uuid(),
  seq: z.number().int(),
  created_at: z.string(),
  user_id: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  action_type: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  description: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  success: z.boolean(),
  severity_level: z.enum(AUDIT_SEVERITIES).nullable(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;

export const AuditLogsResponse = z.object({
  success: z.literal(true),
  data: z.object({ logs: z.array(AuditLogSchema), total: z.number().int(), pages: z.number().int(), pagination: PaginationSchema }),
});
export type AuditLogsPage = z.infer<typeof AuditLogsResponse>['data'];

export const AuditStatsQuery = z.object({
  timeRange: blankless(z.enum(AUDIT_TIME_RANGES, { error: 'timeRange must be 1h, 24h, 7d or 30d' })).transform((v) => v ?? '24h'),
});

export const AuditStatsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    timeRange: z.enum(AUDIT_TIME_RANGES),
    /** Counts of successful and failed actions in the range. */
    stats: z.array(z.object({ success: z.boolean(), count: z.number().int() })),
    /** The most active users in the range, most active first (at most 10). */
    topUsers: z.array(
      z.object({
        user_id: z.string().nullable(),
        email: z.string().nullable(),
        first_name: z.string().nullable(),
        last_name: z.string().nullable(),
        role: z.string().nullable(),
        count: z.number().int(),
      }),
    ),
  }),
});
export type AuditStats = z.infer<typeof AuditStatsResponse>['data'];

export const AuditCategoriesResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.enum(AUDIT_ENTITY_TYPES), name: z.string() })),
});

export const AuditActionTypesResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.string(), name: z.string(), severity_level: z.enum(AUDIT_SEVERITIES) })),
});
export type AuditActionType = z.infer<typeof AuditActionTypesResponse>['data'][number];

/**
 * GET /v1/admin/audit/verify: the hash chain recomputed from the first row. `checkedRows` counts
 * the rows read, the first broken one included; `firstBrokenId` is that row's id (a changed row,
 * or the row after one that was removed).
 */
export const AuditVerifyResponse = z.object({
  success: z.literal(true),
  data: z.object({ valid: z.boolean(), checkedRows: z.number().int(), firstBrokenId: z.string().uuid().optional() }),
});
export type AuditVerification = z.infer<typeof AuditVerifyResponse>['data'];
