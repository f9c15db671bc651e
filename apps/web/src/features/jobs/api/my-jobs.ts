import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { JOB_PAGE_SIZE } from '@jobboard/contracts/job-options';
import { api } from '../../../lib/api-client.ts';
import { JOBS_KEY, JOBS_STALE_TIME, type JobPage } from './job-queries.ts';

/** GET /v1/jobs/employer/my-jobs: the employer's own jobs with their application counts. */
export const myJobsQuery = (page: number) =>
  queryOptions<JobPage>({
    queryKey: [...JOBS_KEY, 'mine', page],
    queryFn: ({ signal }) =>
      api.get('/v1/jobs/employer/my-jobs', { query: `page=${page}&limit=${JOB_PAGE_SIZE}`, signal }).then((r) => r.data),
    staleTime: JOBS_STALE_TIME,
    placeholderData: keepPreviousData,
  });
