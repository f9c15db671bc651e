import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { jobQuery } from '../features/jobs/api/job-queries.ts';

/**
 * On a job page, starts the job's request with the entry script: otherwise it waits for the
 * page's chunk to load and render first, and the job's title (the page's largest text) comes
 * that much later. The page's own query then finds the answer on its way: same query, so the
 * job is fetched, and its view counted, once. (The job list is not fetched early: its heading
 * needs no data, and an answer arriving during the first render delayed that paint.)
 */
export function prefetchLandingData(queryClient: QueryClient, routes: RouteObject[], pathname: string): void {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (match?.route.path === '/jobs/:id' && match.params.id) void queryClient.prefetchQuery(jobQuery(match.params.id));
}
