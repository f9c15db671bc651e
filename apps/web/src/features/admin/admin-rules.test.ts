import { describe, expect, it } from 'vitest';
import { APPLICANT_STATUS_LABELS, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@jobboard/contracts/job-options';
import { auditFilterErrors } from './components/audit-filters.tsx';
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

  it('names each application status once, the same on the admin and employer screens', () => {
    expect(APPLICATION_STATUS_LABELS).toEqual({
      applied: 'Applied',
      reviewing: 'Under Review',
      shortlisted: 'Shortlisted',
      interviewed: 'Interviewed',
      offered: 'Offer Extended',
      hired: 'Hired',
      rejected: 'Rejected',
      applicant_withdrew: 'Withdrawn',
    });
    expect(new Set(Object.values(APPLICATION_STATUS_LABELS)).size).toBe(APPLICATION_STATUSES.length);
    // The job seeker's one deliberate difference: they receive the offer the employer extends.
    const differing = APPLICATION_STATUSES.filter((s) => APPLICANT_STATUS_LABELS[s] !== APPLICATION_STATUS_LABELS[s]);
    expect(differing).toEqual(['offered']);
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
