import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as repo from './alerts.repository.ts';
import { confirmPage, invalidLinkPage, pausedPage, STYLESHEET, STYLESHEET_PATH } from './unsubscribe-page.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

type Options = { db: Db; links: UnsubscribeLinks; siteUrl: () => string };
type Query = { search?: string; token?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /alerts/unsubscribe?search=…&token=…: GET shows a button, POST pauses the saved search. The
 * POST is also RFC 8058's one-click unsubscribe, which mail clients send from the List-Unsubscribe
 * header. A link with a wrong token, or for no search, changes nothing and says so.
 */
export const unsubscribeRoutes: FastifyPluginAsync<Options> = async (app, { db, links, siteUrl }) => {
  // One-click posts are forms; this route reads nothing from them but accepts them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  async function found(request: FastifyRequest<{ Querystring: Query }>) {
    const { search = '', token = '' } = request.query;
    if (!UUID.test(search) || !links.isGenuine(search.toLowerCase(), token)) return null;
    const row = await repo.nameOf(db, search.toLowerCase());
    return row ? { id: search.toLowerCase(), ...row } : null;
  }

  app.get(STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
  );

  app.get<{ Querystring: Query }>('/alerts/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
    const search = await found(request);
    if (!search) return html(reply, 400, invalidLinkPage());
    if (search.paused) return html(reply, 200, pausedPage(search.name, siteUrl()));
    return html(reply, 200, confirmPage(search.name, request.url));
  });

  app.post<{ Querystring: Query }>('/alerts/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
    const search = await found(request);
    if (!search) return html(reply, 400, invalidLinkPage());
    await repo.pause(db, search.id);
    return html(reply, 200, pausedPage(search.name, siteUrl()));
  });
};
