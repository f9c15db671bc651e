import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import type { ApplicationDisclosureChoice, DisclosureStage } from '@jobboard/contracts/disclosure-rules';
import type { Db } from '../../db/client.ts';
import { applicationHistory, applications, disclosureViews, jobs, userPreferences } from '../../db/schema.ts';

export type Settings = { stage: DisclosureStage; inFinder: boolean };
export const DEFAULT_SETTINGS: Settings = { stage: 'applied', inFinder: false };

/** The seekers' disclosure settings; a seeker without a preferences row has the defaults. */
export async function settingsOf(db: Db, seekerIds: string[]): Promise<Map<string, Settings>> {
  const found = new Map<string, Settings>();
  if (!seekerIds.length) return found;
  const rows = await db
    .select({ userId: userPreferences.userId, stage: userPreferences.disclosureStage, inFinder: userPreferences.disclosureInFinder })
    .from(userPreferences)
    .where(inArray(userPreferences.userId, [...new Set(seekerIds)]));
  for (const r of rows) found.set(r.userId, { stage: r.stage, inFinder: r.inFinder });
  return found;
}

export async function saveSettings(db: Db, userId: string, settings: Settings) {
  await db
    .insert(userPreferences)
    .values({ userId, disclosureStage: settings.stage, disclosureInFinder: settings.inFinder })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { disclosureStage: settings.stage, disclosureInFinder: settings.inFinder, updatedAt: sql`now()` },
    });
}

/** Every status each of these applications has had (its history), for the stage rule. */
export async function statusesReached(db: Db, applicationIds: string[]): Promise<Map<string, ApplicationStatus[]>> {
  const reached = new Map<string, ApplicationStatus[]>();
  if (!applicationIds.length) return reached;
  const rows = await db
    .selectDistinct({ applicationId: applicationHistory.applicationId, status: applicationHistory.toStatus })
    .from(applicationHistory)
    .where(inArray(applicationHistory.applicationId, applicationIds));
  for (const r of rows) reached.set(r.applicationId, [...(reached.get(r.applicationId) ?? []), r.status as ApplicationStatus]);
  return reached;
}

/** The applicant's own application (locked for the change), with its job's title. */
export async function lockOwnApplication(tx: Db, id: string, applicantId: string) {
  const [row] = await tx
    .select({ id: applications.id, status: applications.status, choice: applications.disclosureChoice, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), eq(applications.applicantId, applicantId), sql`${jobs.status} <> 'deleted'`))
    .for('update', { of: applications });
  return row;
}

export async function setChoice(tx: Db, id: string, choice: ApplicationDisclosureChoice) {
  await tx.update(applications).set({ disclosureChoice: choice }).where(eq(applications.id, id));
}

/**
 * The applications among these that their employer has seen the applicant's profile disability
 * information on. Reading an accommodation request is not that: the request shows only itself.
 */
export async function seenByEmployer(db: Db, applicationIds: string[]): Promise<Set<string>> {
  if (!applicationIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: disclosureViews.applicationId })
    .from(disclosureViews)
    .where(and(inArray(disclosureViews.applicationId, applicationIds), eq(disclosureViews.viewerRole, 'employer'), eq(disclosureViews.context, 'application')));
  return new Set(rows.map((r) => r.id!));
}

export type ViewRecord = Omit<typeof disclosureViews.$inferInsert, 'id' | 'day' | 'firstSeenAt' | 'lastSeenAt' | 'times'>;

/** Records views, one row per viewer, place and day: a repeat that day counts one more time. */
export async function recordViews(db: Db, records: ViewRecord[]) {
  if (!records.length) return;
  await db
    .insert(disclosureViews)
    .values(records)
    .onConflictDoUpdate({
      target: [disclosureViews.seekerId, disclosureViews.viewerId, disclosureViews.context, disclosureViews.applicationId, disclosureViews.day],
      set: { lastSeenAt: sql`now()`, times: sql`${disclosureViews.times} + 1` },
    });
}

/** The seeker's views, most recent first, and how many there are. */
export async function viewsOf(db: Db, seekerId: string, offset: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(disclosureViews)
      .where(eq(disclosureViews.seekerId, seekerId))
      .orderBy(desc(disclosureViews.lastSeenAt), desc(disclosureViews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(disclosureViews).where(eq(disclosureViews.seekerId, seekerId)),
  ]);
  return { rows, total: counted!.n };
}
export type ViewRow = Awaited<ReturnType<typeof viewsOf>>['rows'][number];

export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
