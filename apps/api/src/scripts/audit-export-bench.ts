// node --import tsx src/scripts/audit-export-bench.ts [rows] — on a throwaway PostgreSQL database
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): seeds `rows` audit rows
// (1,000,000 by default), streams the unfiltered and a filtered CSV export to nowhere, and reports
// time and the process's peak resident memory; also times the audit list's first and last pages.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import type { AppContext } from '../platform/context.ts';

const rows = Number(process.argv[2] ?? 1_000_000);
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const peakRss = () => process.resourceUsage().maxRSS * 1024;

async function main() {
  const name = `audit_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    const db = database.db;
    let t = Date.now();
    // Rows spread over 30 days, 200 users, every action type; hashes are placeholders (the chain is not what is measured).
    await db.execute(sql`
      insert into audit_log (created_at, user_id, actor_email, actor_first_name, actor_last_name, actor_role, action_type, entity_type, entity_id, description, ip_address, user_agent, success, prev_hash, hash)
      select now() - (i * interval '30 days' / ${rows}),
             ('00000000-0000-4000-8000-' || lpad((i % 200)::text, 12, '0'))::uuid,
             'user' || (i % 200) || '@example.com', 'First', 'Last', (array['applicant','employer','admin'])[1 + i % 3],
             (array['LOGIN_SUCCESS','LOGIN_FAILED','JOB_CREATED','PROFILE_UPDATED','FILE_UPLOADED','ACCESS_DENIED'])[1 + i % 6],
             (array['security','security','job','user','file','security'])[1 + i % 6],
             i::text, 'Bench row ' || i || ', with "quotes" and =formula', '10.0.' || (i % 250) || '.' || (i % 7), 'Mozilla/5.0 (bench)', i % 10 <> 0,
             repeat('0', 64), repeat('1', 64)
      from generate_series(1, ${rows}) as i`);
    await db.execute(sql`analyze audit_log`);
    console.log(`seeded ${rows.toLocaleString()} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const audit = createAuditService({ database } as AppContext);
    const actor = { id: '00000000-0000-4000-8000-000000000999', email: 'bench@example.com', firstName: 'Bench', lastName: null, role: 'admin' } as never;
    const meta = { ip: '127.0.0.1', userAgent: 'bench' };
    for (const [label, filter] of [
      ['all rows', {}],
      ['one user', { userId: '00000000-0000-4000-8000-000000000007' }],
      ['failed only', { success: 'false' as const }],
    ] as const) {
      const before = peakRss();
      t = Date.now();
      let bytes = 0;
      let lines = 0;
      const { stream } = await audit.exportCsv(filter, actor, meta);
      await pipeline(
        stream,
        new Writable({
          write(chunk: Buffer, _enc, done) {
            bytes += chunk.length;
            for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
            done();
          },
        }),
      );
      const seconds = (Date.now() - t) / 1000;
      console.log(`export ${label}: ${(lines - 1).toLocaleString()} rows, ${mb(bytes)} in ${seconds.toFixed(1)} s (${Math.round((lines - 1) / seconds).toLocaleString()} rows/s); peak RSS ${mb(peakRss())} (before ${mb(before)})`);
    }
    for (const [label, query] of [
      ['logs page 1, no filter', { page: 1, limit: 50 }],
      ['logs page 1, one user', { page: 1, limit: 50, userId: '00000000-0000-4000-8000-000000000007' }],
      ['logs page 1, action type', { page: 1, limit: 50, actionType: 'LOGIN_FAILED' as const }],
      ['logs page 100, no filter', { page: 100, limit: 50 }],
    ] as const) {
      t = performance.now();
      await audit.logs(query);
      console.log(`${label}: ${(performance.now() - t).toFixed(0)} ms`);
    }
    for (const range of ['24h', '30d'] as const) {
      t = performance.now();
      await audit.stats(range);
      console.log(`stats ${range}: ${(performance.now() - t).toFixed(0)} ms`);
    }
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
