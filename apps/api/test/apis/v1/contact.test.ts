import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { decodeQuotedPrintable, header, lastMailTo, mailSettled } from '../../helpers/mail.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-contact-'));
const outbox = path.join(dataDir, 'mail');
let t: TestApp;
let smtpDown: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_PER_IP: '3', DATA_DIR: dataDir, SUPPORT_EMAIL: 'help@jobs.example.org' });
  const closedPort = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
  // A database of its own: a second server on the same one would share its mail queue.
  smtpDown = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
});
afterAll(async () => {
  await smtpDown.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const valid = { name: 'Sam Rivera', email: 'Sam@Example.com', phone: '', subject: 'Captions on videos', message: 'Could the help videos have captions please?' };
const stored = () => t.database.db.select().from(contactMessages);
const send = (body: unknown, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/apis/v1/contact', payload: body as object, remoteAddress: ip });

describe('POST /apis/v1/contact', () => {
  it.each([
    [{ ...valid, name: '  ' }, 'name', 'Name is required'],
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'sam-at-example' }, 'email', 'Please enter a valid email address'],
    [{ ...valid, subject: '' }, 'subject', 'Subject is required'],
    [{ ...valid, message: '' }, 'message', 'Message is required'],
    [{ ...valid, message: '   short   ' }, 'message', 'Message must be at least 10 characters long'],
    [{ ...valid, extra: 'x' }, 'extra', 'Unknown field: extra'],
  ])('refuses %j with the fixed message and stores nothing', async (body, field, message) => {
    const before = (await stored()).length;
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await stored()).length).toBe(before);
  });

  it('stores a valid message, trimmed, with the email in lower case', async () => {
    const res = await send({ ...valid, message: `  ${valid.message}  ` }, '10.0.0.2');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({ name: 'Sam Rivera', email: 'sam@example.com', phone: null, message: valid.message });
  });

  it('mails the message to support, replying to the sender, and an acknowledgement that repeats nothing typed', async () => {
    const email = 'mail.check@example.com';
    const res = await send({ ...valid, email, subject: 'Screen <reader> help', message: 'Line one\nLine <b>two</b> & more' }, '10.0.0.4');
    expect(res.statusCode).toBe(201);
    await mailSettled(t.database);
    const toSupport = lastMailTo(outbox, 'help@jobs.example.org')!;
    expect(header(toSupport, 'Subject')).toBe('Contact form: Screen <reader> help | Inclusive Jobs');
    expect(header(toSupport, 'Reply-To')).toBe(`Sam Rivera <${email}>`);
    const readable = decodeQuotedPrintable(toSupport);
    expect(readable).toContain('> Line <b>two</b> & more');
    expect(readable).toContain('<p>Line &lt;b&gt;two&lt;/b&gt; &amp; more</p>');

    await mailSettled(t.database);
    const ack = decodeQuotedPrintable(lastMailTo(outbox, email)!);
    expect(header(ack, 'Subject')).toBe('We received your message | Inclusive Jobs');
    expect(ack).toContain('within 2 business days');
    expect(ack).not.toContain('Screen');
    expect(ack).not.toContain('Line one');
  });

  it('keeps the message and says it was sent when the mail server is down', async () => {
    const before = (await smtpDown.database.db.select().from(contactMessages)).length;
    const res = await smtpDown.app.inject({ method: 'POST', url: '/apis/v1/contact', payload: { ...valid, subject: 'Kept while mail is down' }, remoteAddress: '10.0.0.5' });
    expect(res.statusCode).toBe(201);
    const rows = await smtpDown.database.db.select().from(contactMessages);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ subject: 'Kept while mail is down', email: 'sam@example.com' });
  });

  it('limits messages per address with 429 and Retry-After', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 3; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const refused = await send(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
