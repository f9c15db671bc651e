import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailAddress } from './mail-address.ts';
import type { RenderedMail } from './mail-template.ts';

/**
 * One mail to one person, already rendered (see mail-template.ts). NOTE: addresses are objects,
 * never strings: nodemailer parses a string as an address list, so `a;<b>@x` would be two.
 */
export type MailMessage = RenderedMail & {
  to: MailAddress;
  replyTo?: MailAddress;
  /** Extra headers, such as List-Unsubscribe (RFC 8058) on alerts. */
  headers?: Record<string, string>;
};

/** Whether the mail left us: handed to the SMTP server, or written to the outbox. */
export type MailResult = { ok: true; messageId: string; file?: string } | { ok: false };

export interface Mailer {
  /** Never throws: a failure is logged here and answered as `{ ok: false }` for the caller to report. */
  send(message: MailMessage): Promise<MailResult>;
  /** Throws when mail cannot leave: the SMTP server refuses a handshake, or the outbox folder cannot be written. */
  check?(): Promise<void>;
  close(): void;
}

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type MailerOptions = {
  /** smtp:// or smtps:// with credentials and TLS options in the URL; unset writes .eml files. */
  smtpUrl: string | undefined;
  from: MailAddress;
  /** Where .eml files go when there is no SMTP server (DATA_DIR/mail). */
  outboxDir: string;
  log: Log;
};

// NOTE: nodemailer's defaults wait up to 2 minutes for a silent server; a request waiting on
// a mail should fail within seconds and say so instead.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The mail service: SMTP through nodemailer, or RFC 5322 `.eml` files in an outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  // Loaded on the first mail, so start-up does not pay for it.
  let transport: Promise<Transporter> | undefined;
  const getTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    ));

  async function writeToOutbox(raw: Buffer): Promise<string> {
    await fs.promises.mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await fs.promises.writeFile(file, raw, { flag: 'wx', mode: 0o600 });
    return file;
  }

  return {
    async send(message) {
      // NOTE: only the subject is logged; bodies hold one-time codes and people's messages.
      const about = { subject: message.subject, via: smtpUrl ? 'smtp' : 'outbox' };
      try {
        const t = await getTransport();
        const info = await t.sendMail({
          from,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
          // RFC 3834: an automatic mail, so auto-responders do not answer it.
          headers: { ...message.headers, 'Auto-Submitted': 'auto-generated' },
        });
        if (smtpUrl) {
          log.info({ ...about, messageId: info.messageId }, 'mail sent');
          return { ok: true, messageId: info.messageId };
        }
        const file = await writeToOutbox(info.message as Buffer);
        log.info({ ...about, file }, `mail written to ${file}`);
        return { ok: true, messageId: info.messageId, file };
      } catch (error) {
        const e = error as { code?: string; responseCode?: number; message?: string };
        log.error({ ...about, code: e.code, responseCode: e.responseCode, reason: e.message }, 'mail could not be sent');
        return { ok: false };
      }
    },
    async check() {
      if (smtpUrl) {
        await (await getTransport()).verify();
        return;
      }
      await fs.promises.mkdir(outboxDir, { recursive: true });
      await fs.promises.access(outboxDir, fs.constants.W_OK);
    },
    close() {
      void transport?.then((t) => t.close()).catch(() => {});
    },
  };
}
