import { describe, expect, it } from 'vitest';
import { jobPageTitle, salaryText, truncate } from '@jobboard/contracts/job-options';
import { EMPTY_JOB_FORM, toJobInput } from './job-form-values.ts';
import { detailStatusLabel, formatDate, plural, textLines } from './job-text.ts';

describe('salary text', () => {
  it("reads 'CUR min - max', 'CUR min+', 'Up to CUR max' or 'Not specified', USD by default, and names a pay period other than a year", () => {
    expect(salaryText(50000, 70000, 'EUR', 'year')).toBe('EUR 50,000 - 70,000');
    expect(salaryText(50000, null, 'GBP', 'year')).toBe('GBP 50,000+');
    expect(salaryText(null, 90000, 'CAD', 'year')).toBe('Up to CAD 90,000');
    expect(salaryText(null, null, 'INR', 'hour')).toBe('Not specified');
    expect(salaryText(40000, 45000, null)).toBe('USD 40,000 - 45,000');
    expect(salaryText(0, 10, 'USD', 'year')).toBe('USD 0 - 10');
  });

  it('names each pay period in words', () => {
    expect(salaryText(24, 30, 'CAD', 'hour')).toBe('CAD 24 - 30 an hour');
    expect(salaryText(180, 220, 'EUR', 'day')).toBe('EUR 180 - 220 a day');
    expect(salaryText(900, null, 'GBP', 'week')).toBe('GBP 900+ a week');
    expect(salaryText(null, 3200, 'USD', 'month')).toBe('Up to USD 3,200 a month');
  });

  it('states a fixed pay once, not as a range from itself to itself', () => {
    expect(salaryText(3200, 3200, 'USD', 'month')).toBe('USD 3,200 a month');
    expect(salaryText(0, 0, 'USD', 'year')).toBe('USD 0');
  });

  it('cuts card descriptions at 150 characters with an ellipsis', () => {
    const text = 'word '.repeat(60);
    expect(truncate(text, 150).length).toBeLessThanOrEqual(151);
    expect(truncate(text, 150).endsWith('…')).toBe(true);
  });
});

describe('job text', () => {
  it("titles a job page '{title} at {company}'", () => {
    expect(jobPageTitle({ title: 'Data Analyst', company_name: 'Northwind' })).toBe('Data Analyst at Northwind');
    expect(jobPageTitle({ title: 'Data Analyst', company_name: null })).toBe('Data Analyst');
  });

  it("says 'Offer Made' on job detail and the applicant's labels otherwise", () => {
    expect(detailStatusLabel('offered')).toBe('Offer Made');
    expect(detailStatusLabel('reviewing')).toBe('Under Review');
    expect(detailStatusLabel('applicant_withdrew')).toBe('Withdrawn');
  });

  it('writes dates with the month named, in local time, and nothing for a missing or unreadable one', () => {
    expect(formatDate('2026-03-12')).toBe('Mar 12, 2026');
    expect(formatDate('2026-12-01')).toBe('Dec 1, 2026');
    const local = new Date(2026, 10, 25, 23, 30);
    expect(formatDate(local.toISOString())).toBe('Nov 25, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('counts with thousands separators', () => {
    expect(plural(1, 'job')).toBe('1 job');
    expect(plural(0, 'job')).toBe('0 jobs');
    expect(plural(1234567, 'match', 'matches')).toBe('1,234,567 matches');
    expect(salaryText(1000000, 999, 'USD', 'year')).toBe('USD 1,000,000 - 999');
  });

  it('splits benefits into lines, dropping blanks and bullet marks', () => {
    expect(textLines('- Remote\n\n• Flexible hours\r\n  Paid leave  ')).toEqual(['Remote', 'Flexible hours', 'Paid leave']);
    expect(textLines(null)).toEqual([]);
  });

  it('turns typed salaries into numbers or null for the schema', () => {
    const input = toJobInput({ ...EMPTY_JOB_FORM, salaryMin: ' 40000 ', salaryMax: '', category: '', applicationDeadline: '' });
    expect(input.salaryMin).toBe(40000);
    expect(input.salaryMax).toBeNull();
    expect(input.category).toBeNull();
    expect(input.applicationDeadline).toBeNull();
  });
});
