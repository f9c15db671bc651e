import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client.ts';
import { CheckedAt } from '../../../ui/checked-at.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { StatusBadge, type BadgeTone } from '../../../ui/status-badge.tsx';
import { systemStatusQuery, type SystemStatus as Status } from '../api/analytics-api.ts';

type State = Status['components'][number]['status'];
const LABELS: Record<State, string> = { online: 'Online', degraded: 'Degraded', offline: 'Offline' };
const TONES: Record<State, BadgeTone> = { online: 'success', degraded: 'warning', offline: 'danger' };

/** The server's own checks of the database, the API and mail, with when they ran. */
export function SystemStatus() {
  const query = useQuery(systemStatusQuery());
  const data = query.data;
  return (
    <section aria-labelledby="system-status-title" className="card stack">
      <h2 id="system-status-title">System Status</h2>
      {data ? (
        <>
          <ul className="system-status">
            {data.components.map((c) => (
              <li key={c.name} className="system-status__item">
                <span className="system-status__name">{c.name}</span> <StatusBadge tone={TONES[c.status]}>{LABELS[c.status]}</StatusBadge>
                <span className="system-status__detail muted">{c.detail}</span>
              </li>
            ))}
          </ul>
          <CheckedAt at={data.checkedAt} checking={query.isFetching} onCheck={() => void query.refetch()} />
        </>
      ) : query.isError ? (
        <LoadError level="h3" message={messageOf(query.error, 'The system status could not be checked.')} onRetry={() => void query.refetch()} />
      ) : (
        <Loading label="Checking system status..." />
      )}
    </section>
  );
}
