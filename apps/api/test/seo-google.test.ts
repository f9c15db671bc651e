import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPES } from '@jobboard/contracts/job-options';
import { call, createAdmin, createTestApp, type TestApp } from './helpers/app.ts';
import { postJob, registerEmployer, type Account } from './helpers/jobs.ts';
import { multipart } from './helpers/uploads.ts';

// Served HTML checked against Google's JobPosting documentation (developers.google.com/search/docs/appearance/structured-data/job-posting).
const INDEX_HTML = '<!doctype html><html lang="en"><head><meta name="description" content="x" /><title>Inclusive Jobs</title></head><body><div id="root"></div></body></html>';
const BASE = 'https://jobs.example.org';
const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const UNIT_TEXTS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

let dist: string;
let t: TestApp;
let employer: Account;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: `${BASE}/` });
  employer = await registerEmployer(t);
  await call(t.app, 'PUT', '/v1/users/profile', {
    token: employer.token,
    body: { company_name: 'Open Door Labs', company_website: 'https://opendoor.example.com', company_country: 'United Kingdom', company_description: 'We build accessible tools.' },
  });
  const png = await sharp({ create: { width: 80, height: 40, channels: 4, background: '#335577' } }).png().toBuffer();
  const form = multipart([{ name: 'logo', fileName: 'logo.png', content: png }]);
  await t.app.inject({ method: 'POST', url: '/v1/companies/mine/logo', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${employer.token}` } });
  await call(t.app, 'PUT', '/v1/companies/mine', { token: employer.token, body: { accessibility_statement: 'Ask us for any adjustment.', locations: ['Manchester'] } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A value deep in the JSON-LD: at(ld, 'baseSalary', 'value', 'unitText'). */
const at = (value: unknown, ...path: string[]) => path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

function jsonLd(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/** Google's required properties, and the recommended ones this board can always give. */
function expectGoogleJobPosting(ld: Record<string, unknown>, paid: boolean) {
  for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'validThrough', 'employmentType', 'identifier', 'directApply']) expect(ld, key).toHaveProperty(key);
  expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Open Door Labs', sameAs: 'https://opendoor.example.com', url: `${BASE}/companies/open-door-labs` });
  expect(at(ld, 'hiringOrganization', 'logo')).toMatch(new RegExp(`^${BASE}/v1/companies/open-door-labs/logo\\?size=256&v=`));
  expect(GOOGLE_EMPLOYMENT_TYPES).toContain(ld.employmentType);
  expect(Number.isNaN(Date.parse(String(ld.validThrough)))).toBe(false);
  if (ld.jobLocationType === 'TELECOMMUTE') {
    expect(ld.applicantLocationRequirements).toMatchObject({ '@type': 'Country' });
  } else {
    expect(ld.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });
  }
  if (ld.jobLocation) expect(at(ld, 'jobLocation', 'address', 'addressCountry')).toMatch(/^[A-Z]{2}$/);
  if (paid) {
    expect(ld.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: expect.any(String), value: { '@type': 'QuantitativeValue' } });
    expect(UNIT_TEXTS).toContain(at(ld, 'baseSalary', 'value', 'unitText'));
  } else {
    expect(ld).not.toHaveProperty('baseSalary');
  }
}

describe('JobPosting JSON-LD on served job pages', () => {
  const cases = JOB_TYPES.flatMap((jobType) => [true, false].flatMap((isRemote) => [true, false].map((paid) => [jobType, isRemote, paid] as const)));
  it.each(cases)('%s, remote %s, paid %s: has what Google requires and recommends', async (jobType, isRemote, paid) => {
    const job = await postJob(t, employer.token, {
      jobType,
      isRemote,
      location: 'Manchester, UK',
      applicationDeadline: null,
      ...(paid ? { salaryMin: 30000, salaryMax: 40000, salaryCurrency: 'GBP', salaryPeriod: 'year' } : { salaryMin: null, salaryMax: null }),
    });
    const res = await call(t.app, 'GET', `/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    const [ld] = jsonLd(res.body);
    expectGoogleJobPosting(ld!, paid);
  });

  it('gives a remote job in "Manchester, UK" the country, not the city, and its place as a PostalAddress', async () => {
    const job = await postJob(t, employer.token, { isRemote: true, location: 'Manchester, UK' });
    const [ld] = jsonLd((await call(t.app, 'GET', `/jobs/${job.id}`)).body);
    expect(ld!.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'United Kingdom' });
    expect(ld!.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Manchester', addressCountry: 'GB' } });
  });

  it('falls back to the company’s country when the place names none', async () => {
    const job = await postJob(t, employer.token, { isRemote: true, location: 'Remote' });
    const [ld] = jsonLd((await call(t.app, 'GET', `/jobs/${job.id}`)).body);
    expect(ld!.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'United Kingdom' });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('names the weekly and daily pay periods', async () => {
    for (const [period, unit] of [['week', 'WEEK'], ['day', 'DAY'], ['month', 'MONTH']] as const) {
      const job = await postJob(t, employer.token, { salaryMin: 100, salaryMax: 200, salaryPeriod: period });
      expect(at(jsonLd((await call(t.app, 'GET', `/jobs/${job.id}`)).body)[0], 'baseSalary', 'value', 'unitText')).toBe(unit);
    }
  });
});

describe('served company pages', () => {
  it('carry the name as title, a description and an Organization JSON-LD', async () => {
    const res = await call(t.app, 'GET', '/companies/open-door-labs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Open Door Labs | Inclusive Jobs</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${BASE}/companies/open-door-labs" />`);
    const [ld] = jsonLd(res.body);
    expect(ld).toMatchObject({ '@type': 'Organization', name: 'Open Door Labs', url: `${BASE}/companies/open-door-labs`, sameAs: ['https://opendoor.example.com'], description: 'We build accessible tools.' });
    expect(ld!.logo).toMatch(/size=256/);
  });

  it('are listed in the sitemap while visible, and neither served nor listed once an administrator hides them', async () => {
    expect((await call(t.app, 'GET', '/sitemap.xml')).body).toContain(`<loc>${BASE}/companies/open-door-labs</loc>`);
    const admin = await createAdmin(t);
    await call(t.app, 'PUT', '/v1/companies/open-door-labs/visibility', { token: admin.token, body: { hidden: true } });
    expect((await call(t.app, 'GET', '/sitemap.xml')).body).not.toContain('/companies/open-door-labs');
    const hidden = await call(t.app, 'GET', '/companies/open-door-labs');
    expect(hidden.body).not.toContain('Organization');
    await call(t.app, 'PUT', '/v1/companies/open-door-labs/visibility', { token: admin.token, body: { hidden: false } });
  });
});
