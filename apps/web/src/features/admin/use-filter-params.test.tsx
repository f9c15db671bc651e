import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUDIT_FILTERS, AuditFilters } from './components/audit-filters.tsx';
import { useFilterParams } from './use-filter-params.ts';

/** An admin list page in small: filters applied from the URL, and data that arrives later. */
function FilteredPage() {
  const { values, setFilters } = useFilterParams(AUDIT_FILTERS);
  const [, setLoads] = useState(0);
  return (
    <>
      <AuditFilters
        applied={values}
        actionTypes={[{ id: 'USER_STATUS_CHANGED', name: 'User Status Changed', severity_level: 'warning' }]}
        exporting={false}
        onSearch={setFilters}
        onReset={() => {}}
        onExport={() => {}}
      />
      <button type="button" onClick={() => setLoads((n) => n + 1)}>
        Data arrives
      </button>
      <output>{useLocation().search}</output>
    </>
  );
}

describe('filters kept in the URL', () => {
  it('keep a choice not yet searched when the page renders again (data arriving)', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter([{ path: '/admin/audit', element: <FilteredPage /> }], { initialEntries: ['/admin/audit'] })} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action Type' }), 'USER_STATUS_CHANGED');
    await user.click(screen.getByRole('button', { name: 'Data arrives' }));
    expect(screen.getByRole('combobox', { name: 'Action Type' })).toHaveValue('USER_STATUS_CHANGED');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status')).toHaveTextContent('?actionType=USER_STATUS_CHANGED');
  });
});
