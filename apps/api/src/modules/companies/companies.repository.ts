import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { companyPageVisible } from './company-visibility.ts';

export type CompanyRow = typeof users.$inferSelect;

export async function employerById(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.role, 'employer'))).limit(1);
  return row;
}

export async function employerBySlug(db: Db, slug: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.companySlug, slug), eq(users.role, 'employer'))).limit(1);
  return row;
}

/** Whether a slug is taken by anyone (any role: a slug once given is never reused by another). */
export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.companySlug, slug)).limit(1);
  return Boolean(row);
}

/** Sets the slug only if the employer still has none; false when another row took it first. */
export async function claimSlug(db: Db, userId: string, slug: string): Promise<boolean> {
  try {
    await db.update(users).set({ companySlug: slug }).where(and(eq(users.id, userId), sql`${users.companySlug} is null`));
    return true;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if ((error as { code?: string }).code === '23505' || cause?.code === '23505') return false;
    throw error;
  }
}

export async function updateCompany(db: Db, userId: string, values: { companyStatement: string | null; companyLocations: string[] }) {
  const [row] = await db.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  return row!;
}

export async function setHidden(db: Db, userId: string, hidden: boolean) {
  const [row] = await db.update(users).set({ companyPageHidden: hidden, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  return row!;
}

/** Points the employer at a new logo (or none) under a row lock; answers the logo it replaced. */
export async function replaceLogo(db: Db, userId: string, logoKey: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ key: users.companyLogoKey }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx.update(users).set({ companyLogoKey: logoKey, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
    return { row: row!, previousKey: before?.key ?? null };
  });
}

/** The sitemap's company pages: visible ones with a name. */
export function sitemapCompanies(db: Db) {
  return db
    .select({ slug: users.companySlug, updatedAt: users.updatedAt })
    .from(users)
    .where(companyPageVisible(sql`${users}`))
    .orderBy(users.companySlug)
    .limit(10_000);
}
