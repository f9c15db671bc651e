/** Rows with controlled timestamps, straight into the test database, for the analytics figures. */
import { randomBytes, randomUUID } from 'node:crypto';
import { applicationHistory, applications, jobs, jobViews, profileViews, sessions, users } from '../../../src/db/schema.ts';
import type { TestApp } from '../../helpers/app.ts';

export const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;
/** Saturday 15 June 2030, noon UTC: every analytics clock in these tests. */
export const NOW = new Date(Date.UTC(2030, 5, 15, 12));
export const ago = (ms: number, from = NOW) => new Date(from.getTime() - ms);

type Role = 'applicant' | 'employer' | 'admin';
export async function insertUser(t: TestApp, role: Role, createdAt: Date, more: Partial<typeof users.$inferInsert> = {}) {
  const id = randomUUID();
  await t.database.db.insert(users).values({
    id,
    email: `${role}-${randomBytes(4).toString('hex')}@example.com`,
    passwordHash: 'not-a-hash',
    role,
    firstName: more.firstName ?? 'Test',
    lastName: more.lastName ?? role,
    createdAt,
    ...more,
  });
  return id;
}

export async function insertJob(t: TestApp, employerId: string, createdAt: Date, more: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(jobs)
    .values({ employerId, title: 'A job', description: 'Work.', location: 'Lisbon', jobType: 'full-time', createdAt, ...more })
    .returning({ id: jobs.id });
  return row!.id;
}

type Status = (typeof applications.$inferSelect)['status'];
export async function insertApplication(t: TestApp, jobId: string, applicantId: string, appliedAt: Date, status: Status = 'applied') {
  const [row] = await t.database.db.insert(applications).values({ jobId, applicantId, appliedAt, status }).returning({ id: applications.id });
  return row!.id;
}

export async function insertHistory(t: TestApp, applicationId: string, from: Status | null, to: Status, createdAt: Date, changedBy: string | null = null) {
  await t.database.db.insert(applicationHistory).values({ applicationId, fromStatus: from, toStatus: to, createdAt, changedBy });
}

export async function insertSession(t: TestApp, userId: string, createdAt: Date, lastUsedAt: Date) {
  await t.database.db.insert(sessions).values({
    userId,
    tokenHash: randomBytes(16).toString('hex'),
    createdAt,
    lastUsedAt,
    expiresAt: new Date(lastUsedAt.getTime() + DAY),
  });
}

export async function insertJobView(t: TestApp, jobId: string, day: Date, viewer = randomUUID()) {
  await t.database.db.insert(jobViews).values({ jobId, viewerKey: viewer, day: day.toISOString().slice(0, 10) });
}

export async function insertProfileView(t: TestApp, candidateId: string, viewerId: string, day: Date) {
  await t.database.db.insert(profileViews).values({ candidateId, viewerId, day: day.toISOString().slice(0, 10) });
}
