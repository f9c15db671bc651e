import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditVerification } from '@jobboard/contracts/audit-api';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import AuditPage from './audit-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const BROKEN_ID = '0b7e1c2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d';

/** The audit page as an administrator sees it; the verify call waits until `release` is called. */
function open(verify: () => { status?: number; body: unknown }) {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(fakeUser('admin')),
    'GET /v1/audit/logs': () => ({ body: { success: true, data: { logs: [], total: 0, pages: 0, pagination: { page: 1, limit: 50, total: 0, pages: 0 } } } }),
    'GET /v1/audit/stats': () => ({ body: { success: true, data: { timeRange: '24h', stats: [], topUsers: [] } } }),
    'GET /v1/audit/action-types': () => ({ body: { success: true, data: [] } }),
    'GET /v1/admin/audit/verify': verify,
  });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith('/v1/admin/audit/verify')) await gate;
    return stub.fetchStub(input, init);
  });
  renderWithProviders(<AuditPage />, { route: '/admin/audit' });
  return { calls: stub.calls, release };
}

const answer = (data: AuditVerification) => () => ({ body: { success: true, data } });

describe('AuditPage: Verify integrity', () => {
  it('asks the server, shows that it is verifying, then says the trail is intact in a live region', async () => {
    const user = userEvent.setup();
    const { calls, release } = open(answer({ valid: true, checkedRows: 1234 }));
    await user.click(await screen.findByRole('button', { name: 'Verify integrity' }));

    const button = screen.getByRole('button', { name: 'Verifying...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Verifying the audit trail...')).toBeInTheDocument();
    await user.click(button);
    release();

    const result = await screen.findByText('The audit trail is intact: 1,234 rows checked, every one matches its hash and the row before it.');
    expect(result.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Verify integrity' })).not.toHaveAttribute('aria-disabled');
    // A click while verifying did not ask a second time.
    expect(calls.filter((c) => c.path === '/v1/admin/audit/verify')).toHaveLength(1);
  });

  it('names the first broken row when the chain does not verify', async () => {
    const user = userEvent.setup();
    const { release } = open(answer({ valid: false, checkedRows: 3, firstBrokenId: BROKEN_ID }));
    release();
    await user.click(await screen.findByRole('button', { name: 'Verify integrity' }));
    const result = await screen.findByText(new RegExp(`^Integrity check failed: row ${BROKEN_ID} does not match its hash`));
    expect(result).toHaveTextContent('(3 rows checked)');
    expect(result.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it("says so when the check itself fails, with the server's message", async () => {
    const user = userEvent.setup();
    const { release } = open(() => ({ status: 403, body: { success: false, error: { code: 'FORBIDDEN', message: 'Only administrators can do this' } } }));
    release();
    await user.click(await screen.findByRole('button', { name: 'Verify integrity' }));
    await waitFor(() => expect(screen.getByText('Only administrators can do this').closest('[aria-live="polite"]')).not.toBeNull());
  });
});
