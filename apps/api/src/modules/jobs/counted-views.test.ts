import { describe, expect, it } from 'vitest';
import { createCountedViews } from './counted-views.ts';

describe('the views counted today', () => {
  it('remembers a job and viewer until the day changes', () => {
    let day = '2026-11-23';
    const views = createCountedViews(10, () => day);
    views.add('job-1', 'visitor:a');
    expect(views.has('job-1', 'visitor:a')).toBe(true);
    expect(views.has('job-1', 'visitor:b')).toBe(false);
    expect(views.has('job-2', 'visitor:a')).toBe(false);
    day = '2026-11-24';
    expect(views.has('job-1', 'visitor:a')).toBe(false);
  });

  it('forgets the oldest past its capacity, so it cannot grow without bound', () => {
    const views = createCountedViews(2, () => '2026-11-23');
    views.add('job-1', 'v');
    views.add('job-2', 'v');
    views.add('job-3', 'v');
    expect([views.has('job-1', 'v'), views.has('job-2', 'v'), views.has('job-3', 'v')]).toEqual([false, true, true]);
  });
});
