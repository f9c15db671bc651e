// RSS feeds of job-list searches (GET /feeds/jobs.xml): parsed as XML and checked item by item.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { postJob, registerEmployer, updateJobRow, type Account } from './helpers/jobs.ts';

let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.example.org/' });
  employer = await registerEmployer(t);
  const { eq } = await import('drizzle-orm');
  const { users } = await import('../src/db/schema.ts');
  await t.database.db.update(users).set({ companyName: 'Open Door Labs' }).where(eq(users.id, employer.user.id));
});
afterAll(() => t.close());

const feed = (query = '') => call(t.app, 'GET', `/feeds/jobs.xml${query}`);

type Item = { title: string; link: string; guid: { '#text': string; '@_isPermaLink': string }; pubDate: string; description: string };

/** The feed as a feed reader parses it: XML that is not well formed fails the test. */
function parsed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' });
  const { rss } = parser.parse(xml) as { rss: { '@_version': string; channel: { title: string; link: string; item?: Item[] } } };
  return {
    version: rss['@_version'],
    title: rss.channel.title,
    link: rss.channel.link,
    items: (rss.channel.item ?? []).map((item) => ({ ...item, guid: item.guid['#text'], permalink: item.guid['@_isPermaLink'] })),
  };
}

describe('GET /feeds/jobs.xml', () => {
  it('lists the public jobs of a search, newest first, each with its title, link, description, date and GUID', async () => {
    const older = await postJob(t, employer.token, { title: 'Braille Transcriber', location: 'Halifax, NS', salaryMin: 24, salaryMax: 30, salaryPeriod: 'hour' });
    const newer = await postJob(t, employer.token, { title: 'Braille Proofreader & Editor <Senior>', isRemote: true });
    await postJob(t, employer.token, { title: 'Data Analyst' });
    const hidden = await postJob(t, employer.token, { title: 'Braille Instructor' });
    await updateJobRow(t, hidden.id, { status: 'inactive' });
    await updateJobRow(t, older.id, { createdAt: new Date(Date.now() - 86_400_000) });

    const res = await feed('?search=braille');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const rss = parsed(res.body);
    expect(rss.version).toBe('2.0');
    expect(rss.title).toBe('Jobs matching “braille” | Inclusive Jobs');
    expect(rss.link).toBe('https://jobs.example.org/jobs?search=braille');
    expect(rss.items.map((i) => i.title)).toEqual(['Braille Proofreader & Editor <Senior> at Open Door Labs', 'Braille Transcriber at Open Door Labs']);
    const [first, second] = rss.items;
    expect(first).toMatchObject({ link: `https://jobs.example.org/jobs/${newer.id}`, guid: newer.id, permalink: 'false' });
    expect(second!.link).toBe(`https://jobs.example.org/jobs/${older.id}`);
    expect(new Date(second!.pubDate!).getTime()).toBeLessThan(new Date(first!.pubDate!).getTime());
    expect(first!.description).toContain('Toronto, ON (remote)');
    expect(second!.description).toMatch(/^<p>Open Door Labs · Halifax, NS · Full-time · CAD 24 - 30 an hour<\/p><p>Build accessible interfaces/);
  });

  it('takes the job list’s filters and keeps the words as typed', async () => {
    await postJob(t, employer.token, { title: 'Sign Language Interpreter', jobType: 'contract', location: 'Ottawa, ON' });
    const filtered = parsed((await feed('?search=interpreter&jobType=contract&location=Ottawa')).body);
    expect(filtered.items.map((i) => i.title)).toEqual(['Sign Language Interpreter at Open Door Labs']);
    expect(filtered.link).toBe('https://jobs.example.org/jobs?search=interpreter&location=Ottawa&jobType=contract');
    expect(parsed((await feed('?search=interpreter&jobType=internship')).body).items).toEqual([]);
    // The job list would show "interpreter" for this misspelling; a subscription keeps its words.
    expect(parsed((await feed('?search=interpretr')).body).items).toEqual([]);
  });

  it('refuses a filter it cannot read, and a status filter, which is for administrators', async () => {
    const bad = await feed('?jobType=astronaut');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Unknown job type');
    expect((await feed('?salaryMin=90000&salaryMax=1000')).statusCode).toBe(400);
    expect((await feed('?status=active')).statusCode).toBe(403);
  });
});
