import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequest, ContactResponse } from '@jobboard/contracts/contact';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { requestMeta } from '../../platform/guards.ts';
import type { ContactService } from './contact.service.ts';

/** Mounted under /apis/v1: the contact call goes to the site's own origin (docs/architecture.md#api-conventions). */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        body: ContactRequest,
        response: { 201: ContactResponse, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body, requestMeta(request));
      return reply.status(201).send({ success: true, message: 'Thank you for contacting us. We will reply within 2 business days.' });
    },
  );
};
