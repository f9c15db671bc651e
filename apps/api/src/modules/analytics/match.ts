/**
 * Job recommendations (docs/architecture.md#match-score-and-recommendations): a seeker's skills,
 * accessibility needs, accommodations needed, location and remote preference against each open
 * job's text, disability types, accommodations offered, location and remote flag.
 */
import { matchAccommodations } from '@jobboard/contracts/accommodation-options';
import { DISABILITY_TYPE_LABELS, DISABILITY_TYPES, type DisabilityType } from '@jobboard/contracts/job-options';

/**
 * Accessibility needs are free text; these words say which of the jobs' disability types a need
 * is about. A need may name several types ("captions and a quiet room"); one naming none is left out.
 */
export const NEED_KEYWORDS: Record<DisabilityType, RegExp> = {
  visual: /visual|vision|sight|blind|screen[ -]?reader|magnif|braille|large print|colou?r contrast/i,
  hearing: /hearing|deaf|hard of hearing|caption|subtitl|sign language|\basl\b|\bbsl\b|transcript|hearing loop/i,
  physical: /physical|mobility|wheelchair|step[ -]free|ramp|accessible (parking|desk|workspace|toilet|bathroom)|ergonomic|standing desk|dexterity|\bmotor\b|limb/i,
  cognitive: /cognitive|memory|brain injury|learning disab|written instructions|plain language|easy read|step[ -]by[ -]step/i,
  'mental-health': /mental|anxiety|depress|ptsd|bipolar|stress|panic|wellbeing/i,
  neurodivergent: /neuro|autis|asperger|adhd|dyslex|dyspraxi|dyscalcul|tourette|sensory|noise|quiet/i,
  'chronic-illness': /chronic|fatigue|\bpain\b|flexible (hours|schedule|working)|medical appointments|rest breaks|diabet|epilep|multiple sclerosis|lupus|crohn|arthritis/i,
};

export function needsToTypes(needs: readonly string[]): DisabilityType[] {
  return DISABILITY_TYPES.filter((type) => needs.some((need) => NEED_KEYWORDS[type].test(need)));
}

/** How much each part of a match weighs. A part the seeker has not filled in is left out of the score. */
export const MATCH_WEIGHTS = { skills: 50, accessibility: 25, accommodations: 20, location: 15, remote: 10 } as const;
/** Matching this many skills counts as a full skills match, so a long skills list is not a handicap. */
export const FULL_SKILL_MATCH = 3;

export type Seeker = {
  skills: string[];
  needTypes: DisabilityType[];
  /** Accommodation ids from the profile (the private match, docs/decisions/017-accommodations.md). */
  accommodationsNeeded: string[];
  /** The city part of the seeker's location, lower case; empty when unknown. */
  city: string;
  remotePreference: 'remote' | 'onsite' | 'hybrid' | 'any' | null;
};

export function seekerOf(user: { skills: string[]; accessibilityNeeds: string[]; accommodationsNeeded: string[]; location: string | null; remotePreference: string | null }): Seeker {
  const pref = user.remotePreference;
  return {
    skills: [...new Set(user.skills.map((s) => s.trim()).filter(Boolean))].slice(0, 30),
    needTypes: needsToTypes(user.accessibilityNeeds),
    accommodationsNeeded: user.accommodationsNeeded,
    city: (user.location ?? '').split(',')[0]!.trim().toLowerCase(),
    remotePreference: pref === 'remote' || pref === 'onsite' || pref === 'hybrid' || pref === 'any' ? pref : null,
  };
}

const hasRemoteSignal = (s: Seeker) => s.remotePreference === 'remote' || s.remotePreference === 'onsite' || s.remotePreference === 'hybrid';

/** True when the seeker has anything to match on. */
export const canMatch = (s: Seeker) => s.skills.length > 0 || s.needTypes.length > 0 || s.accommodationsNeeded.length > 0 || s.city.length >= 2 || hasRemoteSignal(s);

/** `inCity`: the seeker's city is among the job's place words, as the place filter reads them (the candidate query says). */
export type CandidateJob = { location: string; inCity: boolean; isRemote: boolean; disabilityTypes: string[]; accommodationsOffered: string[]; matchedSkills: number };
export type Match = { score: number; explanation: string };

const lowerLabel = (t: DisabilityType) => DISABILITY_TYPE_LABELS[t].toLowerCase();
function listText(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Score 0–100 (weighted share of the parts the seeker filled in) and why, in words. */
export function scoreJob(s: Seeker, job: CandidateJob): Match {
  let earned = 0;
  let possible = 0;
  const reasons: string[] = [];

  if (s.skills.length) {
    possible += MATCH_WEIGHTS.skills;
    earned += MATCH_WEIGHTS.skills * Math.min(1, job.matchedSkills / Math.min(s.skills.length, FULL_SKILL_MATCH));
    if (job.matchedSkills) reasons.push(`Matches ${job.matchedSkills} of your skills`);
  }
  const cityMatch = s.city.length >= 2 && job.inCity;
  if (s.city.length >= 2) {
    possible += MATCH_WEIGHTS.location;
    // A remote job is within reach from anywhere, unless the seeker wants to work on site.
    earned += MATCH_WEIGHTS.location * (cityMatch ? 1 : job.isRemote && s.remotePreference !== 'onsite' ? 0.5 : 0);
    if (cityMatch) reasons.push(`in ${job.location.split(',')[0]!.trim()}`);
  }
  if (hasRemoteSignal(s)) {
    possible += MATCH_WEIGHTS.remote;
    const fit = s.remotePreference === 'onsite' ? (job.isRemote ? 0 : 1) : job.isRemote ? 1 : s.remotePreference === 'hybrid' ? 0.5 : 0;
    earned += MATCH_WEIGHTS.remote * fit;
    if (job.isRemote && s.remotePreference !== 'onsite') reasons.push('remote');
    if (!job.isRemote && s.remotePreference === 'onsite') reasons.push('on-site');
  }
  if (s.needTypes.length) {
    possible += MATCH_WEIGHTS.accessibility;
    const supported = s.needTypes.filter((t) => job.disabilityTypes.includes(t));
    earned += MATCH_WEIGHTS.accessibility * (supported.length / s.needTypes.length);
    if (supported.length) reasons.push(`supports ${listText(supported.map(lowerLabel))} accessibility`);
  }
  const offer = matchAccommodations(job.accommodationsOffered, s.accommodationsNeeded);
  if (offer) {
    possible += MATCH_WEIGHTS.accommodations;
    earned += MATCH_WEIGHTS.accommodations * (offer.offered / offer.needed);
    if (offer.offered) reasons.push(`offers ${offer.offered === offer.needed ? 'all' : offer.offered} of your ${offer.needed} accommodation needs`);
  }
  return { score: possible ? Math.round((earned / possible) * 100) : 0, explanation: reasons.join('; ') };
}

/** What the seeker could add for better matches; null when the profile has every part. */
export function matchHint(s: Seeker, hasNeedsText: boolean, found: number): string | null {
  const missing = [
    s.skills.length ? null : 'skills',
    s.needTypes.length || hasNeedsText ? null : 'accessibility needs',
    s.city ? null : 'location',
    s.remotePreference ? null : 'remote preference',
  ].filter((m): m is string => m !== null);
  if (missing.length === 4) return `Add your ${listText(missing)} to your profile to see jobs that match you.`;
  if (missing.length) return `Add your ${listText(missing)} to your profile for better matches.`;
  if (!found) return 'No open jobs match your profile right now. Adding more skills widens the search.';
  return null;
}
