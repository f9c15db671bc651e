import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { displayName, ROLE_LABELS, ROLES, type Role } from '@jobboard/contracts/roles';
import type { AdminUser } from '@jobboard/contracts/admin-users';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { TOAST_DURATION, useToast } from '../../../ui/toasts.tsx';
import { usePagePastEnd } from '../../../ui/use-page-past-end.ts';
import { useSession } from '../../auth/session.tsx';
import { adminUsersQuery, useDeleteUser, useSetUserRole, useSetUserStatus, USERS_PAGE_SIZE } from '../api/admin-users.ts';
import { AdminToolbar, FilterBar, FilterSelect } from '../components/admin-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TableRegion } from '../components/table-region.tsx';
import { UserRow } from '../components/user-row.tsx';
import { apiQuery, useFilterParams } from '../use-filter-params.ts';
import '../admin.css';

const FILTERS = ['search', 'role', 'status'] as const;
export const DELETE_USER_WARNING =
  "This permanently deletes the user's profile, the jobs they created, the applications they submitted and all related records. This action cannot be undone.";

/** /admin/users: every user with role, status and delete actions. */
export default function AdminUsersPage() {
  const { user: me } = useSession();
  const { page, values, setFilters, reset, hrefFor } = useFilterParams(FILTERS);
  const query = useQuery(adminUsersQuery(apiQuery(page, USERS_PAGE_SIZE, values)));
  const setStatus = useSetUserStatus();
  const setRole = useSetUserRole();
  const remove = useDeleteUser();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const results = useRef<HTMLParagraphElement>(null);
  const data = query.data;
  const movingBack = usePagePastEnd(page, data && { pages: data.pagination.pages, empty: data.users.length === 0 }, hrefFor);

  const changeRole = async (user: AdminUser, role: Role) => {
    const ok = await confirm({
      title: `Change the role of ${displayName(user)}?`,
      message: `${displayName(user)} becomes ${ROLE_LABELS[role]} at once, with what that role may see and do.`,
      confirmLabel: 'Change Role',
    });
    if (!ok) return;
    try {
      toast.success(successText(await setRole.mutateAsync({ id: user.id, role }), 'User role updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update user role'));
    }
  };

  const toggle = async (user: AdminUser) => {
    if (user.is_active) {
      const ok = await confirm({
        title: `Deactivate ${displayName(user)}?`,
        message: 'They are signed out everywhere at once and cannot sign in until their account is activated again.',
        confirmLabel: 'Deactivate',
        danger: true,
      });
      if (!ok) return;
    }
    try {
      toast.success(successText(await setStatus.mutateAsync({ id: user.id, isActive: !user.is_active }), 'User status updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update user status'));
    }
  };

  const deleteUser = async (user: AdminUser) => {
    const ok = await confirm({ title: `Delete ${displayName(user)}?`, message: DELETE_USER_WARNING, confirmLabel: 'Delete User', danger: true });
    if (!ok) return;
    try {
      await remove.mutateAsync(user.id);
      toast.success('User and all related records deleted successfully!');
      results.current?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to delete user'), TOAST_DURATION.long);
    }
  };

  const busyId = (setStatus.isPending && setStatus.variables?.id) || (setRole.isPending && setRole.variables?.id) || (remove.isPending && remove.variables);
  const summary = data?.summary;
  return (
    <div className="admin-page stack">
      <AdminToolbar title="Manage Users" refresh={query} />
      <SummaryCards
        label="User summary"
        items={[
          { label: 'Total users', value: summary?.total },
          { label: 'Active', value: summary?.active },
          { label: 'Administrators', value: summary?.admins },
          { label: 'Employers', value: summary?.employers },
          { label: 'Job seekers', value: summary?.applicants },
        ]}
      />
      <FilterBar onReset={reset}>
        <SearchBox label="Search users" hint="Name or email" value={values.search} onSearch={(search) => setFilters({ search })} />
        <FilterSelect
          id="users-role"
          label="Role"
          value={values.role}
          anyLabel="All roles"
          options={ROLES.map((v) => [v, ROLE_LABELS[v]] as const)}
          onChange={(role) => setFilters({ role })}
        />
        <FilterSelect
          id="users-status"
          label="Status"
          value={values.status}
          anyLabel="All statuses"
          options={[['active', 'Active'], ['inactive', 'Inactive']] as const}
          onChange={(status) => setFilters({ status })}
        />
      </FilterBar>
      <p ref={results} tabIndex={-1} aria-live="polite" aria-atomic="true" className="admin-muted">
        {data ? `${data.pagination.total.toLocaleString()} user${data.pagination.total === 1 ? '' : 's'} found.` : ''}
      </p>
      {query.isPending ? <Loading label="Loading users..." /> : null}
      {query.isError && !data ? <LoadError title="Error Loading Users" message={messageOf(query.error, 'The users could not be loaded.')} onRetry={() => window.location.reload()} /> : null}
      {data && data.users.length === 0 && !movingBack ? <p>No users match these filters.</p> : null}
      {data && data.users.length ? (
        <TableRegion label="Users" busy={query.isFetching}>
          <table className="data-table">
            <caption className="visually-hidden">Users, page {page}</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last Login</th>
                <th scope="col">ID</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <UserRow
                  key={`${user.id}-${user.role}`}
                  user={user}
                  isSelf={user.id === me?.id}
                  busy={busyId === user.id}
                  onRole={(role) => void changeRole(user, role)}
                  onToggle={() => void toggle(user)}
                  onDelete={() => void deleteUser(user)}
                />
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {data ? <Pagination page={page} pages={data.pagination.pages} label="User pages" hrefFor={hrefFor} onNavigate={() => results.current?.focus()} /> : null}
      {dialog}
    </div>
  );
}
