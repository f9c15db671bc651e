import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationReadResponse, NotificationsResponse } from '@jobboard/contracts/notifications';
import { insertNotification } from '../../../src/modules/notifications/notifications.repository.ts';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, postJob, registerApplicant, registerEmployer, type Account } from '../../helpers/jobs.ts';
import { countNotifications, notificationsOf, unreadOf } from '../../helpers/review.ts';

let t: TestApp;
let employer: Account;
let seeker: Account;
let other: Account;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  [employer, seeker, other, admin] = await Promise.all([
    registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' }),
    registerApplicant(t, { firstName: 'Amara', lastName: 'Okafor' }),
    registerApplicant(t),
    createAdmin(t),
  ]);
});
afterAll(() => t.close());

const list = (token: string, query = '') => call(t.app, 'GET', `/v1/notifications${query}`, { token });
async function listOk(token: string, query = '') {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return NotificationsResponse.parse(res.json()).data;
}
/** A notification for `userId` written the way features write them. */
// Notifications written in one quick loop can share a timestamp; a second apart, "newest first" is one order.
let clock = Date.now() - 3_600_000;
const note = (userId: string, message: string) =>
  insertNotification(t.database.db, { userId, type: 'system', message, icon: 'info', createdAt: new Date((clock += 1000)) });

describe('notifications written by applications', () => {
  it('tells the employer about a new application, a withdrawal and a re-application', async () => {
    const job = await postJob(t, employer.token, { title: 'Senior Developer' });
    const id = (await apply(t, seeker.token, job.id)).json().data.application.id;
    expect((await notificationsOf(t, employer.user.id))[0]).toMatchObject({
      message: 'New application from Amara Okafor for "Senior Developer"',
      icon: 'application',
      link: `/my-applicants?jobId=${job.id}`,
      type: 'application_new',
      isRead: false,
    });
    await call(t.app, 'PUT', `/v1/applications/${id}/withdraw`, { token: seeker.token });
    expect((await notificationsOf(t, employer.user.id))[0]).toMatchObject({
      message: 'Amara Okafor withdrew their application for "Senior Developer"',
      icon: 'withdrawn',
      link: `/my-applicants?jobId=${job.id}`,
    });
    await apply(t, seeker.token, job.id);
    expect((await notificationsOf(t, employer.user.id))[0]!.message).toBe('New application from Amara Okafor for "Senior Developer"');
  });

  it('writes nothing when the application is refused', async () => {
    const job = await postJob(t, employer.token);
    await apply(t, seeker.token, job.id);
    const before = await countNotifications(t, employer.user.id);
    expect((await apply(t, seeker.token, job.id)).statusCode).toBe(409);
    expect((await call(t.app, 'POST', '/v1/applications', { token: employer.token, body: { job_id: job.id } })).statusCode).toBe(403);
    expect(await countNotifications(t, employer.user.id)).toBe(before);
  });
});

describe('GET /v1/notifications', () => {
  it("lists the caller's own notifications newest first, with the unread count", async () => {
    const fresh = await registerApplicant(t);
    await note(fresh.user.id, 'first');
    await note(fresh.user.id, 'second');
    await note(other.user.id, 'not yours');
    const data = await listOk(fresh.token);
    expect(data.unreadCount).toBe(2);
    expect(data.notifications.map((n) => n.message)).toEqual(['second', 'first']);
    expect(data.notifications[0]).toEqual({ id: expect.any(String), message: 'second', created_at: expect.any(String), is_read: false, icon: 'info', link: null });
  });

  it('honours limit (the dashboard asks for 5) and unread=true', async () => {
    const fresh = await registerApplicant(t);
    for (let i = 1; i <= 7; i++) await note(fresh.user.id, `n${i}`);
    const five = await listOk(fresh.token, '?limit=5');
    expect(five.notifications).toHaveLength(5);
    expect(five.unreadCount).toBe(7);
    await call(t.app, 'PUT', `/v1/notifications/${five.notifications[0]!.id}/read`, { token: fresh.token });
    const unread = await listOk(fresh.token, '?unread=true&limit=100');
    expect(unread.notifications.map((n) => n.message)).not.toContain('n7');
    expect(unread.notifications).toHaveLength(6);
    expect((await listOk(fresh.token, '?unread=false&limit=100')).notifications).toHaveLength(7);
  });

  it.each([
    ['?limit=0', 'limit', 'limit must be at least 1'],
    ['?limit=101', 'limit', 'limit must be at most 100'],
    ['?limit=-5', 'limit', 'limit must be at least 1'],
    ['?limit=x', 'limit', 'limit must be a number'],
    ['?unread=yes', 'unread', 'unread must be true or false'],
  ])('answers 400 for %s', async (query, field, message) => {
    expectFieldError(await list(seeker.token, query), field, message);
  });

  it('works for every role and refuses anonymous callers', async () => {
    for (const token of [seeker.token, employer.token, admin.token]) expect((await list(token)).statusCode).toBe(200);
    expectError(await call(t.app, 'GET', '/v1/notifications'), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /v1/notifications/{id}/read and /read-all', () => {
  it('marks one of your own read and answers the new unread count', async () => {
    const fresh = await registerApplicant(t);
    await note(fresh.user.id, 'a');
    await note(fresh.user.id, 'b');
    const [latest] = (await listOk(fresh.token)).notifications;
    const res = await call(t.app, 'PUT', `/v1/notifications/${latest!.id}/read`, { token: fresh.token });
    expect(res.statusCode).toBe(200);
    expect(NotificationReadResponse.parse(res.json()).data.unreadCount).toBe(1);
    // Marking again is harmless.
    expect((await call(t.app, 'PUT', `/v1/notifications/${latest!.id}/read`, { token: fresh.token })).json().data.unreadCount).toBe(1);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    await note(other.user.id, 'private');
    const [theirs] = (await listOk(other.token)).notifications;
    for (const token of [seeker.token, employer.token, admin.token]) {
      expectError(await call(t.app, 'PUT', `/v1/notifications/${theirs!.id}/read`, { token }), 404, 'NOT_FOUND', 'Notification not found');
    }
    expect((await notificationsOf(t, other.user.id)).find((n) => n.id === theirs!.id)!.isRead).toBe(false);
  });

  it('answers 400 for a malformed id, 404 for an unknown one and 401 without a session', async () => {
    expectFieldError(await call(t.app, 'PUT', '/v1/notifications/nope/read', { token: seeker.token }), 'id', 'Invalid notification id');
    expectError(await call(t.app, 'PUT', '/v1/notifications/00000000-0000-4000-8000-000000000000/read', { token: seeker.token }), 404, 'NOT_FOUND');
    expectError(await call(t.app, 'PUT', '/v1/notifications/00000000-0000-4000-8000-000000000000/read'), 401, 'UNAUTHORIZED');
  });

  it("read-all marks only the caller's notifications", async () => {
    const fresh = await registerApplicant(t);
    await note(fresh.user.id, 'x');
    await note(fresh.user.id, 'y');
    await note(other.user.id, 'keep unread');
    const otherUnread = await unreadOf(t, other.user.id);
    const res = await call(t.app, 'PUT', '/v1/notifications/read-all', { token: fresh.token });
    expect(res.statusCode).toBe(200);
    expect(NotificationReadResponse.parse(res.json()).data.unreadCount).toBe(0);
    expect(await unreadOf(t, fresh.user.id)).toBe(0);
    expect(await unreadOf(t, other.user.id)).toBe(otherUnread);
    expectError(await call(t.app, 'PUT', '/v1/notifications/read-all'), 401, 'UNAUTHORIZED');
  });
});
