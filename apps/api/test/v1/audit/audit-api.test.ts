import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@jobboard/contracts/audit';
import { AuditActionTypesResponse, AuditLogsResponse, AuditStatsResponse } from '@jobboard/contracts/audit-api';
import { createAuditService } from '../../../src/modules/audit/audit.service.ts';
import { recordAudit, verifyAuditChain } from '../../../src/platform/audit.ts';
import type { AppContext } from '../../../src/platform/context.ts';
import { call, createAdmin, createTestApp, freshIp, login, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { auditTrail, userByEmail } from '../../helpers/stored.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let seeker: Awaited<ReturnType<typeof registerUser>>;
const seekerIp = freshIp();

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  seeker = await registerUser(t.app, { firstName: 'Lena', lastName: 'Audit' }, { ip: seekerIp });
  await login(t.app, seeker.email, 'Wrong1234', { ip: seekerIp });
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, 'GET', url, { token: admin.token });
const logs = async (query: string) => AuditLogsResponse.parse((await get(`/v1/audit/logs?${query}`)).json()).data;

describe('GET /v1/audit/logs', () => {
  it('answers rows newest first with the actor, action, severity, entity and status, 50 a page', async () => {
    const data = await logs('');
    expect(data.pagination.limit).toBe(50);
    expect(data.total).toBe((await auditTrail(t)).length);
    expect(data.pages).toBe(Math.ceil(data.total / 50));
    const seqs = data.logs.map((l) => l.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(data.logs.find((l) => l.action_type === 'LOGIN_FAILED')).toMatchObject({
      user_id: seeker.user.id,
      email: seeker.email,
      first_name: 'Lena',
      last_name: 'Audit',
      role: 'applicant',
      entity_type: 'security',
      ip_address: seekerIp,
      success: false,
      severity_level: 'warning',
    });
  });

  it('filters by user, action, entity, success, address and time', async () => {
    const mine = await logs(`userId=${seeker.user.id}`);
    expect(mine.logs.map((l) => l.action_type).sort()).toEqual(['LOGIN_FAILED', 'REGISTER']);
    expect((await logs('actionType=REGISTER')).logs.every((l) => l.action_type === 'REGISTER')).toBe(true);
    expect((await logs('entityType=security&success=false')).logs.every((l) => l.entity_type === 'security' && !l.success)).toBe(true);
    expect((await logs(`ipAddress=${seekerIp}`)).total).toBe(2);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await logs(`startDate=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await logs(`endDate=2000-01-01`)).total).toBe(0);
    expect((await logs(`startDate=2000-01-01&endDate=${encodeURIComponent(future)}&userId=${seeker.user.id}`)).total).toBe(2);
    // Blank filters (a reset form) mean no filter.
    expect((await logs('userId=&actionType=&success=')).total).toBe((await logs('')).total);
  });

  it('pages with limit up to 100 and refuses bad filters with a 400', async () => {
    expect((await logs('limit=1&page=2')).logs).toHaveLength(1);
    expectFieldError(await get('/v1/audit/logs?limit=101'), 'limit', 'limit must be at most 100');
    expectFieldError(await get('/v1/audit/logs?limit=0'), 'limit', 'limit must be at least 1');
    expectFieldError(await get('/v1/audit/logs?userId=42'), 'userId', 'userId must be a user id (UUID)');
    expectFieldError(await get('/v1/audit/logs?actionType=DROP_TABLES'), 'actionType', 'Unknown action type');
    expectFieldError(await get('/v1/audit/logs?entityType=planet'), 'entityType', 'Unknown entity type');
    expectFieldError(await get('/v1/audit/logs?success=maybe'), 'success', 'success must be true or false');
    expectFieldError(await get('/v1/audit/logs?startDate=yesterday'), 'startDate', 'startDate must be a date or date-time (ISO 8601)');
    expectFieldError(await get('/v1/audit/logs?startDate=2024-02-31T10:00'), 'startDate', 'startDate must be a real date');
    expectFieldError(await get('/v1/audit/logs?startDate=2024-05-02&endDate=2024-05-01'), 'endDate', 'endDate must not be before startDate');
  });
});

describe('GET /v1/audit/stats, categories and action types', () => {
  it('counts successes and failures and the most active users in the range', async () => {
    const res = await get('/v1/audit/stats');
    const { data } = AuditStatsResponse.parse(res.json());
    expect(data.timeRange).toBe('24h');
    const trail = await auditTrail(t);
    expect(data.stats).toEqual([
      { success: true, count: trail.filter((r) => r.success).length },
      { success: false, count: trail.filter((r) => !r.success).length },
    ]);
    expect(data.topUsers.find((u) => u.user_id === seeker.user.id)).toMatchObject({ email: seeker.email, count: 2 });
    expect(data.topUsers.map((u) => u.count)).toEqual([...data.topUsers.map((u) => u.count)].sort((a, b) => b - a));
    expect((await get('/v1/audit/stats?timeRange=1h')).statusCode).toBe(200);
    expectFieldError(await get('/v1/audit/stats?timeRange=2y'), 'timeRange', 'timeRange must be 1h, 24h, 7d or 30d');
  });

  it('lists the entity types and every action type with its severity', async () => {
    expect((await get('/v1/audit/categories')).json().data.map((c: { id: string }) => c.id)).toEqual(['user', 'job', 'application', 'file', 'security', 'task', 'accommodation_request']);
    const types = AuditActionTypesResponse.parse((await get('/v1/audit/action-types')).json()).data;
    expect(types).toHaveLength(Object.keys(AUDIT_ACTIONS).length);
    expect(types).toContainEqual({ id: 'LOGIN_FAILED', name: 'Login failed', severity_level: 'warning' });
    expect(types).toContainEqual({ id: 'USER_DELETED', name: 'User deleted', severity_level: 'critical' });
  });
});

/** A minimal RFC 4180 reader: enough to prove the file reads back cell for cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

describe('GET /v1/audit/export', () => {
  let adminRow: NonNullable<Awaited<ReturnType<typeof userByEmail>>>;
  beforeAll(async () => {
    adminRow = (await userByEmail(t, admin.email))!;
  });

  it('streams the filtered rows as audit_logs_{date}.csv, neutralising formulas and quoting what needs it', async () => {
    const nasty = ['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\tTabbed', 'Comma, "quoted"'];
    for (const description of nasty) {
      await recordAudit(t.database.db, { action: 'PROFILE_UPDATED', entityType: 'user', entityId: seeker.user.id, description, success: true, actor: null, ip: '203.0.113.9', userAgent: '=cmd|calc' });
    }
    const res = await get('/v1/audit/export?ipAddress=203.0.113.9');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit_logs_${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.body.startsWith('\uFEFFTimestamp,User ID,First Name,Last Name,Email,Role,Action,Severity,')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(rows).toHaveLength(nasty.length);
    const at = (name: string) => header!.indexOf(name);
    // Newest first; tabs were already turned to spaces when the row was written.
    expect(rows.map((r) => r[at('Description')])).toEqual(["'=HYPERLINK(\"http://evil.example\",\"click\")", "'+1+1", "'-2+3", "'@SUM(A1)", ' Tabbed', 'Comma, "quoted"'].reverse());
    expect(rows.every((r) => r[at('User Agent')] === "'=cmd|calc" && r[at('Status')] === 'Success' && r[at('Severity')] === 'info')).toBe(true);
    expect((await auditTrail(t)).at(-1)).toMatchObject({ actionType: 'AUDIT_EXPORTED', userId: admin.user.id, description: 'Exported audit logs (ipAddress=203.0.113.9)' });
  });

  it('neutralises the full-width formula signs ＝ ＋ － ＠ as it does their ASCII forms', async () => {
    const ip = '203.0.113.77';
    await registerUser(t.app, { firstName: '＝HYPERLINK("http://evil.example")', lastName: '＋1+1' }, { ip });
    await registerUser(t.app, { firstName: '－2+3', lastName: '＠SUM(A1)' }, { ip });
    const res = await get(`/v1/audit/export?ipAddress=${ip}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    const names = rows.map((r) => [r[header!.indexOf('First Name')], r[header!.indexOf('Last Name')]]);
    expect(names).toEqual([
      ["'－2+3", "'＠SUM(A1)"],
      ["'＝HYPERLINK(\"http://evil.example\")", "'＋1+1"],
    ]);
  });

  it('answers just the header when nothing matches, and 400 for bad filters', async () => {
    const res = await get('/v1/audit/export?userId=00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body.slice(1))).toHaveLength(1);
    expectFieldError(await get('/v1/audit/export?endDate=not-a-date'), 'endDate', 'endDate must be a date or date-time (ISO 8601)');
  });

  it('walks batch after batch (keyset) without losing or repeating a row', async () => {
    for (let i = 0; i < 10; i++) {
      await recordAudit(t.database.db, { action: 'FILE_UPLOADED', entityType: 'file', description: `bulk ${i}`, success: true, ip: '198.51.100.7' });
    }
    const service = createAuditService({ database: t.database } as AppContext);
    const { stream } = await service.exportCsv({ ipAddress: '198.51.100.7' }, adminRow, { ip: '127.0.0.1', userAgent: null }, { batchSize: 3 });
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const rows = parseCsv(text.slice(1)).slice(1);
    expect(rows.map((r) => r[10])).toEqual(Array.from({ length: 10 }, (_, i) => `bulk ${9 - i}`));
  });
});

describe('what the audit trail stores', () => {
  it('turns control characters in descriptions into spaces (no forged lines)', async () => {
    await recordAudit(t.database.db, { action: 'PROFILE_UPDATED', entityType: 'user', description: 'ok\r\nLOGIN_SUCCESS admin\u2028x\u0007', success: true });
    expect((await auditTrail(t)).at(-1)!.description).toBe('ok LOGIN_SUCCESS admin x ');
  });
});

describe('npm run audit:verify (verifyAuditChain)', () => {
  // The trail is append-only by trigger; tampering needs the table owner to switch it off.
  async function tamper(statement: ReturnType<typeof sql>) {
    await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await t.database.db.execute(statement);
    } finally {
      await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
  }

  it('detects an edited row and then a deleted row', async () => {
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: true });
    const trail = await auditTrail(t);
    const edited = trail[3]!;
    await tamper(sql`update audit_log set description = 'Nothing to see' where seq = ${edited.seq}`);
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: false, brokenAt: edited.seq, reason: 'row content does not match its hash' });
    await tamper(sql`update audit_log set description = ${edited.description} where seq = ${edited.seq}`);
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: true });

    const removed = trail[5]!;
    await tamper(sql`delete from audit_log where seq = ${removed.seq}`);
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: false, brokenAt: trail[6]!.seq, reason: expect.stringContaining('previous hash does not match') });
  });
});

describe('audit endpoints for anyone else', () => {
  it('refuses a job seeker with 403 and audits the attempt', async () => {
    expectError(await call(t.app, 'GET', '/v1/audit/logs', { token: seeker.token }), 403, 'FORBIDDEN', 'Only administrators can do this');
    expect((await auditTrail(t)).at(-1)).toMatchObject({ actionType: 'ACCESS_DENIED', userId: seeker.user.id, success: false, description: 'Refused GET /v1/audit/logs: Only administrators can do this' });
  });
});
