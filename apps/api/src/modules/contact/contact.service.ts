import type { ContactRequest } from '@jobboard/contracts/contact';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import * as repo from './contact.repository.ts';

export function createContactService(ctx: AppContext) {
  const { database, limiter, config } = ctx;
  return {
    /** Stores the message first, so it is kept whatever happens to mail later. */
    async submit(input: ContactRequest, meta: RequestMeta) {
      await limiter.consume(`contact:ip:${meta.ip}`, config.limits.contactPerIp, 60 * 60, 'Too many messages from this network.');
      return repo.insertContactMessage(database.db, {
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        ipAddress: meta.ip,
      });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
