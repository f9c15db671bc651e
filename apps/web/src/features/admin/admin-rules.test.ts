import { describe, expect, it } from 'vitest';
import { adminStatusOf } from '@jobboard/contracts/admin-applications';
import { auditFilterErrors } from './components/audit-filters.tsx';
import { adminStatusLabel } from './components/application-row.tsx';
import { toggledStatus } from './pages/admin-jobs-page.tsx';
import { apiQuery } from './use-filter-params.ts';

const noFilters = { userId: '', actionType: '', entityType: '', success: '', startDate: '', endDate: '', ipAddress: '' };

describe('admin page rules', () => {
  it('toggles a job as the admin screen always has: active to inactive, anything else to active', () => {
    expect(toggledStatus('active')).toBe('inactive');
    expect(toggledStatus('inactive')).toBe('active');
    expect(toggledStatus('draft')).toBe('active');
    expect(toggledStatus('employer_deactivated')).toBe('active');
  });

  it('reads stored application statuses with the admin words', () => {
    expect(adminStatusOf('interviewed')).toBe('interviewing');
    expect(adminStatusOf('applicant_withdrew')).toBe('withdrawn');
    expect(adminStatusOf('offered')).toBeNull();
    expect(adminStatusLabel('offered')).toBe('Offer Extended');
    expect(adminStatusLabel('applicant_withdrew')).toBe('Withdrawn');
  });

  it('checks the audit filters before searching', () => {
    expect(auditFilterErrors(noFilters)).toEqual([]);
    expect(auditFilterErrors({ ...noFilters, userId: 'bob' })).toEqual([{ fieldId: 'audit-userId', message: 'User ID must be a user id (UUID)' }]);
    expect(auditFilterErrors({ ...noFilters, startDate: '2024-05-02T10:00', endDate: '2024-05-01T10:00' })).toEqual([
      { fieldId: 'audit-endDate', message: 'End date must not be before start date' },
    ]);
  });

  it('sends only the filters that have a value', () => {
    expect(apiQuery(2, 20, { search: 'ada', role: '', status: 'active' })).toBe('page=2&limit=20&search=ada&status=active');
  });
});
