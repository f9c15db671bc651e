import type { ContactRequest } from '@jobboard/contracts/contact';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import type { Mailer } from '../../platform/mail.ts';
import { acknowledgementMail, supportCopyMail } from './contact-mails.ts';
import * as repo from './contact.repository.ts';

export function createContactService(ctx: AppContext, deps: { mailer: Mailer }) {
  const { database, limiter, config } = ctx;
  return {
    /**
     * Stores the message first, so it is kept whatever happens to mail later; then forwards it
     * to support and acknowledges it to the sender. A mail that fails is logged by the mailer and
     * the message stays in the database for the team, so the sender is still told it arrived.
     */
    async submit(input: ContactRequest, meta: RequestMeta) {
      await limiter.consume(`contact:ip:${meta.ip}`, config.limits.contactPerIp, 60 * 60, 'Too many messages from this network.');
      const receivedAt = new Date();
      const stored = await repo.insertContactMessage(database.db, {
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        ipAddress: meta.ip,
        createdAt: receivedAt,
      });
      const [forwarded, acknowledged] = await Promise.all([
        deps.mailer.send({
          ...supportCopyMail({ ...input, id: stored.id, receivedAt }),
          to: { name: '', address: config.mail.supportEmail },
          replyTo: { name: input.name, address: input.email },
        }),
        deps.mailer.send({ ...acknowledgementMail({ id: stored.id }), to: { name: '', address: input.email } }),
      ]);
      return { id: stored.id, forwarded: forwarded.ok, acknowledged: acknowledged.ok };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
