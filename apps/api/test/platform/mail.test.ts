import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/platform/mail.ts';
import { renderMail } from '../../src/platform/mail-template.ts';
import { header, readOutbox, startSmtpReceiver } from '../helpers/mail.ts';

const logs: Array<{ obj: object; msg: string; level: string }> = [];
const log = {
  info: (obj: object, msg: string) => logs.push({ obj, msg, level: 'info' }),
  error: (obj: object, msg: string) => logs.push({ obj, msg, level: 'error' }),
};
const FROM = { name: 'Inclusive Jobs', address: 'no-reply@inclusive-jobs.example' };
const mail = {
  ...renderMail({
    subject: 'Test <subject>',
    heading: 'A heading',
    blocks: [
      { kind: 'paragraph', text: 'Plain & <b>not bold</b>' },
      { kind: 'code', label: 'Your code:', code: '0427' },
      { kind: 'quote', label: 'Message', text: 'line one\nline <two>' },
    ],
    reason: 'You get this because <you> asked.',
    stop: { text: 'Stop these mails', href: 'https://jobs.example.org/profile?tab=preferences&x=<1>' },
  }),
  to: { name: '', address: 'person@example.com' },
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-mail-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('renderMail', () => {
  it('builds accessible HTML: language, title, one h1, no tables, everything typed escaped', () => {
    expect(mail.subject).toBe('Test <subject> | Inclusive Jobs');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(mail.html).toContain('<title>Test &lt;subject&gt; | Inclusive Jobs</title>');
    expect(mail.html.match(/<h1>/g)).toHaveLength(1);
    expect(mail.html).not.toMatch(/<table/i);
    expect(mail.html).toContain('Plain &amp; &lt;b&gt;not bold&lt;/b&gt;');
    expect(mail.html).toContain('<p>line &lt;two&gt;</p>');
    expect(mail.text).toContain('Your code:\n\n    0427');
    expect(mail.text).toContain('> line <two>');
  });

  it('says in the footer why the mail came and how to stop such mails, in both parts', () => {
    expect(mail.html).toMatch(/<footer>\n<p>You get this because &lt;you&gt; asked\.<\/p>\n<p><a href="https:\/\/jobs\.example\.org\/profile\?tab=preferences&amp;x=&lt;1&gt;">Stop these mails<\/a><\/p>/);
    expect(mail.text).toContain('--\nYou get this because <you> asked.\nStop these mails: https://jobs.example.org/profile?tab=preferences&x=<1>\n');
    // Dark mode gets colours of its own rather than the client's inversion.
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
  });

  it('keeps a subject on one line, whatever was typed into it', () => {
    expect(renderMail({ subject: 'a\r\nBcc: x@example.com', heading: 'h', blocks: [], reason: 'r' }).subject).toBe('a Bcc: x@example.com | Inclusive Jobs');
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes each mail as an RFC 5322 .eml file and logs its path', async () => {
    const outbox = path.join(tmp, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: outbox, log });
    const result = await mailer.send({ ...mail, replyTo: { name: '', address: 'sender@example.com' } });
    expect(result.ok).toBe(true);
    const [written] = readOutbox(outbox);
    expect(result).toMatchObject({ ok: true, file: written!.file });
    expect(logs.some((l) => l.msg.includes(written!.file))).toBe(true);
    const raw = written!.raw;
    expect(header(raw, 'From')).toBe('Inclusive Jobs <no-reply@inclusive-jobs.example>');
    expect(header(raw, 'To')).toBe('person@example.com');
    expect(header(raw, 'Reply-To')).toBe('sender@example.com');
    expect(header(raw, 'Subject')).toBe('Test <subject> | Inclusive Jobs');
    expect(header(raw, 'Message-ID')).toMatch(/^<.+@.+>$/);
    expect(header(raw, 'Date')).toBeTruthy();
    expect(header(raw, 'Auto-Submitted')).toBe('auto-generated');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    expect(raw).toMatch(/\r\n/);
    mailer.close();
  });

  it('answers ok: false and logs, without throwing, when the outbox cannot be written', async () => {
    const blocker = path.join(tmp, 'a-file');
    fs.writeFileSync(blocker, 'not a folder');
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: path.join(blocker, 'mail'), log });
    await expect(mailer.send(mail)).resolves.toEqual({ ok: false });
    expect(logs.at(-1)).toMatchObject({ level: 'error', msg: 'mail could not be sent' });
  });
});

describe('createMailer with SMTP_URL', () => {
  it('delivers over SMTP with the credentials of the URL', async () => {
    const smtp = await startSmtpReceiver({ credentials: { user: 'mailer', pass: 'p@ss word' } });
    const mailer = createMailer({ smtpUrl: `smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${smtp.port}`, from: FROM, outboxDir: tmp, log });
    expect((await mailer.send(mail)).ok).toBe(true);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.user).toBe('mailer');
    expect(smtp.received[0]!.to).toEqual(['person@example.com']);
    expect(header(smtp.received[0]!.raw, 'Subject')).toBe('Test <subject> | Inclusive Jobs');
    mailer.close();
    await smtp.close();
  });

  it('speaks TLS for an smtps:// URL', async () => {
    const smtp = await startSmtpReceiver({ secure: true });
    // NOTE: the test server's certificate is self-signed; the URL's tls options reach nodemailer.
    const mailer = createMailer({ smtpUrl: `smtps://127.0.0.1:${smtp.port}/?tls.rejectUnauthorized=false`, from: FROM, outboxDir: tmp, log });
    expect((await mailer.send(mail)).ok).toBe(true);
    expect(smtp.received).toHaveLength(1);
    mailer.close();
    await smtp.close();
  });

  it('answers ok: false and logs the reason when the server cannot be reached or refuses the login', async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${closed}`, from: FROM, outboxDir: tmp, log });
    await expect(down.send(mail)).resolves.toEqual({ ok: false });
    expect(logs.at(-1)).toMatchObject({ level: 'error', obj: { code: 'ESOCKET' } });

    const smtp = await startSmtpReceiver({ credentials: { user: 'mailer', pass: 'right' } });
    const wrong = createMailer({ smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`, from: FROM, outboxDir: tmp, log });
    await expect(wrong.send(mail)).resolves.toEqual({ ok: false });
    expect(logs.at(-1)).toMatchObject({ level: 'error', obj: { code: 'EAUTH' } });
    expect(JSON.stringify(logs)).not.toContain('0427');
    expect(smtp.received).toHaveLength(0);
    wrong.close();
    await smtp.close();
  });
});
