import type { AccommodationId } from '@jobboard/contracts/accommodation-options';
import type { Candidate } from '@jobboard/contracts/candidates';
import type { FileLinks } from '../../platform/file-links.ts';
import type { CandidateRow } from './candidates.repository.ts';

// NOTE: the API speaks the profile's remote values ('true' remote only, 'false' on-site only), as
// the profile does; the database stores words.
const REMOTE_OUT: Record<string, string> = { remote: 'true', onsite: 'false', hybrid: 'hybrid', any: 'any' };
/** 'Remote Available': remote, hybrid, or open to any arrangement. */
const REMOTE_AVAILABLE = new Set(['remote', 'hybrid', 'any']);

/**
 * A candidate card. Contact details only when the candidate shares them, disability information
 * only when they show it in the finder; the picture as a short-lived signed link (the profile's
 * own download route would answer the viewer's picture).
 */
export function toCandidateDto(row: CandidateRow, links: FileLinks): Candidate {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_picture_url: links.picture(row.id, row.profilePictureKey),
    job_title: row.jobTitle,
    location: row.location,
    bio: row.bio,
    skills: row.skills,
    experience_years: row.experienceYears,
    education: row.education,
    is_remote: row.remotePreference !== null && REMOTE_AVAILABLE.has(row.remotePreference),
    remote_preference: row.remotePreference === null ? null : (REMOTE_OUT[row.remotePreference] ?? null),
    disability_shared: row.sharesDisability,
    ...(row.sharesDisability ? { accommodations: row.accommodations, accessibility_needs: row.accessibilityNeeds, accommodations_needed: row.accommodationsNeeded as AccommodationId[] } : {}),
    email: row.sharesContact ? row.email : null,
    phone: row.sharesContact ? row.phone : null,
  };
}
