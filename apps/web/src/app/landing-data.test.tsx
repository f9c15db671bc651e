import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JobDetailPage from '../features/jobs/pages/job-detail-page.tsx';
import { fakeJob } from '../test/fixtures.ts';
import { renderWithProviders, stubFetch, testQueryClient } from '../test-utils.tsx';
import { prefetchLandingData } from './landing-data.ts';
import { routes } from './router.tsx';

afterEach(() => vi.unstubAllGlobals());

const job = fakeJob({ title: 'Data Analyst' });
function stub() {
  const { fetchStub, calls } = stubFetch({
    [`GET /v1/jobs/${job.id}`]: () => ({ body: { success: true, data: { job } } }),
    [`GET /v1/jobs/${job.id}/similar`]: () => ({ body: { success: true, data: { jobs: [] } } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

describe('prefetchLandingData', () => {
  it("asks for a job page's job before the page renders, and the page shows that answer without asking again (one view counted)", async () => {
    const calls = stub();
    const queryClient = testQueryClient();
    prefetchLandingData(queryClient, routes, `/jobs/${job.id}`);
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual([`/v1/jobs/${job.id}`]));

    renderWithProviders(<JobDetailPage />, { route: `/jobs/${job.id}`, path: '/jobs/:id', queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/v1/jobs/${job.id}`)).toHaveLength(1);
  });

  it.each(['/', '/jobs', '/jobs/post', '/jobs/preview', '/jobs/my-jobs', `/jobs/${job.id}/edit`, '/applications'])('fetches nothing on %s', async (path) => {
    const calls = stub();
    prefetchLandingData(testQueryClient(), routes, path);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});
