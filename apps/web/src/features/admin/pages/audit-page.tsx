import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AUDIT_PAGE_SIZE, AUDIT_TIME_RANGES, type AuditTimeRange } from '@jobboard/contracts/audit-api';
import { ROLE_LABELS } from '@jobboard/contracts/roles';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useSession } from '../../auth/session.tsx';
import { auditActionTypesQuery, auditLogsQuery, auditStatsQuery, downloadAuditCsv } from '../api/audit.ts';
import { AUDIT_FILTERS, AuditFilters, type AuditFilterValues } from '../components/audit-filters.tsx';
import { AuditIntegrity } from '../components/audit-integrity.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { useFilterParams } from '../use-filter-params.ts';
import '../admin.css';

const RANGE_LABELS: Record<AuditTimeRange, string> = { '1h': 'Last hour', '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' };

/** The API query of the filters: the date-time fields are local times, sent as ISO instants. */
function auditQuery(values: AuditFilterValues, page?: number): string {
  const q = new URLSearchParams();
  if (page) q.set('page', String(page));
  if (page) q.set('limit', String(AUDIT_PAGE_SIZE));
  for (const [k, v] of Object.entries(values)) {
    if (!v) continue;
    const date = k === 'startDate' || k === 'endDate' ? new Date(v) : null;
    q.set(k, date && !Number.isNaN(date.getTime()) ? date.toISOString() : v);
  }
  return q.toString();
}

/** /admin/audit: the Audit Trail; the page checks the role itself too. */
export default function AuditPage() {
  const { status, user } = useSession();
  if (status === 'loading') return <Loading label="Checking authentication..." />;
  if (!user) {
    return (
      <div className="stack">
        <PageHeading>Authentication Required</PageHeading>
        <p>Please sign in as an administrator to view the audit trail.</p>
        <Link to="/login" state={{ from: '/admin/audit' }} className="button">
          Sign In
        </Link>
      </div>
    );
  }
  if (user.role !== 'admin') {
    return (
      <div className="stack">
        <PageHeading title="Access Denied">Access Denied – Only administrators can access the Audit page.</PageHeading>
        <dl className="details-list">
          <dt>Your role</dt>
          <dd>{ROLE_LABELS[user.role]}</dd>
          <dt>Required role</dt>
          <dd>{ROLE_LABELS.admin}</dd>
          <dt>User ID</dt>
          <dd>
            <code>{user.id}</code>
          </dd>
        </dl>
        <Link to="/dashboard" className="button">
          Go to Dashboard
        </Link>
      </div>
    );
  }
  return <AuditTrail />;
}

function AuditTrail() {
  const { page, values, setFilters, reset, hrefFor } = useFilterParams(AUDIT_FILTERS);
  const [range, setRange] = useState<AuditTimeRange>('24h');
  const [exporting, setExporting] = useState(false);
  const toast = useToast();
  const results = useRef<HTMLHeadingElement>(null);
  const filterQuery = useMemo(() => auditQuery(values), [values]);
  const logs = useQuery(auditLogsQuery(auditQuery(values, page), true));
  const stats = useQuery(auditStatsQuery(range, true));
  const actionTypes = useQuery(auditActionTypesQuery(true));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filterQuery);
      toast.success('Audit logs exported successfully!');
    } catch (error) {
      toast.error(messageOf(error, 'Failed to export audit logs'));
    } finally {
      setExporting(false);
    }
  };

  const count = (success: boolean) => stats.data?.stats.find((s) => s.success === success)?.count;
  const ok = count(true);
  const failed = count(false);
  const data = logs.data;
  const first = data && data.total ? (page - 1) * AUDIT_PAGE_SIZE + 1 : 0;
  const last = data ? Math.min(page * AUDIT_PAGE_SIZE, data.total) : 0;
  const failure = logs.error instanceof ApiError ? logs.error : null;

  return (
    <div className="admin-page stack">
      <PageHeading>Audit Trail</PageHeading>
      <section aria-labelledby="audit-overview-title" className="stack">
        <div className="admin-toolbar">
          <h2 id="audit-overview-title">Activity Overview</h2>
          <div className="field">
            <label className="field__label" htmlFor="audit-range">
              Time range
            </label>
            <select id="audit-range" value={range} onChange={(e) => setRange(e.target.value as AuditTimeRange)}>
              {AUDIT_TIME_RANGES.map((r) => (
                <option key={r} value={r}>
                  {RANGE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {stats.isError ? <p className="admin-muted">The overview could not be loaded.</p> : null}
        <SummaryCards
          label={`Activity in the ${RANGE_LABELS[range].toLowerCase()}`}
          items={[
            { label: 'Total Actions', value: ok === undefined || failed === undefined ? undefined : ok + failed },
            { label: 'Successful Actions', value: ok },
            { label: 'Failed Actions', value: failed },
            { label: 'Active Users', value: stats.data?.topUsers.length },
          ]}
        />
      </section>
      <AuditIntegrity />
      <AuditFilters
        applied={values}
        actionTypes={actionTypes.data ?? []}
        exporting={exporting}
        onSearch={(next) => setFilters(next)}
        onReset={reset}
        onExport={() => void exportCsv()}
      />
      <section aria-labelledby="audit-results-title" className="stack">
        <h2 id="audit-results-title" ref={results} tabIndex={-1}>
          Audit Logs
        </h2>
        {logs.isPending ? <Loading label="Loading audit logs..." /> : null}
        {logs.isError && !data ? (
          <div className="alert alert--error">
            <h3>Error Loading Audit Data</h3>
            <p>{messageOf(logs.error, 'The audit logs could not be loaded.')}</p>
            <dl className="details-list">
              <dt>Error code</dt>
              <dd>{failure?.code ?? 'UNKNOWN'}</dd>
              <dt>Status</dt>
              <dd>{failure?.status ?? 'No answer'}</dd>
              {failure?.fieldErrors.length ? (
                <>
                  <dt>Details</dt>
                  <dd>{failure.fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ')}</dd>
                </>
              ) : null}
            </dl>
            <button type="button" className="button" onClick={() => void logs.refetch()}>
              Retry
            </button>
          </div>
        ) : null}
        {data ? (
          <p aria-live="polite" aria-atomic="true" className="admin-muted">
            {data.total ? `Showing ${first} to ${last} of ${data.total.toLocaleString()} results` : 'No audit logs found matching your criteria.'}
          </p>
        ) : null}
        {data && data.logs.length ? <AuditTable logs={data.logs} busy={logs.isFetching} /> : null}
        {data ? <Pagination page={page} pages={data.pages} label="Audit log pages" hrefFor={hrefFor} onNavigate={() => results.current?.focus()} /> : null}
      </section>
    </div>
  );
}
