import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobs, profileViews, userPreferences, users } from '../../db/schema.ts';

/** Stored remote preferences: remote, onsite, hybrid, any. */
export type StoredRemote = 'remote' | 'onsite' | 'hybrid' | 'any';

export type CandidateFilter = {
  /** Lower-cased; every one must be on the profile. */
  skills: string[];
  accessibilityNeeds: string[];
  minExperience?: number | undefined;
  location?: string | undefined;
  education?: string | undefined;
  /** Stored preferences that match the remote filter. */
  remote?: StoredRemote[] | undefined;
  keyword?: string | undefined;
};

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const textArray = (items: string[]) => sql`array[${sql.join(items.map((s) => sql`${s}`), sql`, `)}]::text[]`;
const tsquery = (keyword: string) => sql`websearch_to_tsquery('english', ${keyword})`;

/**
 * Who the finder may show at all: active job seekers whose profile is public. A missing
 * preferences row means the defaults (public profile, private contact details).
 * NOTE: role and is_active are written as the partial GIN indexes' predicate, so they apply.
 */
const findable = sql`${users.role} = 'applicant' and ${users.isActive} and coalesce(${userPreferences.privacyPublicProfile}, true)`;

const candidateColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePictureKey: users.profilePictureKey,
  jobTitle: users.jobTitle,
  location: users.location,
  bio: users.bio,
  skills: users.skills,
  experienceYears: users.experienceYears,
  education: users.education,
  remotePreference: users.remotePreference,
  accommodations: users.accommodations,
  accessibilityNeeds: users.accessibilityNeeds,
  accommodationsNeeded: users.accommodationsNeeded,
  email: users.email,
  phone: users.phone,
  sharesContact: sql<boolean>`coalesce(${userPreferences.privacyContactInfo}, false)`,
  /** The seeker chose to show their disability information in the finder (off without a preferences row). */
  sharesDisability: sql<boolean>`coalesce(${userPreferences.disclosureInFinder}, false)`,
};

function conditionOf(f: CandidateFilter): SQL {
  const parts: SQL[] = [findable];
  // lower_text_array(skills) is the expression of users_skills_lower_idx (GIN, containment).
  if (f.skills.length) parts.push(sql`lower_text_array(${users.skills}) @> ${textArray(f.skills)}`);
  // Only seekers who show their disability information in the finder can be found by it.
  if (f.accessibilityNeeds.length) {
    parts.push(sql`coalesce(${userPreferences.disclosureInFinder}, false)`);
    parts.push(sql`lower_text_array(${users.accessibilityNeeds}) @> ${textArray(f.accessibilityNeeds)}`);
  }
  if (f.minExperience !== undefined) parts.push(sql`${users.experienceYears} >= ${f.minExperience}`);
  if (f.location) parts.push(sql`${users.location} ilike ${likeContains(f.location)}`);
  if (f.education) parts.push(eq(users.education, f.education));
  if (f.remote) parts.push(sql`${users.remotePreference} in (${sql.join(f.remote.map((r) => sql`${r}`), sql`, `)})`);
  if (f.keyword) parts.push(sql`${users.profileSearch} @@ ${tsquery(f.keyword)}`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of candidates (best match first with a keyword, else the most recently updated) and the total.
 * NOTE: the page is chosen over narrow rows (id, order key, a window count) and only its rows are
 * then read in full, so sorting and counting many matches never carries whole profiles along.
 */
export async function searchCandidates(db: Db, f: CandidateFilter, offset: number, limit: number) {
  const where = conditionOf(f);
  const recent = [desc(users.updatedAt), desc(users.id)];
  const page = db
    .select({
      id: sql<string>`${users.id}`.as('page_id'),
      rank: (f.keyword ? sql<number>`ts_rank(${users.profileSearch}, ${tsquery(f.keyword)})` : sql<number>`0`).as('page_rank'),
      updatedAt: sql<Date>`${users.updatedAt}`.as('page_updated_at'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(where)
    .orderBy(...(f.keyword ? [sql`ts_rank(${users.profileSearch}, ${tsquery(f.keyword)}) desc`, ...recent] : recent))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({ ...candidateColumns, total: page.total })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .orderBy(desc(page.rank), desc(page.updatedAt), desc(page.id));
  if (rows.length || offset === 0) return { rows: rows.map(({ total: _t, ...row }) => row as CandidateRow), total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the total: count on its own.
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).leftJoin(userPreferences, eq(userPreferences.userId, users.id)).where(where);
  return { rows: [] as CandidateRow[], total: counted!.n };
}

export async function findCandidate(db: Db, id: string) {
  const [row] = await db
    .select(candidateColumns)
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(and(eq(users.id, id), findable))
    .limit(1);
  return row;
}
export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findCandidate>>>;

/** The candidate's applications to this employer's non-deleted jobs, newest first. */
export function applicationsToEmployer(db: Db, candidateId: string, employerId: string) {
  return db
    .select({ id: applications.id, status: applications.status, appliedAt: applications.appliedAt, job: { id: jobs.id, title: jobs.title } })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.applicantId, candidateId), eq(jobs.employerId, employerId), sql`${jobs.status} <> 'deleted'`))
    .orderBy(desc(applications.appliedAt), desc(applications.id));
}

/** One view per employer per candidate per day (the job seeker's "profile views"). */
export async function recordProfileView(db: Db, candidateId: string, viewerId: string): Promise<void> {
  await db.insert(profileViews).values({ candidateId, viewerId }).onConflictDoNothing();
}
