import type { ApplicationDisclosure, DisclosureSettings, DisclosureView } from '@jobboard/contracts/disclosure';
import { isDisabilityShared, type ApplicationDisclosureChoice } from '@jobboard/contracts/disclosure-rules';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import { pagination } from '@jobboard/contracts/pagination';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import * as repo from './disclosure.repository.ts';

type User = AuthState['user'];

export const SEEKERS_ONLY = 'Only job seekers have disability information to share.';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const ALREADY_SEEN =
  'The employer has already seen your disability information on this application, so it can no longer be held back. Your choice still applies to your other applications.';

/** What the rule needs of one application. */
export type ApplicationFacts = { id: string; applicantId: string; status: ApplicationStatus; choice: ApplicationDisclosureChoice };

/** Disability information a seeker has given: anything at all makes a view worth recording. */
export const hasDisabilityInfo = (u: { accommodations: string | null; accessibilityNeeds: string[]; accommodationsNeeded: string[] }) =>
  Boolean(u.accommodations?.trim()) || u.accessibilityNeeds.length > 0 || u.accommodationsNeeded.length > 0;

const actorOf = (u: User) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });
const nameOf = (u: User) => [u.firstName, u.lastName].filter((p) => p?.trim()).join(' ').trim() || u.email;

export function createDisclosureService(ctx: AppContext) {
  const db = ctx.database.db;

  const requireSeeker = (user: User) => {
    if (user.role !== 'applicant') throw forbidden(SEEKERS_ONLY);
  };

  /** Which of these applications their employer may see the applicant's disability information on. */
  async function sharedApplications(apps: ApplicationFacts[]): Promise<Set<string>> {
    const [settings, reached] = await Promise.all([
      repo.settingsOf(db, apps.map((a) => a.applicantId)),
      repo.statusesReached(db, apps.map((a) => a.id)),
    ]);
    const shared = new Set<string>();
    for (const a of apps) {
      const { stage } = settings.get(a.applicantId) ?? repo.DEFAULT_SETTINGS;
      if (isDisabilityShared({ stage, choice: a.choice, reached: [a.status, ...(reached.get(a.id) ?? [])] })) shared.add(a.id);
    }
    return shared;
  }

  /** The applicant's own view of the disclosure on each of these applications. */
  async function ofOwnApplications(user: User, apps: Array<Omit<ApplicationFacts, 'applicantId'>>): Promise<Map<string, ApplicationDisclosure>> {
    const facts = apps.map((a) => ({ ...a, applicantId: user.id }));
    const [shared, seen] = await Promise.all([sharedApplications(facts), repo.seenByEmployer(db, apps.map((a) => a.id))]);
    return new Map(apps.map((a) => [a.id, { choice: a.choice, shared: shared.has(a.id), seen: seen.has(a.id) }]));
  }

  function viewerOf(viewer: User) {
    if (viewer.role === 'applicant') throw new Error('a job seeker is never shown another seeker’s disability information');
    return { viewerId: viewer.id, viewerRole: viewer.role, viewerName: nameOf(viewer), viewerCompany: viewer.role === 'employer' ? viewer.companyName : null };
  }

  return {
    sharedApplications,

    async settings(user: User): Promise<DisclosureSettings> {
      requireSeeker(user);
      return (await repo.settingsOf(db, [user.id])).get(user.id) ?? repo.DEFAULT_SETTINGS;
    },

    async saveSettings(user: User, settings: DisclosureSettings, meta: RequestMeta): Promise<DisclosureSettings> {
      requireSeeker(user);
      await repo.inTransaction(db, async (tx) => {
        await repo.saveSettings(tx, user.id, settings);
        await recordAudit(tx, {
          action: 'DISCLOSURE_UPDATED',
          entityType: 'user',
          entityId: user.id,
          description: `Disability information shared from stage "${settings.stage}"; ${settings.inFinder ? 'shown' : 'not shown'} in the Candidate Finder`,
          success: true,
          actor: actorOf(user),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
      return settings;
    },

    ofOwnApplications,

    /** Shares on one application now, or holds back a share its employer has not seen yet. */
    async shareOnApplication(user: User, id: string, share: boolean, meta: RequestMeta): Promise<ApplicationDisclosure> {
      requireSeeker(user);
      const app = await repo.inTransaction(db, async (tx) => {
        const found = await repo.lockOwnApplication(tx, id, user.id);
        if (!found) throw notFound(APPLICATION_NOT_FOUND);
        if (!share && (await repo.seenByEmployer(tx, [id])).size) throw conflict(ALREADY_SEEN);
        const choice: ApplicationDisclosureChoice = share ? 'shared' : 'withheld';
        await repo.setChoice(tx, id, choice);
        await recordAudit(tx, {
          action: 'DISCLOSURE_UPDATED',
          entityType: 'application',
          entityId: id,
          description: `${share ? 'Shared' : 'Held back'} disability information on the application for "${found.jobTitle}"`,
          success: true,
          actor: actorOf(user),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        return { ...found, choice };
      });
      const mine = await ofOwnApplications(user, [{ id: app.id, status: app.status, choice: app.choice }]);
      return mine.get(id)!;
    },

    /** Records that `viewer` was shown these applicants' disability information on their applications. */
    async recordApplicationViews(viewer: User, seen: Array<{ seekerId: string; applicationId: string; jobTitle: string }>) {
      const who = viewerOf(viewer);
      await repo.recordViews(db, seen.map((s) => ({ ...who, seekerId: s.seekerId, context: 'application' as const, applicationId: s.applicationId, jobTitle: s.jobTitle })));
    },

    /** Records that `viewer` was shown these seekers' accommodation requests (docs/decisions/019-accommodation-requests.md). */
    async recordRequestViews(viewer: User, seen: Array<{ seekerId: string; applicationId: string; jobTitle: string }>) {
      const who = viewerOf(viewer);
      await repo.recordViews(db, seen.map((s) => ({ ...who, seekerId: s.seekerId, context: 'accommodation_request' as const, applicationId: s.applicationId, jobTitle: s.jobTitle })));
    },

    /** Records that `viewer` was shown these seekers' disability information in the Candidate Finder. */
    async recordFinderViews(viewer: User, seekerIds: string[]) {
      const who = viewerOf(viewer);
      await repo.recordViews(db, [...new Set(seekerIds)].map((seekerId) => ({ ...who, seekerId, context: 'finder' as const, applicationId: null, jobTitle: null })));
    },

    async views(user: User, page: number, limit: number) {
      requireSeeker(user);
      const { rows, total } = await repo.viewsOf(db, user.id, (page - 1) * limit, limit);
      return { views: rows.map(toViewDto), pagination: pagination(page, limit, total) };
    },
  };
}
export type DisclosureService = ReturnType<typeof createDisclosureService>;

/** Administrators are named by role to the seeker, as in an application's history. */
function toViewDto(row: repo.ViewRow): DisclosureView {
  const admin = row.viewerRole === 'admin';
  return {
    id: row.id,
    viewer: { name: admin ? 'An administrator of Inclusive Jobs' : row.viewerName, company: admin ? null : row.viewerCompany, role: row.viewerRole },
    context: row.context,
    application: row.context === 'finder' ? null : { id: row.applicationId, jobTitle: row.jobTitle ?? '' },
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    times: row.times,
  };
}
