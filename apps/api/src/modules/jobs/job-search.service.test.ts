import { describe, expect, it } from 'vitest';
import { placeTestedOnRows } from './job-search.service.ts';

describe('where a search with words tests the place', () => {
  const visible = 1_000_000;

  it('tests a common place on each match of the words', () => {
    expect(placeTestedOnRows('security', 'Remote', 150_000, visible)).toBe(true);
  });

  it("tests a place on each match when the place's words are all among the searched ones", () => {
    expect(placeTestedOnRows('dublin', 'Dublin', 12_000, visible)).toBe(true);
    expect(placeTestedOnRows('Nurse jobs in New York', 'new york', 12_000, visible)).toBe(true);
    expect(placeTestedOnRows('café São Paulo', 'são paulo', 3_000, visible)).toBe(true);
  });

  it("keeps the place's index for a rare place the words do not name, or name only in part", () => {
    expect(placeTestedOnRows('nurse', 'Berlin', 12_000, visible)).toBe(false);
    expect(placeTestedOnRows('york', 'New York', 12_000, visible)).toBe(false);
    expect(placeTestedOnRows('berlin', 'Berl', 12_000, visible)).toBe(false);
    expect(placeTestedOnRows('123', '123', 10, visible)).toBe(false);
  });
});
