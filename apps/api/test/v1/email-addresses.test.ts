// Every request that takes an email address refuses one a mail library would read as something
// else (the probe's `victim;<x>@evil.example` became an odd To: header), and mails name their
// people as address objects, so nothing typed can add a recipient.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { contactMessages } from '../../src/db/schema.ts';
import { call, createTestApp, freshIp, registerUser, type TestApp } from '../helpers/app.ts';
import { expectFieldError } from '../helpers/expect.ts';
import { header, lastMailTo, readOutbox, mailSettled } from '../helpers/mail.ts';
import { countUsers } from '../helpers/stored.ts';

const PROBE = 'victim;<x>@evil.example';
const INVALID = 'Please enter a valid email address';

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-email-'));
  t = await createTestApp({ DATA_DIR: dir, SUPPORT_EMAIL: 'help@jobs.example.org' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { body, ip: freshIp() });
const mails = () => readOutbox(path.join(dir, 'mail')).length;
const registration = (email: string) => ({
  email,
  password: 'Lantern-Quartz-Meadow-41',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'applicant',
  termsAccepted: true,
});
const contact = (email: string, name = 'Sam Rivera') => ({ name, email, subject: 'Captions', message: 'Could the help videos have captions please?' });

describe(`the probe's address ${PROBE}`, () => {
  it.each([
    ['POST /v1/auth/register', '/v1/auth/register', registration(PROBE)],
    ['POST /v1/auth/login', '/v1/auth/login', { email: PROBE, password: 'Lantern-Quartz-Meadow-41' }],
    ['POST /v1/auth/forgot-password', '/v1/auth/forgot-password', { email: PROBE }],
    ['POST /v1/auth/verify-otp', '/v1/auth/verify-otp', { email: PROBE, otp: '1234' }],
    ['POST /v1/auth/reset-password', '/v1/auth/reset-password', { email: PROBE, otp: '1234', newPassword: 'Lantern-Quartz-Meadow-41' }],
    ['POST /apis/v1/contact', '/apis/v1/contact', contact(PROBE)],
  ])('is refused by %s with 400, and nothing is stored or mailed', async (_label, url, body) => {
    const [users, messages, sent] = [await countUsers(t), (await t.database.db.select().from(contactMessages)).length, mails()];
    expectFieldError(await post(url, body), 'email', INVALID);
    expect([await countUsers(t), (await t.database.db.select().from(contactMessages)).length, (await mailSettled(t.database), mails())]).toEqual([users, messages, sent]);
  });

  it('cannot be set as a profile address either: the email cannot be changed there at all', async () => {
    const account = await registerUser(t.app, {}, { ip: freshIp() });
    const res = await call(t.app, 'PUT', '/v1/users/profile', { token: account.token, body: { first_name: 'Ada', last_name: 'Lovelace', email: PROBE } });
    expectFieldError(res, 'email', 'Email cannot be changed. Contact support if needed.');
  });
});

describe('the shared email rule on registration', () => {
  it.each([
    'a,b@example.com',
    'a<b>@example.com',
    '"quoted"@example.com',
    'two words@example.com',
    'tab\there@example.com',
    'a@b@example.com',
    'no-at-sign.example.com',
    'dotless@localhost',
    '.dot@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example..com',
    'bidi\u202e@example.com',
    'bell\u0007@example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %j', async (email) => {
    expectFieldError(await post('/v1/auth/register', registration(email)), 'email', INVALID);
  });

  it('keeps its length message for an address over 254 characters', async () => {
    expectFieldError(await post('/v1/auth/register', registration(`a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(70)}.org`)), 'email', 'Email must be at most 254 characters');
  });

  it.each(["o'brien+jobs@mail.example.co.uk", 'jörg@bücher.example'])('accepts %j', async (email) => {
    expect((await post('/v1/auth/register', registration(email))).statusCode).toBe(201);
  });
});

describe('addresses in mails', () => {
  it("writes the contact form's name beside the sender's address in Reply-To, never as another address", async () => {
    const email = 'sam.reply@example.com';
    const res = await post('/apis/v1/contact', contact(email, 'Eve, <attacker@evil.example>; x@evil.example'));
    expect(res.statusCode, res.body).toBe(201);
    await mailSettled(t.database);
    const toSupport = lastMailTo(path.join(dir, 'mail'), 'help@jobs.example.org')!;
    expect(addressparser(header(toSupport, 'Reply-To')!)).toEqual([{ name: 'Eve, <attacker@evil.example>; x@evil.example', address: email }]);
    expect(addressparser(header(toSupport, 'To')!)).toEqual([{ name: '', address: 'help@jobs.example.org' }]);
  });

  it.each([
    ['MAIL_FROM', 'a@example.com, b@example.com', 'must be one address'],
    ['MAIL_FROM', `Jobs <${PROBE}>`, 'must be one address'],
    ['SUPPORT_EMAIL', PROBE, 'must be an email address'],
    ['ADMIN_EMAIL', PROBE, 'must be an email address'],
  ])('refuses %s=%j at start-up', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${message}`);
  });

  it('reads MAIL_FROM as one name and address', () => {
    expect(loadConfig({ MAIL_FROM: '"Jobs, Inc." <hello@jobs.example.org>' }).mail.from).toEqual({ name: 'Jobs, Inc.', address: 'hello@jobs.example.org' });
    expect(loadConfig({}).mail.from).toEqual({ name: 'Inclusive Jobs', address: 'no-reply@inclusive-jobs.example' });
  });
});
