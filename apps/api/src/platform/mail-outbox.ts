import type { Db } from '../db/client.ts';
import type { Mailer, MailMessage } from './mail.ts';
import type { Sealer } from './sealed.ts';
import type { TaskQueue } from './tasks/task-queue.ts';

/**
 * Every mail leaves through the task queue: queued (in the caller's transaction when given),
 * sent by a worker, tried again when the mail server refuses it, and marked failed for an
 * administrator after the last try. The message waits sealed: it may hold a reset code.
 */
export function createMailOutbox(tasks: TaskQueue, mailer: Mailer, sealer: Sealer, tries: { retries: number; retryDelaySeconds: number }) {
  const retry = { retryLimit: tries.retries, retryDelay: tries.retryDelaySeconds, retryBackoff: true };
  tasks.handle('mail', async (data) => {
    const message = sealer.open<MailMessage>(String(data.sealed));
    const sent = await mailer.send(message);
    // The mailer has logged why; throwing hands the task back to the queue for its next try.
    if (!sent.ok) throw new Error('The mail server did not accept the mail');
  });
  return {
    /** Queues one mail. With `tx` it is sent only if that transaction commits: call `flush` after. */
    async send(message: MailMessage, tx?: Db): Promise<void> {
      await tasks.enqueue('mail', { sealed: sealer.seal(message) }, tx, retry);
    },
    /** Sends what was queued in a committed transaction now, rather than at the worker's next look. */
    flush: () => tasks.wake('mail'),
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
