import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponse } from '@jobboard/contracts/auth';
import { ContactResponse } from '@jobboard/contracts/contact';
import { ErrorEnvelope, MessageResponse } from '@jobboard/contracts/errors';
import { JobListResponse, JobResponse, SimilarJobsResponse } from '@jobboard/contracts/jobs';
import { ApplicationResponse, MyApplicationsResponse } from '@jobboard/contracts/applications';
import { UpdatePreferencesResponse, UpdateProfileResponse } from '@jobboard/contracts/profiles';
import { UploadResponse } from '@jobboard/contracts/uploads-api';
import type { ZodType } from 'zod';
import { createAdmin, createTestApp, type TestApp } from './helpers/app.ts';
import { postJob, registerApplicant, registerEmployer } from './helpers/jobs.ts';
import { multipart } from './helpers/uploads.ts';
import { AdminUserResponse, AdminUsersResponse, DeleteUserResponse } from '@jobboard/contracts/admin-users';
import { AdminApplicationsResponse } from '@jobboard/contracts/admin-applications';
import { AuditLogsResponse, AuditStatsResponse } from '@jobboard/contracts/audit-api';
import { ApplicationHistoryResponse, EmployerStatusResponse, MyApplicantsResponse } from '@jobboard/contracts/review';
import { NotificationReadResponse, NotificationsResponse } from '@jobboard/contracts/notifications';
import { CandidateDetailResponse, CandidateSearchResponse } from '@jobboard/contracts/candidates';
import { AdminAnalyticsResponse, ApplicationMetricsResponse, JobStatsResponse, UserGrowthResponse } from '@jobboard/contracts/analytics';

// Property-based fuzzing (docs/architecture.md#security): whatever a client sends, the answer is never a 5xx
// and always fits either the endpoint's success schema or the error envelope.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_IP: '100000', REGISTRATIONS_PER_IP: '100000', CONTACT_PER_IP: '100000' });
});
afterAll(() => t.close());

const anyJson = fc.jsonValue({ maxDepth: 3 });
/**
 * Text built from the characters that break things: NUL and other control characters (PostgreSQL
 * text cannot hold NUL), line and byte-order marks, an emoji, and the tsquery, LIKE and quoting
 * metacharacters. fc.string() alone draws printable ASCII and would never send them.
 */
const trickyText = fc.string({
  unit: fc.constantFrom('\u0000', '\u0007', '\u001f', '\u007f', '\u2028', '\ufeff', '😀', "'", '"', '\\', '%', '_', ':', '*', '&', '|', '!', '(', '<', '-', 'a', ' '),
  maxLength: 12,
});
/** Objects with the endpoint's own keys holding values of any type, plus stray keys now and then. */
const shapedLike = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.string(), trickyText, fc.integer(), fc.boolean(), fc.constant(null), anyJson)])), {
    requiredKeys: [],
  });

const ENDPOINTS = [
  {
    url: '/v1/auth/register',
    success: AuthResponse,
    keys: ['email', 'password', 'firstName', 'lastName', 'phone', 'role', 'termsAccepted', 'accommodations', 'accessibilityPreferences'],
  },
  { url: '/v1/auth/login', success: AuthResponse, keys: ['email', 'password'] },
  { url: '/apis/v1/contact', success: ContactResponse, keys: ['name', 'email', 'phone', 'subject', 'message'] },
  { url: '/v1/auth/forgot-password', success: MessageResponse, keys: ['email'] },
  { url: '/v1/auth/verify-otp', success: MessageResponse, keys: ['email', 'otp'] },
  { url: '/v1/auth/reset-password', success: MessageResponse, keys: ['email', 'otp', 'newPassword'] },
];

