import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { Database } from '../../src/db/client.ts';
import type { Mailer, MailMessage, MailResult } from '../../src/platform/mail.ts';

/** A mail as it arrived, raw (RFC 5322), with the envelope recipients. */
export type ReceivedMail = { raw: string; to: string[]; user: string | undefined };

/**
 * A real SMTP server on a free local port that keeps what it receives. `credentials` makes it
 * require AUTH with them (over plain text, as this is a test); `secure` speaks implicit TLS
 * with smtp-server's built-in test certificate; `port` listens on that port rather than a free one.
 */
export async function startSmtpReceiver(options: { credentials?: { user: string; pass: string }; secure?: boolean; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const config: SMTPServerOptions = {
    secure: options.secure ?? false,
    disabledCommands: options.secure ? [] : ['STARTTLS'],
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = options.credentials && auth.username === options.credentials.user && auth.password === options.credentials.pass;
      callback(ok ? null : new Error('Invalid username or password'), ok ? { user: auth.username } : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(config);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    received,
    /** The last mail delivered to `address`. */
    lastTo: (address: string) => [...received].reverse().find((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `.eml` files of an outbox folder, oldest first. */
export function readOutbox(dir: string): Array<{ file: string; raw: string }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: path.join(dir, name), raw: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * The last mail in the outbox whose To header names `address` (and whose Subject is `subject`, if
 * given). Mail leaves through the task queue just after the answer: await mailSettled first.
 */
export function lastMailTo(dir: string, address: string, subject?: string): string | undefined {
  const to = new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return readOutbox(dir)
    .reverse()
    .find((m) => to.test(m.raw) && (subject === undefined || header(m.raw, 'Subject') === subject))?.raw;
}

/** Waits until the task queue holds no mail still to send: what was queued has been written or sent. */
export async function mailSettled(database: Database): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const { rows } = await database.sql.query("select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')", []);
    if ((rows[0] as { n: number }).n === 0) return;
  }
  throw new Error('mail still queued after 10 s');
}

/**
 * The code of the last reset mail to `address`. Picked by subject: a throttle notice is sent
 * after the answer and can land in the outbox after the reset mail.
 */
export function lastCodeTo(dir: string, address: string): string {
  const mail = lastMailTo(dir, address, 'Your password reset code | Inclusive Jobs');
  if (!mail) throw new Error(`no reset mail to ${address}`);
  return codeFrom(mail);
}

/** One header's value, unfolded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

/** The 4-digit code of a reset mail, as its plain-text part shows it. */
export function codeFrom(raw: string): string {
  const match = /Your code:\s+(\d{4})\b/.exec(raw);
  if (!match) throw new Error(`no reset code in this mail:\n${raw.slice(0, 2000)}`);
  return match[1]!;
}

/** The mail with quoted-printable undone (soft line breaks joined, =XX decoded), for reading links. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A mail service that keeps every mail in memory; `pending` makes every send wait forever instead. */
export function memoryMailer(options: { pending?: boolean } = {}) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) => {
      sent.push(message);
      return options.pending ? new Promise<MailResult>(() => {}) : Promise.resolve({ ok: true, messageId: `<${sent.length}@test>` });
    },
    close: () => {},
  };
  return { mailer, sent, to: (address: string) => sent.filter((m) => m.to.address === address) };
}

/** Waits until `ready` holds, for what the server does after answering (a notice mail). */
export async function eventually(ready: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > timeoutMs) throw new Error('still not so after waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A header's value with RFC 2047 encoded words (quoted-printable or base64) decoded, as a mail client shows it. */
export function decodedHeader(raw: string, name: string): string | undefined {
  const value = header(raw, name);
  return value
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
