import { Readable } from 'node:stream';
import type { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction } from '@jobboard/contracts/audit';
import {
  AUDIT_ENTITY_LABELS,
  auditActionName,
  type AuditFilter,
  type AuditLog,
  type AuditLogsQuery,
  type AuditTimeRange,
  type AuditVerification,
} from '@jobboard/contracts/audit-api';
import { pagination } from '@jobboard/contracts/pagination';
import { recordAudit, verifyAuditChain } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import type { AuthState } from '../../platform/guards.ts';
import { csvLine } from '../../platform/csv.ts';
import { CSV_HEADER, csvRow } from './audit-csv.ts';
import * as repo from './audit.repository.ts';

type User = AuthState['user'];
type LogsQuery = z.output<typeof AuditLogsQuery>;

const RANGE_MS: Record<AuditTimeRange, number> = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };
const TOP_USERS = 10;
/** Rows per export batch: a few hundred kilobytes of CSV in memory at a time. */
export const EXPORT_BATCH = 2000;

function toDto(r: repo.AuditRow): AuditLog {
  return {
    id: r.id,
    seq: r.seq,
    created_at: r.createdAt.toISOString(),
    user_id: r.userId,
    first_name: r.actorFirstName,
    last_name: r.actorLastName,
    email: r.actorEmail,
    role: r.actorRole,
    action_type: r.actionType,
    entity_type: r.entityType,
    entity_id: r.entityId,
    description: r.description,
    ip_address: r.ipAddress,
    user_agent: r.userAgent,
    success: r.success,
    severity_level: AUDIT_ACTIONS[r.actionType as AuditAction] ?? null,
  };
}

/** What the filters were, in words, for the export's own audit row. */
function filterText(f: AuditFilter): string {
  const parts = Object.entries(f)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v instanceof Date ? v.toISOString() : String(v)}`);
  return parts.length ? parts.join(', ') : 'no filters';
}

/** The audit trail for administrators (docs/architecture.md#audit-trail): read, summarise, export. */
export function createAuditService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async logs(query: LogsQuery) {
      const { page, limit, ...filter } = query;
      const { rows, total } = await repo.listLogs(db, filter, (page - 1) * limit, limit);
      const paging = pagination(page, limit, total);
      return { logs: rows.map(toDto), total, pages: paging.pages, pagination: paging };
    },

    async stats(timeRange: AuditTimeRange, now = Date.now()) {
      const since = new Date(now - RANGE_MS[timeRange]);
      const [bySuccess, top] = await Promise.all([repo.countBySuccess(db, since), repo.topUsers(db, since, TOP_USERS)]);
      const count = (success: boolean) => bySuccess.find((s) => s.success === success)?.count ?? 0;
      return { timeRange, stats: [{ success: true, count: count(true) }, { success: false, count: count(false) }], topUsers: top };
    },

    categories: () => AUDIT_ENTITY_TYPES.map((id) => ({ id, name: AUDIT_ENTITY_LABELS[id] })),

    actionTypes: () =>
      (Object.entries(AUDIT_ACTIONS) as Array<[AuditAction, (typeof AUDIT_ACTIONS)[AuditAction]]>).map(([id, severity]) => ({
        id,
        name: auditActionName(id),
        severity_level: severity,
      })),

    /** The whole hash chain checked, as `npm run audit:verify` checks it. */
    async verify(): Promise<AuditVerification> {
      const check = await verifyAuditChain(db);
      return check.ok ? { valid: true, checkedRows: check.rows } : { valid: false, checkedRows: check.rows + 1, firstBrokenId: check.brokenId };
    },

    /**
     * The matching rows as CSV, newest first, streamed in keyset batches: memory holds one
     * batch whatever the size of the trail. The export itself is audited first.
     */
    async exportCsv(filter: AuditFilter, admin: User, meta: RequestMeta, opts: { now?: Date; batchSize?: number } = {}) {
      const now = opts.now ?? new Date();
      const batchSize = opts.batchSize ?? EXPORT_BATCH;
      await recordAudit(db, {
        action: 'AUDIT_EXPORTED',
        entityType: 'security',
        entityId: null,
        description: `Exported audit logs (${filterText(filter)})`,
        success: true,
        actor: { id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName, role: admin.role },
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      async function* lines() {
        // The byte-order mark tells spreadsheet programs the file is UTF-8.
        yield `\uFEFF${csvLine([...CSV_HEADER])}`;
        let before: number | null = null;
        for (;;) {
          const batch = await repo.exportBatch(db, filter, before, batchSize);
          if (batch.length) yield batch.map(csvRow).join('');
          if (batch.length < batchSize) return;
          before = batch[batch.length - 1]!.seq;
        }
      }
      return { fileName: `audit_logs_${now.toISOString().slice(0, 10)}.csv`, stream: Readable.from(lines(), { objectMode: false }) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
