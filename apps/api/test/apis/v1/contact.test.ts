import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_PER_IP: '3' });
});
afterAll(() => t.close());

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
  ])('refuses %j with the spec message and stores nothing', async (body, field, message) => {
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

  it('limits messages per address with 429 and Retry-After', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 3; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const refused = await send(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
