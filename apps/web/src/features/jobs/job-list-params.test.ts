import { describe, expect, it } from 'vitest';
import { apiQuery, EMPTY_FILTERS, effectiveSort, filtersFromParams, hasFilters, paramsFromFilters, withChanges } from './job-list-params.ts';

describe('job list URL state', () => {
  it('reads every filter from the URL and ignores unknown or malformed values', () => {
    const filters = filtersFromParams(
      new URLSearchParams('search=+nurse+&location=Leeds&jobType=part-time&isRemote=true&salaryMin=30000&salaryMax=abc&disabilityTypes=visual&disabilityTypes=bogus&disabilityTypes=hearing&postedWithin=7&offersNeeds=all&sort=oldest&page=3'),
    );
    expect(filters).toEqual({
      search: 'nurse',
      location: 'Leeds',
      jobType: 'part-time',
      isRemote: 'true',
      salaryMin: '30000',
      salaryMax: '',
      salaryPeriod: 'year',
      disabilityTypes: ['visual', 'hearing'],
      postedWithin: '7',
      offersNeeds: 'all',
      sort: 'oldest',
      page: 3,
      exact: false,
    });
    expect(filtersFromParams(new URLSearchParams('jobType=pirate&isRemote=maybe&postedWithin=5&page=-2&sort=random&salaryPeriod=fortnight&offersNeeds=most'))).toEqual(EMPTY_FILTERS);
    // The server refuses these, so a shared link holding them is read without them.
    expect(filtersFromParams(new URLSearchParams('salaryMin=90000&salaryMax=10'))).toEqual(EMPTY_FILTERS);
    expect(filtersFromParams(new URLSearchParams('salaryMin=1000000001&salaryMax=1000000000'))).toEqual({ ...EMPTY_FILTERS, salaryMax: '1000000000' });
  });

  it('writes only what differs from the defaults, so a shared link reads back the same', () => {
    const filters = { ...EMPTY_FILTERS, search: 'design', disabilityTypes: ['cognitive' as const, 'physical' as const], postedWithin: '1' as const, page: 2 };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('search=design&disabilityTypes=cognitive&disabilityTypes=physical&postedWithin=1&page=2');
    expect(filtersFromParams(params)).toEqual({ ...filters, disabilityTypes: ['physical', 'cognitive'] });
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('writes the pay period only when it is not yearly', () => {
    expect(paramsFromFilters({ ...EMPTY_FILTERS, salaryMin: '25', salaryPeriod: 'hour' }).toString()).toBe('salaryMin=25&salaryPeriod=hour');
    expect(paramsFromFilters({ ...EMPTY_FILTERS, salaryMin: '25', salaryPeriod: 'year' }).toString()).toBe('salaryMin=25');
    expect(filtersFromParams(new URLSearchParams('salaryMin=25&salaryPeriod=hour'))).toEqual({ ...EMPTY_FILTERS, salaryMin: '25', salaryPeriod: 'hour' });
  });

  it('starts again at page 1 on any change but the page itself', () => {
    const onPage4 = { ...EMPTY_FILTERS, page: 4 };
    expect(withChanges(onPage4, { jobType: 'contract' }).page).toBe(1);
    expect(withChanges(onPage4, { page: 5 }).page).toBe(5);
  });

  it('keeps the exact flag with its words and their filters, and drops it for new words', () => {
    const exact = filtersFromParams(new URLSearchParams('search=accesibility&exact=true&isRemote=true'));
    expect(exact).toMatchObject({ search: 'accesibility', exact: true });
    expect(paramsFromFilters(exact).toString()).toBe('search=accesibility&isRemote=true&exact=true');
    expect(new URLSearchParams(apiQuery(exact)).get('exact')).toBe('true');
    expect(withChanges(exact, { jobType: 'contract' }).exact).toBe(true);
    expect(withChanges(exact, { search: 'accesibility ' }).exact).toBe(true);
    expect(withChanges(exact, { search: 'designer' }).exact).toBe(false);
    // Without words there is nothing to take exactly.
    expect(filtersFromParams(new URLSearchParams('exact=true')).exact).toBe(false);
  });

  it('offers relevance only while searching; newest is the default otherwise', () => {
    expect(effectiveSort({ search: '', sort: '' })).toBe('newest');
    expect(effectiveSort({ search: 'qa', sort: '' })).toBe('relevance');
    expect(effectiveSort({ search: '', sort: 'relevance' })).toBe('newest');
    expect(effectiveSort({ search: '', sort: 'salary-high' })).toBe('salary-high');
  });

  it('builds the API query: page, limit 10, filters, repeated disability types and the sort', () => {
    const query = new URLSearchParams(
      apiQuery({ ...EMPTY_FILTERS, search: 'analyst', isRemote: 'false', salaryMin: '100', disabilityTypes: ['hearing', 'visual'], page: 2 }),
    );
    expect(query.get('page')).toBe('2');
    expect(query.get('limit')).toBe('10');
    expect(query.get('search')).toBe('analyst');
    expect(query.get('isRemote')).toBe('false');
    expect(query.get('salaryMin')).toBe('100');
    expect(query.getAll('disabilityTypes')).toEqual(['hearing', 'visual']);
    expect(query.get('sort')).toBe('relevance');
    expect(query.has('salaryMax')).toBe(false);
  });

  it('knows when anything narrows the list', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, page: 3, sort: 'oldest' })).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, location: 'Oslo' })).toBe(true);
    // A period alone narrows nothing; with an amount it does.
    expect(hasFilters({ ...EMPTY_FILTERS, salaryPeriod: 'hour' })).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, salaryMax: '30', salaryPeriod: 'hour' })).toBe(true);
  });
});
