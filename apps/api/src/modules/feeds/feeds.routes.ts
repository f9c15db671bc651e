import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JobListQuery } from '@jobboard/contracts/jobs';
import type { JobsService } from '../jobs/jobs.service.ts';
import { renderJobsFeed } from './jobs-feed.ts';

/** Items in a feed: feed readers keep what they have seen, so a page of the newest is enough. */
export const FEED_ITEMS = 50;

type Options = { jobs: JobsService; siteUrl: () => string };

/** RSS feeds of job-list searches, for feed readers: public jobs only, as a visitor sees them. */
export const feedsRoutes: FastifyPluginAsync<Options> = async (app, { jobs, siteUrl }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/feeds/jobs.xml', { schema: { hide: true, querystring: JobListQuery } }, async (request, reply) => {
    // A subscription keeps its words as typed and, unless it chose an order, shows the newest jobs.
    const query: JobListQuery = { ...request.query, page: 1, limit: FEED_ITEMS, sort: request.query.sort ?? 'newest', exact: 'true' };
    const { jobs: found } = await jobs.list(query, null);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/rss+xml; charset=utf-8')
      .send(renderJobsFeed(siteUrl(), request.query, found));
  });
};