describe.each(ENDPOINTS)('POST $url under fuzzing', ({ url, success, keys }) => {
  it('never answers 5xx and always answers a well-formed body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shapedLike(keys)), async (body) => {
        const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBeLessThan(500);
        const json = res.json();
        if (res.statusCode < 300) expect(success.safeParse(json).success).toBe(true);
        else expect(ErrorEnvelope.safeParse(json).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('GET /v1/users/profile under fuzzing', () => {
  it('answers 401 in the envelope for any Authorization header', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (header) => {
        const res = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: { authorization: header.replace(/[\r\n]/g, ' ') } });
        expect(res.statusCode).toBe(401);
        expect(ErrorEnvelope.safeParse(res.json()).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Jobs and applications: bodies, query strings and path ids of any shape, from every role.

const tokens: Record<'employer' | 'applicant' | 'admin', string> = { employer: '', applicant: '', admin: '' };
let jobId = '';
beforeAll(async () => {
  tokens.employer = (await registerEmployer(t)).token;
  tokens.applicant = (await registerApplicant(t)).token;
  tokens.admin = (await createAdmin(t)).token;
  jobId = (await postJob(t, tokens.employer)).id;
});

/** Answers a well-formed success of `success`, or the error envelope; never a 5xx. */
function expectWellFormed(res: { statusCode: number; json(): unknown }, success: ZodType) {
  expect(res.statusCode).toBeLessThan(500);
  const json = res.json();
  if (res.statusCode < 300) expect(success.safeParse(json).success).toBe(true);
  else expect(ErrorEnvelope.safeParse(json).success).toBe(true);
}

const JOB_FORM_KEYS = ['title', 'description', 'requirements', 'responsibilities', 'benefits', 'location', 'jobType', 'salaryMin', 'salaryMax', 'salaryCurrency', 'isRemote', 'accommodations', 'applicationDeadline', 'category', 'disabilityTypes'];
const PROFILE_KEYS = ['first_name', 'last_name', 'email', 'phone', 'bio', 'skills', 'experience_years', 'education', 'accommodations', 'accessibility_needs', 'location', 'remote_preference', 'job_title', 'department', 'employee_id', 'supervisor', 'company_name', 'company_website', 'company_size', 'founded_year'];
const PREFERENCE_KEYS = ['job_alerts', 'email_notifications', 'sms_notifications', 'privacy_public_profile', 'privacy_contact_info', 'accessibility_high_contrast', 'accessibility_large_text', 'accessibility_screen_reader', 'accessibility_reduced_motion', 'font_size', 'system_notifications', 'admin_alerts'];
const BODY_ENDPOINTS = [
  { method: 'POST' as const, url: () => '/v1/jobs', token: 'employer' as const, success: JobResponse, keys: JOB_FORM_KEYS },
  { method: 'PUT' as const, url: () => `/v1/jobs/${jobId}`, token: 'employer' as const, success: JobResponse, keys: JOB_FORM_KEYS },
  { method: 'PUT' as const, url: () => `/v1/jobs/${jobId}/status`, token: 'admin' as const, success: JobResponse, keys: ['status', 'reason'] },
  { method: 'POST' as const, url: () => '/v1/applications', token: 'applicant' as const, success: ApplicationResponse, keys: ['job_id', 'cover_letter', 'resume_url'] },
  ...(['applicant', 'employer', 'admin'] as const).map((token) => ({ method: 'PUT' as const, url: () => '/v1/users/profile', token, success: UpdateProfileResponse, keys: PROFILE_KEYS })),
  { method: 'PUT' as const, url: () => '/v1/users/preferences', token: 'applicant' as const, success: UpdatePreferencesResponse, keys: PREFERENCE_KEYS },
  { method: 'PUT' as const, url: () => '/v1/users/preferences', token: 'admin' as const, success: UpdatePreferencesResponse, keys: PREFERENCE_KEYS },
  { method: 'POST' as const, url: () => '/v1/auth/change-password', token: 'applicant' as const, success: MessageResponse, keys: ['currentPassword', 'newPassword', 'confirmPassword'] },
  { method: 'PUT' as const, url: () => '/v1/users/change-password', token: 'employer' as const, success: MessageResponse, keys: ['currentPassword', 'newPassword', 'confirmPassword'] },
];

describe.each(BODY_ENDPOINTS)('$method $url under fuzzing', ({ method, url, token, success, keys }) => {
  it('never answers 5xx and always answers a well-formed body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shapedLike(keys)), async (body) => {
        const res = await t.app.inject({
          method,
          url: url(),
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[token]}` },
        });
        expectWellFormed(res, success);
      }),
      { numRuns: 100 },
    );
  });
});

const JOB_QUERY_KEYS = ['page', 'limit', 'search', 'location', 'jobType', 'isRemote', 'salaryMin', 'salaryMax', 'disabilityTypes', 'sort', 'status', 'junk'];
/** A query string of the endpoint's own keys (some repeated) holding any text. */
const queryOf = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('1', '0', '-1', '100', '101', 'true', 'newest', 'visual', 'full-time', 'active', 'applied', 'all'), fc.string({ unit: 'grapheme', maxLength: 20 }), trickyText)), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());

describe.each([
  { name: 'GET /v1/jobs (visitor)', path: '/v1/jobs', token: undefined, keys: JOB_QUERY_KEYS, success: JobListResponse },
  { name: 'GET /v1/jobs (admin)', path: '/v1/jobs', token: 'admin' as const, keys: JOB_QUERY_KEYS, success: JobListResponse },
  { name: 'GET /v1/jobs (applicant)', path: '/v1/jobs', token: 'applicant' as const, keys: JOB_QUERY_KEYS, success: JobListResponse },
  { name: 'GET /v1/jobs/employer/my-jobs', path: '/v1/jobs/employer/my-jobs', token: 'employer' as const, keys: ['page', 'limit', 'junk'], success: JobListResponse },
  { name: 'GET /v1/users/saved-jobs', path: '/v1/users/saved-jobs', token: 'applicant' as const, keys: ['page', 'limit'], success: JobListResponse },
  { name: 'GET /v1/applications/my-applications', path: '/v1/applications/my-applications', token: 'applicant' as const, keys: ['page', 'limit', 'search', 'status'], success: MyApplicationsResponse },
])('$name under fuzzing', ({ path, token, keys, success }) => {
  it('never answers 5xx and always answers a well-formed body', async () => {
    await fc.assert(
      fc.asyncProperty(queryOf(keys), async (query) => {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: token ? { authorization: `Bearer ${tokens[token]}` } : {} });
        expectWellFormed(res, success);
      }),
      { numRuns: 100 },
    );
  });
});

describe('job and application ids under fuzzing', () => {
  const idLike = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 60 }), trickyText, fc.constant(''), fc.constant('00000000-0000-0000-0000-000000000000'));
  const encode = (id: string) => encodeURIComponent(id) || 'x';

  it.each([
    ['GET', '/v1/jobs/{id}', JobResponse, undefined],
    ['GET', '/v1/jobs/{id}/similar', SimilarJobsResponse, 'applicant'],
    ['POST', '/v1/jobs/{id}/save', MessageResponse, 'applicant'],
    ['DELETE', '/v1/jobs/{id}/save', MessageResponse, 'applicant'],
    ['DELETE', '/v1/jobs/{id}', MessageResponse, 'employer'],
    ['PUT', '/v1/applications/{id}/withdraw', ApplicationResponse, 'applicant'],
    ['GET', '/v1/files/{id}', MessageResponse, undefined],
  ] as const)('%s %s never answers 5xx', async (method, path, success, token) => {
    await fc.assert(
      fc.asyncProperty(idLike, async (id) => {
        const url = path.replace('{id}', encode(id));
        const res = await t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${tokens[token]}` } : {} });
        expectWellFormed(res, success);
      }),
      { numRuns: 60 },
    );
  });

  it('GET /jobs/{id} (the server-rendered page) never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(idLike, async (id) => {
        const res = await t.app.inject({ method: 'GET', url: `/jobs/${encode(id)}` });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('upload routes under fuzzing', () => {
  it('never answer 5xx for any multipart or other body', async () => {
    const part = fc.record({
      name: fc.oneof(fc.constantFrom('resume', 'profilePicture', 'file'), fc.string({ maxLength: 20 })),
      fileName: fc.option(fc.oneof(fc.constantFrom('a.pdf', 'b.docx', 'c.png', '../x.txt', ''), fc.string({ maxLength: 40 })), { nil: undefined }),
      content: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('resume', 'profile-picture'), fc.array(part, { maxLength: 3 }), fc.boolean(), async (kind, parts, asMultipart) => {
        const body = multipart(parts.map((p) => ({ ...p, name: p.name.replace(/["\r\n]/g, ''), fileName: p.fileName?.replace(/["\r\n]/g, '') })));
        const res = await t.app.inject({
          method: 'POST',
          url: `/v1/upload/${kind}`,
          payload: body.payload,
          headers: { ...(asMultipart ? body.headers : { 'content-type': 'application/octet-stream' }), authorization: `Bearer ${tokens.applicant}` },
        });
        expectWellFormed(res, UploadResponse);
      }),
      { numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Administration and the audit trail: queries, bodies and ids of any shape, as an administrator.

describe('administration endpoints under fuzzing', () => {
  const ADMIN_QUERY_VALUES = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', 'all', 'admin', 'employer', 'active', 'inactive', 'interviewing', 'withdrawn', 'true', 'false', '1h', '24h', '2024-02-31', '2024-01-01T10:00', 'LOGIN_FAILED', '101', '-1', '00000000-0000-0000-0000-000000000000'),
  );
  const adminQuery = (keys: string[]) =>
    fc.array(fc.tuple(fc.constantFrom(...keys), ADMIN_QUERY_VALUES), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString());
  const AUDIT_KEYS = ['userId', 'actionType', 'entityType', 'success', 'startDate', 'endDate', 'ipAddress', 'page', 'limit'];

  it.each([
    ['/v1/users', ['page', 'limit', 'search', 'role', 'status'], AdminUsersResponse],
    ['/v1/applications', ['page', 'limit', 'search', 'status'], AdminApplicationsResponse],
    ['/v1/audit/logs', AUDIT_KEYS, AuditLogsResponse],
    ['/v1/audit/stats', ['timeRange'], AuditStatsResponse],
  ] as const)('GET %s never answers 5xx', async (path, keys, success) => {
    await fc.assert(
      fc.asyncProperty(adminQuery([...keys]), async (query) => {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: { authorization: `Bearer ${tokens.admin}` } });
        expectWellFormed(res, success);
      }),
      { numRuns: 80 },
    );
  });

  it('GET /v1/audit/export never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(adminQuery(AUDIT_KEYS), async (query) => {
        const res = await t.app.inject({ method: 'GET', url: `/v1/audit/export?${query}`, headers: { authorization: `Bearer ${tokens.admin}` } });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 300) expect(ErrorEnvelope.safeParse(res.json()).success).toBe(true);
        else expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      }),
      { numRuns: 40 },
    );
  });

  it('PUT /v1/users/{id}/status and /role never answer 5xx for any body', async () => {
    const target = (await registerApplicant(t)).user.id as string;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('status', 'role'), fc.oneof(anyJson, shapedLike(['isActive', 'role'])), async (what, body) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/v1/users/${target}/${what}`,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
        });
        expectWellFormed(res, AdminUserResponse);
      }),
      { numRuns: 80 },
    );
  });

  it.each([
    ['/v1/users/{id}?force=true', DeleteUserResponse],
    ['/v1/applications/{id}', MessageResponse],
  ] as const)('DELETE %s never answers 5xx for any id', async (path, success) => {
    const idLike = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 60 }), fc.constant('00000000-0000-0000-0000-000000000000'));
    await fc.assert(
      fc.asyncProperty(idLike, async (id) => {
        const res = await t.app.inject({ method: 'DELETE', url: path.replace('{id}', encodeURIComponent(id) || 'x'), headers: { authorization: `Bearer ${tokens.admin}` } });
        expectWellFormed(res, success);
      }),
      { numRuns: 60 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Applicant review, notifications and the candidate finder: bodies, queries and ids of any shape.

describe('review, notification and candidate endpoints under fuzzing', () => {
  let applicationId = '';
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/applications', payload: { job_id: jobId }, headers: { authorization: `Bearer ${tokens.applicant}` } });
    applicationId = res.json().data.application.id;
  });

  it.each(['employer', 'admin'] as const)('PUT /v1/applications/{id}/status as %s never answers 5xx for any body', async (role) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, shapedLike(['status', 'notes'])), async (body) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/v1/applications/${applicationId}/status`,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[role]}` },
        });
        expectWellFormed(res, EmployerStatusResponse);
      }),
      { numRuns: 80 },
    );
  });

  it.each([
    ['/v1/applications/my-applicants', 'employer', ['page', 'limit', 'jobId', 'status', 'search', 'junk'], MyApplicantsResponse],
    ['/v1/notifications', 'applicant', ['limit', 'unread'], NotificationsResponse],
    ['/v1/users/candidates', 'employer', ['page', 'limit', 'skills', 'experienceYears', 'location', 'education', 'isRemote', 'accessibilityNeeds', 'keyword'], CandidateSearchResponse],
  ] as const)('GET %s never answers 5xx', async (path, role, keys, success) => {
    const values = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', '1', '0', '-1', '101', 'any', 'true', 'hybrid', 'bachelor', 'react,TypeScript', 'the', '"a -b or', 'applied', 'all', '%_\\', jobId));
    const query = fc.array(fc.tuple(fc.constantFrom(...keys), values), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString());
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${q}`, headers: { authorization: `Bearer ${tokens[role]}` } });
        expectWellFormed(res, success);
      }),
      { numRuns: 80 },
    );
  });

  it.each([
    ['GET', '/v1/applications/{id}/history', ApplicationHistoryResponse, 'applicant'],
    ['PUT', '/v1/applications/{id}/status', EmployerStatusResponse, 'employer'],
    ['PUT', '/v1/notifications/{id}/read', NotificationReadResponse, 'applicant'],
    ['GET', '/v1/users/candidates/{id}', CandidateDetailResponse, 'employer'],
  ] as const)('%s %s never answers 5xx for any id', async (method, path, success, role) => {
    const idLike = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 60 }), fc.constant('00000000-0000-0000-0000-000000000000'));
    await fc.assert(
      fc.asyncProperty(idLike, async (id) => {
        const res = await t.app.inject({ method, url: path.replace('{id}', encodeURIComponent(id) || 'x'), headers: { authorization: `Bearer ${tokens[role]}` } });
        expectWellFormed(res, success);
      }),
      { numRuns: 50 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Analytics: time ranges of any shape, as an administrator.

describe('analytics endpoints under fuzzing', () => {
  it.each([
    ['/v1/analytics/admin', AdminAnalyticsResponse],
    ['/v1/analytics/user-growth', UserGrowthResponse],
    ['/v1/analytics/job-stats', JobStatsResponse],
    ['/v1/analytics/application-metrics', ApplicationMetricsResponse],
  ] as const)('GET %s never answers 5xx', async (path, success) => {
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('7d', '30d', '90d', '1y', '', '1Y', '365d', '-1'));
    const query = fc.array(fc.tuple(fc.constantFrom('time_range', 'timeRange', 'junk'), value), { maxLength: 3 }).map((pairs) => new URLSearchParams(pairs).toString());
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${q}`, headers: { authorization: `Bearer ${tokens.admin}` } });
        expectWellFormed(res, success);
      }),
      { numRuns: 25 },
    );
  });
});
