// The API description a client generator or a person reads at /v1/docs/json: valid OpenAPI, an id
// for every operation, shared schemas by contract name, and the bodies and answers routes really have.
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MODULES } from '../src/platform/openapi-schemas.ts';
import { CLIENT_TYPES_FILE, renderClientTypes } from '../src/scripts/client-types.ts';
import { call, createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is checked by the validator and field by field below
let doc: any;
type Operation = { operationId?: string; responses: Record<string, { description: string; content?: Record<string, unknown> }>; requestBody?: { content: Record<string, { schema: unknown }> }; security?: unknown[] };
let operations: Array<{ path: string; method: string; op: Operation }>;

beforeAll(async () => {
  t = await createTestApp();
  const res = await call(t.app, 'GET', '/v1/docs/json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => ({ path: p, method, op })));
});
afterAll(() => t.close());

describe('GET /v1/docs/json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('gives every operation an id of its own', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter(({ op }) => !op.operationId).map(({ method, path: p }) => `${method} ${p}`)).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(doc.paths['/v1/jobs/{id}'].get.operationId).toBe('getJobsById');
  });

  it('shares schemas under components by their contract names', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['JobListResponse', 'ErrorEnvelope', 'User', 'RegisterRequestInput']));
    expect(doc.paths['/v1/jobs'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/JobListResponse' });
  });

  it('describes uploads as multipart bodies and exports as CSV files', () => {
    expect(doc.paths['/v1/upload/resume'].post.requestBody.content['multipart/form-data'].schema).toMatchObject({ required: ['resume'], properties: { resume: { format: 'binary' } } });
    for (const csv of ['/v1/audit/export', '/v1/analytics/report']) {
      const ok = doc.paths[csv]?.get.responses['200'];
      expect(ok, csv).toBeDefined();
      expect(Object.keys(ok.content)).toEqual(['text/csv']);
    }
  });

  it('requires the bearer token exactly where a route can answer 401, and says what each answer means', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { method, path: p, op } of operations) {
      if (op.responses['401']) expect(op.security, `${method} ${p}`).toEqual([{ bearer: [] }]);
      for (const [status, answer] of Object.entries(op.responses)) expect(answer.description, `${method} ${p} ${status}`).not.toBe('Default Response');
    }
  });
});

describe('the answers each operation lists', () => {
  const statuses = (p: string, method: string) => Object.keys(doc.paths[p][method].responses).sort();

  it('are the ones it can give, not one list for every route', () => {
    // A public search: no conflict, no body, and no sign-in to refuse; the database may be down.
    expect(statuses('/v1/jobs', 'get')).toEqual(expect.arrayContaining(['200', '400', '503']));
    for (const never of ['401', '409', '413', '415']) expect(statuses('/v1/jobs', 'get')).not.toContain(never);
    // A body can be too large or of the wrong type; a read has neither.
    expect(statuses('/v1/auth/register', 'post')).toEqual(expect.arrayContaining(['201', '400', '409', '413', '415', '429', '503']));
    expect(statuses('/v1/jobs/{id}', 'get')).not.toContain('413');
    expect(statuses('/v1/jobs/{id}', 'get')).not.toContain('409');
    expect(statuses('/v1/health/live', 'get')).toEqual(['200']);
    const lists = new Set(operations.map(({ op }) => Object.keys(op.responses).sort().join(',')));
    expect(lists.size).toBeGreaterThan(20);
  });
});

describe('the web client', () => {
  it('types its calls with what this document says (regenerate with npm run api:types)', async () => {
    const committed = fs.readFileSync(path.resolve(import.meta.dirname, '../../..', CLIENT_TYPES_FILE), 'utf8');
    expect(committed === (await renderClientTypes(t.app)), `${CLIENT_TYPES_FILE} is stale: run npm run api:types`).toBe(true);
  });
});

describe('the contract modules behind components.schemas', () => {
  it('include every contracts module that exports a schema', async () => {
    const dir = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
    const missing: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const name = file.replace(/\.ts$/, '');
      const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
      const hasSchema = Object.entries(exports).some(([key, value]) => value instanceof z.ZodType && /^[A-Z]/.test(key));
      if (hasSchema && !CONTRACT_MODULES[name]) missing.push(name);
    }
    expect(missing).toEqual([]);
  });
});
