import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { postJob, registerApplicant, registerEmployer, type Account } from '../../helpers/jobs.ts';
import { FILES, multipart } from '../../helpers/uploads.ts';

let t: TestApp;
let employer: Account;
let other: Account;
let seeker: Account;
let admin: { token: string };

const saveCompanyName = (account: Account, name: string) =>
  call(t.app, 'PUT', '/v1/users/profile', { token: account.token, body: { company_name: name } });
const mine = (token?: string) => call(t.app, 'GET', '/v1/companies/mine', token ? { token } : {});
const uploadLogo = (token: string | undefined, fileName: string, content: Buffer) => {
  const body = multipart([{ name: 'logo', fileName, content }]);
  return t.app.inject({ method: 'POST', url: '/v1/companies/mine/logo', payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
};
const pageOf = (slug: string, token?: string) => call(t.app, 'GET', `/v1/companies/${slug}`, token ? { token } : {});

beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
  other = await registerEmployer(t);
  seeker = await registerApplicant(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

describe('company slugs', () => {
  it('are made from the first saved company name, numbered on collision and kept when the name changes', async () => {
    expect((await saveCompanyName(employer, 'Acme Inclusive Ltd.')).statusCode).toBe(200);
    expect((await mine(employer.token)).json().data.slug).toBe('acme-inclusive-ltd');
    await saveCompanyName(other, 'ACME inclusive, Ltd');
    expect((await mine(other.token)).json().data.slug).toBe('acme-inclusive-ltd-2');
    await saveCompanyName(employer, 'Acme Renamed');
    expect((await mine(employer.token)).json().data.slug).toBe('acme-inclusive-ltd');
  });
});

describe('PUT /v1/companies/mine', () => {
  it('saves the statement and locations, shown on the public page', async () => {
    const res = await call(t.app, 'PUT', '/v1/companies/mine', { token: employer.token, body: { accessibility_statement: 'Step-free office. Ask us for any adjustment.', locations: ['Manchester', 'Remote (UK)'] } });
    expect(res.statusCode).toBe(200);
    const page = (await pageOf('acme-inclusive-ltd')).json().data;
    expect(page).toMatchObject({ name: 'Acme Renamed', accessibility_statement: 'Step-free office. Ask us for any adjustment.', locations: ['Manchester', 'Remote (UK)'], hidden: false });
  });

  it('refuses a statement over the limit and too many locations, changing nothing', async () => {
    const long = await call(t.app, 'PUT', '/v1/companies/mine', { token: employer.token, body: { accessibility_statement: 'x'.repeat(2001), locations: [] } });
    expect(long.statusCode).toBe(400);
    const many = await call(t.app, 'PUT', '/v1/companies/mine', { token: employer.token, body: { accessibility_statement: null, locations: Array.from({ length: 11 }, (_, i) => `Town ${i}`) } });
    expect(many.statusCode).toBe(400);
    expect((await mine(employer.token)).json().data.locations).toEqual(['Manchester', 'Remote (UK)']);
  });

  it('is the employer’s own: a visitor gets 401, a seeker and an administrator 403', async () => {
    const body = { accessibility_statement: 'Taken over', locations: [] };
    expect((await call(t.app, 'PUT', '/v1/companies/mine', { body })).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/v1/companies/mine', { token: seeker.token, body })).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/v1/companies/mine', { token: admin.token, body })).statusCode).toBe(403);
    // Another employer only ever edits their own page: the first company's statement is unchanged.
    await call(t.app, 'PUT', '/v1/companies/mine', { token: other.token, body });
    expect((await pageOf('acme-inclusive-ltd')).json().data.accessibility_statement).toBe('Step-free office. Ask us for any adjustment.');
    expect((await pageOf('acme-inclusive-ltd-2')).json().data.accessibility_statement).toBe('Taken over');
  });
});

describe('company logos', () => {
  it('are resized into square WebP files served publicly with long caching and a new URL per upload', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#225588' } }).png().toBuffer();
    const res = await uploadLogo(employer.token, 'logo.png', png);
    expect(res.statusCode).toBe(200);
    const logo = res.json().data.logo;
    expect(logo.medium).toMatch(/^\/v1\/companies\/acme-inclusive-ltd\/logo\?size=128&v=/);
    const file = await t.app.inject({ method: 'GET', url: logo.large });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('public');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const again = await t.app.inject({ method: 'GET', url: logo.large, headers: { 'if-none-match': String(file.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const second = (await uploadLogo(employer.token, 'logo.jpg', await sharp(png).jpeg().toBuffer())).json().data.logo;
    expect(second.large).not.toBe(logo.large);
    const list = (await call(t.app, 'GET', '/v1/jobs')).json();
    expect(list.success).toBe(true);
  });

  it('refuses a file that is not a PNG, JPEG or WebP with 415 and keeps the logo', async () => {
    const before = (await mine(employer.token)).json().data.logo;
    const gif = await uploadLogo(employer.token, 'logo.gif', FILES.gif);
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.message).toContain('logo.gif has an invalid file type.');
    const fake = await uploadLogo(employer.token, 'logo.png', FILES.pdf);
    expect(fake.statusCode).toBe(415);
    expect((await mine(employer.token)).json().data.logo).toEqual(before);
  });

  it('can only be uploaded by an employer, and deleted by its owner', async () => {
    expect((await uploadLogo(undefined, 'logo.png', FILES.png)).statusCode).toBe(401);
    expect((await uploadLogo(seeker.token, 'logo.png', FILES.png)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/v1/companies/mine/logo', { token: other.token })).statusCode).toBe(404);
    const removed = await call(t.app, 'DELETE', '/v1/companies/mine/logo', { token: employer.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logo).toBeNull();
  });
});

describe('GET /v1/companies/{slug}', () => {
  it('lists the company’s public jobs, and each job links back to the page', async () => {
    const job = await postJob(t, employer.token, { title: 'Inclusive Designer' });
    const page = (await pageOf('acme-inclusive-ltd')).json().data;
    expect(page.jobs.map((j: { id: string }) => j.id)).toContain(job.id);
    const fromList = (await call(t.app, 'GET', `/v1/jobs/${job.id}`)).json().data;
    expect((fromList.job ?? fromList).company).toMatchObject({ slug: 'acme-inclusive-ltd' });
  });

  it('is 404 for an unknown slug and for a user who is not an employer', async () => {
    expect((await pageOf('no-such-company')).statusCode).toBe(404);
    await call(t.app, 'PUT', '/v1/users/profile', { token: seeker.token, body: { first_name: 'Sam', last_name: 'Lee' } });
    expect((await mine(seeker.token)).statusCode).toBe(403);
  });

  it('can be hidden and shown again by an administrator only, and a hidden page is 404 to everyone else', async () => {
    const hide = { body: { hidden: true } };
    expect((await call(t.app, 'PUT', '/v1/companies/acme-inclusive-ltd/visibility', hide)).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/v1/companies/acme-inclusive-ltd/visibility', { ...hide, token: employer.token })).statusCode).toBe(403);
    expect((await pageOf('acme-inclusive-ltd')).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', '/v1/companies/acme-inclusive-ltd/visibility', { ...hide, token: admin.token })).statusCode).toBe(200);
    expect((await pageOf('acme-inclusive-ltd')).statusCode).toBe(404);
    expect((await pageOf('acme-inclusive-ltd', employer.token)).statusCode).toBe(404);
    expect((await pageOf('acme-inclusive-ltd', admin.token)).json().data.hidden).toBe(true);
    const jobs = (await call(t.app, 'GET', '/v1/jobs?limit=50')).json().data.jobs as Array<{ employer_id: string; company: unknown }>;
    expect(jobs.filter((j) => j.employer_id === employer.user.id).every((j) => j.company === null)).toBe(true);
    const audit = (await call(t.app, 'GET', '/v1/audit/logs?actionType=COMPANY_PAGE_HIDDEN', { token: admin.token })).json();
    expect(JSON.stringify(audit)).toContain('acme-inclusive-ltd');
    await call(t.app, 'PUT', '/v1/companies/acme-inclusive-ltd/visibility', { token: admin.token, body: { hidden: false } });
    expect((await pageOf('acme-inclusive-ltd')).statusCode).toBe(200);
  });
});
