import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Role } from '@jobboard/contracts/roles';
import { messageOf } from '../../../lib/api-client.ts';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { dashboardQuery } from '../api/dashboard-api.ts';
import { AdminOverview } from './admin-overview.tsx';
import { ApplicantOverview } from './applicant-overview.tsx';
import { EmployerOverview } from './employer-overview.tsx';

/** Loading, 'Error Loading Dashboard' with Retry, or the content (kept on screen if a refresh fails). */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <LoadError
        title="Error Loading Dashboard"
        message={messageOf(query.error, 'Your dashboard could not be loaded. Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Loading label="Loading dashboard..." />;
}

function Applicant() {
  return <Loaded query={useQuery(dashboardQuery('applicant'))}>{(data) => <ApplicantOverview data={data} />}</Loaded>;
}
function Employer() {
  return <Loaded query={useQuery(dashboardQuery('employer'))}>{(data) => <EmployerOverview data={data} />}</Loaded>;
}
function Admin() {
  return <Loaded query={useQuery(dashboardQuery('admin'))}>{(data) => <AdminOverview data={data} />}</Loaded>;
}

/** Each role's own figures, from GET /v1/analytics/{role}. */
export function RoleContent({ role }: { role: Role }) {
  if (role === 'applicant') return <Applicant />;
  if (role === 'employer') return <Employer />;
  return <Admin />;
}
