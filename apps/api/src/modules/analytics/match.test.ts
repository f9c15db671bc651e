import { describe, expect, it } from 'vitest';
import { matchHint, needsToTypes, scoreJob, seekerOf } from './match.ts';
import { percentChange, percentOf, periodOf } from './periods.ts';

describe('accessibility needs to disability types', () => {
  it('reads free text through the keyword table, in the list order, leaving out what names no type', () => {
    expect(needsToTypes(['Screen reader', 'Wheelchair access', 'Captions in meetings', 'Quiet workspace', 'Flexible hours', 'a good chair'])).toEqual([
      'physical', 'visual', 'hearing', 'neurodivergent', 'chronic-illness',
    ]);
    expect(needsToTypes(['mental-health', 'Written instructions'])).toEqual(['cognitive', 'mental-health']);
    expect(needsToTypes(['additional breaks'])).toEqual([]);
  });
});

describe('scoreJob', () => {
  const seeker = seekerOf({ skills: ['Go'], accessibilityNeeds: ['deaf'], accommodationsNeeded: [], location: 'Leeds, UK', remotePreference: 'onsite' });
  it('weighs only the parts filled in and explains the match', () => {
    expect(scoreJob(seeker, { location: 'Leeds', inCity: true, isRemote: false, disabilityTypes: ['hearing'], accommodationsOffered: [], matchedSkills: 1 })).toEqual({
      score: 100,
      explanation: 'Matches 1 of your skills; in Leeds; on-site; supports hearing accessibility',
    });
    // A remote job for someone who wants to work on site: no location or remote points.
    expect(scoreJob(seeker, { location: 'Remote', inCity: false, isRemote: true, disabilityTypes: [], accommodationsOffered: [], matchedSkills: 0 })).toEqual({ score: 0, explanation: '' });
  });

  it('lists several supported types in words', () => {
    const s = seekerOf({ skills: [], accessibilityNeeds: ['low vision', 'chronic pain', 'anxiety'], accommodationsNeeded: [], location: null, remotePreference: null });
    expect(scoreJob(s, { location: 'X', inCity: false, isRemote: false, disabilityTypes: ['visual', 'mental-health', 'chronic-illness'], accommodationsOffered: [], matchedSkills: 0 }).explanation).toBe(
      'supports visual, mental health and chronic illness accessibility',
    );
  });

  it('counts the accommodations a job offers among the reasons, in proportion', () => {
    const s = seekerOf({ skills: [], accessibilityNeeds: [], accommodationsNeeded: ['captioning', 'flexible-hours'], location: null, remotePreference: null });
    expect(scoreJob(s, { location: 'X', inCity: false, isRemote: false, disabilityTypes: [], accommodationsOffered: ['captioning', 'remote-work'], matchedSkills: 0 })).toEqual({
      score: 50,
      explanation: 'offers 1 of your 2 accommodation needs',
    });
    expect(scoreJob(s, { location: 'X', inCity: false, isRemote: false, disabilityTypes: [], accommodationsOffered: ['flexible-hours', 'captioning'], matchedSkills: 0 }).explanation).toBe(
      'offers all of your 2 accommodation needs',
    );
  });

  it('hints at what is missing', () => {
    expect(matchHint(seekerOf({ skills: ['Go'], accessibilityNeeds: [], accommodationsNeeded: [], location: 'Leeds', remotePreference: 'any' }), false, 2)).toBe(
      'Add your accessibility needs to your profile for better matches.',
    );
    expect(matchHint(seeker, true, 0)).toBe('No open jobs match your profile right now. Adding more skills widens the search.');
  });
});

describe('periods and percentages', () => {
  it('compares against the previous period of the same length and never divides by zero', () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBeNull();
    const p = periodOf('7d', new Date('2030-06-15T12:00:00Z'));
    expect([p.start.toISOString(), p.previousStart.toISOString(), p.bucket]).toEqual(['2030-06-09T00:00:00.000Z', '2030-06-02T12:00:00.000Z', 'day']);
    const y = periodOf('1y', new Date('2030-06-15T12:00:00Z'));
    expect([y.start.toISOString(), y.firstBucket.toISOString(), y.bucket]).toEqual(['2029-06-16T00:00:00.000Z', '2029-06-11T00:00:00.000Z', 'week']);
  });
});
