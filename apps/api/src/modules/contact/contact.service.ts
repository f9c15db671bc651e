import type { ContactRequest } from '@jobboard/contracts/contact';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { acknowledgementMail, supportCopyMail } from './contact-mails.ts';
import * as repo from './contact.repository.ts';

export function createContactService(ctx: AppContext, deps: { outbox: MailOutbox }) {
  const { database, limiter, config } = ctx;
  return {
    /**
     * Stores the message and queues its two mails in one transaction (a copy to support, an
     * acknowledgement to the sender): the message is kept whatever happens to mail later, and
     * the mails are retried until the mail server takes them.
     */
    async submit(input: ContactRequest, meta: RequestMeta) {
      await limiter.consume(`contact:ip:${meta.ip}`, config.limits.contactPerIp, 60 * 60, 'Too many messages from this network.');
      const receivedAt = new Date();
      const stored = await database.db.transaction(async (tx) => {
        const row = await repo.insertContactMessage(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          subject: input.subject,
          message: input.message,
          ipAddress: meta.ip,
          createdAt: receivedAt,
        });
        await deps.outbox.send(
          { ...supportCopyMail({ ...input, id: row.id, receivedAt }), to: { name: '', address: config.mail.supportEmail }, replyTo: { name: input.name, address: input.email } },
          tx,
        );
        await deps.outbox.send({ ...acknowledgementMail({ id: row.id }), to: { name: '', address: input.email } }, tx);
        return row;
      });
      deps.outbox.flush();
      return { id: stored.id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
