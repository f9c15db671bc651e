import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SalaryPeriod } from '@jobboard/contracts/job-options';
import type { Seeker } from './match.ts';
import { placeMatch } from '../jobs/search/search.repository.ts';
import { publicJob, rowsOf } from './sql.ts';

/** How many of the newest open jobs each way of matching brings in to be scored. */
export const CANDIDATES_PER_SIGNAL = { skills: 150, needs: 100, accommodations: 100, city: 50, remote: 50 } as const;

export type CandidateRow = {
  id: string; title: string; companyName: string | null; location: string; inCity: boolean; isRemote: boolean;
  salaryMin: number | null; salaryMax: number | null; salaryCurrency: string; salaryPeriod: SalaryPeriod;
  disabilityTypes: string[]; accommodationsOffered: string[]; matchedSkills: number; applied: boolean; createdAt: string;
};

const textArray = (items: string[]) => sql`array[${sql.join(items.map((i) => sql`${i}`), sql`, `)}]::text[]`;
const skillQuery = (skill: string) => sql`plainto_tsquery('english', ${skill})`;

/**
 * The open jobs worth scoring for this seeker: the newest that match any skill (full-text search on
 * the GIN index), support any of their needs (most jobs support some), are in their city (its
 * words among the place's, from the same index) or remote, as they prefer. Each set is bounded,
 * so the work is too.
 */
export async function candidateJobs(db: Db, seeker: Seeker, applicantId: string): Promise<CandidateRow[]> {
  const sets: SQL[] = [];
  const pick = (where: SQL, order: SQL, limit: number) =>
    sets.push(sql`(select j.id from jobs j where ${publicJob('j')} and ${where} order by ${order} limit ${limit})`);
  // "+ interval '0 s'": collect the matches through the index of the WHERE and sort them, rather
  // than walk the newest-first index testing each job (slow when few jobs match).
  const collected = sql`j.created_at + interval '0 s' desc`;
  const walked = sql`j.created_at desc nulls last, j.id desc nulls last`;
  if (seeker.skills.length) {
    pick(sql`j.search_vector @@ (${sql.join(seeker.skills.map(skillQuery), sql` || `)})`, collected, CANDIDATES_PER_SIGNAL.skills);
  }
  // Most jobs support some type: walking the newest jobs finds enough quickly.
  if (seeker.needTypes.length) pick(sql`j.disability_types && ${textArray(seeker.needTypes)}`, walked, CANDIDATES_PER_SIGNAL.needs);
  if (seeker.accommodationsNeeded.length) pick(sql`j.accommodations_offered && ${textArray(seeker.accommodationsNeeded)}`, walked, CANDIDATES_PER_SIGNAL.accommodations);
  if (seeker.city.length >= 2) pick(placeMatch(sql`j.location`, seeker.city), collected, CANDIDATES_PER_SIGNAL.city);
  if (seeker.remotePreference === 'remote' || seeker.remotePreference === 'hybrid') pick(sql`j.is_remote`, walked, CANDIDATES_PER_SIGNAL.remote);
  if (!sets.length) return [];

  // "In your city" is decided here, by the place filter's own words, so the score and the candidates agree.
  const inCity = seeker.city.length >= 2 ? placeMatch(sql`j.location`, seeker.city) : sql`false`;
  const matched = seeker.skills.length
    ? sql`(select count(*) from unnest(${textArray(seeker.skills)}) s(skill) where j.search_vector @@ plainto_tsquery('english', s.skill))::int`
    : sql`0`;
  return rowsOf<CandidateRow>(db, sql`
    select j.id as "id", j.title as "title", j.company_name as "companyName", j.location as "location", (${inCity}) as "inCity", j.is_remote as "isRemote",
      j.salary_min as "salaryMin", j.salary_max as "salaryMax", j.salary_currency as "salaryCurrency", j.salary_period as "salaryPeriod",
      j.disability_types as "disabilityTypes", j.accommodations_offered as "accommodationsOffered", ${matched} as "matchedSkills",
      exists (select 1 from applications a where a.job_id = j.id and a.applicant_id = ${applicantId} and a.status <> 'applicant_withdrew') as "applied",
      to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from jobs j where j.id in (${sql.join(sets, sql` union `)})`);
}
