import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditActionType, AuditLogsPage, AuditStats, AuditTimeRange, AuditVerification } from '@jobboard/contracts/audit-api';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';

export const AUDIT_KEY = ['admin', 'audit'] as const;
const MINUTE = 60_000;

/** GET /v1/audit/logs: fresh for 2 minutes (docs/architecture.md#web-client). */
export const auditLogsQuery = (query: string, enabled: boolean) =>
  queryOptions<AuditLogsPage>({
    queryKey: [...AUDIT_KEY, 'logs', query],
    queryFn: ({ signal }) => api.get('/v1/audit/logs', { query, signal }).then((r) => r.data),
    staleTime: 2 * MINUTE,
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /v1/audit/stats: fresh for 5 minutes. */
export const auditStatsQuery = (timeRange: AuditTimeRange, enabled: boolean) =>
  queryOptions<AuditStats>({
    queryKey: [...AUDIT_KEY, 'stats', timeRange],
    queryFn: ({ signal }) => api.get('/v1/audit/stats', { query: `timeRange=${timeRange}`, signal }).then((r) => r.data),
    staleTime: 5 * MINUTE,
    enabled,
  });

/** GET /v1/audit/action-types: fresh for 10 minutes, like the categories. */
export const auditActionTypesQuery = (enabled: boolean) =>
  queryOptions<AuditActionType[]>({
    queryKey: [...AUDIT_KEY, 'action-types'],
    queryFn: ({ signal }) => api.get('/v1/audit/action-types', { signal }).then((r) => r.data),
    staleTime: 10 * MINUTE,
    enabled,
  });

/**
 * GET /v1/audit/export: fetched with the bearer token (a plain link could not carry it) and
 * saved under the server's file name, audit_logs_{date}.csv.
 */
export function downloadAuditCsv(query: string): Promise<string> {
  return downloadFile(`/v1/audit/export?${query}`, `audit_logs_${new Date().toISOString().slice(0, 10)}.csv`);
}

/** GET /v1/admin/audit/verify: the server recomputes the whole hash chain (asked for, never cached). */
export function verifyAuditTrail(): Promise<AuditVerification> {
  return api.get('/v1/admin/audit/verify').then((r) => r.data);
}
