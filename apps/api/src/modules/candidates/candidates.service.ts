import type { z } from 'zod';
import type { CandidateSearchQuery, REMOTE_FILTERS } from '@jobboard/contracts/candidates';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { FileLinks } from '../../platform/file-links.ts';
import type { AuthState } from '../../platform/guards.ts';
import { hasDisabilityInfo, type DisclosureService } from '../disclosure/disclosure.service.ts';
import { toCandidateDto } from './candidate.mapper.ts';
import * as repo from './candidates.repository.ts';

type User = AuthState['user'];
type SearchQuery = z.output<typeof CandidateSearchQuery>;

export const CANDIDATE_NOT_FOUND = 'Candidate not found';

/**
 * Which stored preferences each remote filter matches. NOTE: a candidate who chose 'any' is
 * open to every arrangement, so they match remote only, on-site only and hybrid alike.
 */
const REMOTE_MATCHES: Record<Exclude<(typeof REMOTE_FILTERS)[number], 'any'>, repo.StoredRemote[]> = {
  true: ['remote', 'any'],
  false: ['onsite', 'any'],
  hybrid: ['hybrid', 'any'],
};

export function createCandidatesService(ctx: AppContext, links: FileLinks, disclosure: DisclosureService) {
  const db = ctx.database.db;

  /** Records every candidate whose disability information this answer shows the employer. */
  const recordShown = (rows: repo.CandidateRow[], employer: User) =>
    disclosure.recordFinderViews(employer, rows.filter((r) => r.sharesDisability && hasDisabilityInfo(r) && r.id !== employer.id).map((r) => r.id));

  return {
    async search(query: SearchQuery, employer: User) {
      const { page, limit } = query;
      const { rows, total } = await repo.searchCandidates(
        db,
        {
          skills: query.skills.map((s) => s.toLowerCase()),
          accessibilityNeeds: query.accessibilityNeeds.map((s) => s.toLowerCase()),
          minExperience: query.experienceYears,
          location: query.location || undefined,
          education: query.education,
          remote: query.isRemote && query.isRemote !== 'any' ? REMOTE_MATCHES[query.isRemote] : undefined,
          keyword: query.keyword || undefined,
        },
        (page - 1) * limit,
        limit,
      );
      await recordShown(rows, employer);
      return { candidates: rows.map((r) => toCandidateDto(r, links)), total, page, pages: Math.ceil(total / limit) };
    },

    /** A public profile plus this employer's applications from the candidate; counts one view a day. */
    async get(id: string, employer: User) {
      const row = await repo.findCandidate(db, id);
      if (!row) throw notFound(CANDIDATE_NOT_FOUND);
      const [applications] = await Promise.all([
        repo.applicationsToEmployer(db, id, employer.id),
        employer.id === id ? undefined : repo.recordProfileView(db, id, employer.id),
        recordShown([row], employer),
      ]);
      return {
        candidate: toCandidateDto(row, links),
        applications: applications.map((a) => ({ id: a.id, status: a.status, appliedAt: a.appliedAt.toISOString(), job: a.job })),
      };
    },
  };
}
export type CandidatesService = ReturnType<typeof createCandidatesService>;
