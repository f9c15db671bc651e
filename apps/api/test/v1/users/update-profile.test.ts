import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateProfileResponse } from '@jobboard/contracts/profiles';
import { call, createAdmin, createTestApp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { auditTrail, userByEmail } from '../../helpers/stored.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_IP: '100000' });
});
afterAll(() => t.close());

const save = (token: string, body: unknown) => call(t.app, 'PUT', '/v1/users/profile', { token, body });
const NAMES = { first_name: 'Ada', last_name: 'Lovelace' };
const NAMES_REQUIRED = 'First name and last name are required';

describe('PUT /v1/users/profile (job seeker)', () => {
  it('trims and stores every field and answers the user as GET does', async () => {
    const account = await registerUser(t.app);
    const res = await save(account.token, {
      first_name: '  Grace ',
      last_name: ' Hopper ',
      phone: ' +1 (555) 123-456 ',
      bio: '  Compiler pioneer ',
      skills: [' COBOL ', 'cobol', '', 'Leadership', '  '],
      experience_years: 12,
      education: 'doctorate',
      accommodations: ' Flexible hours ',
      accessibility_needs: [' Screen reader ', 'Captions'],
      location: ' Arlington ',
      job_title: ' Rear Admiral ',
      remote_preference: 'true',
    });

    expect(res.statusCode, res.body).toBe(200);
    const body = UpdateProfileResponse.parse(res.json());
    expect(body.message).toBe('Profile updated successfully!');
    expect(body.data.user).toMatchObject({
      email: account.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+1 (555) 123-456',
      bio: 'Compiler pioneer',
      skills: ['COBOL', 'Leadership'],
      experience_years: 12,
      education: 'doctorate',
      accommodations: 'Flexible hours',
      accessibility_needs: ['Screen reader', 'Captions'],
      location: 'Arlington',
      job_title: 'Rear Admiral',
      remote_preference: 'true',
    });
    const fetched = await call(t.app, 'GET', '/v1/users/profile', { token: account.token });
    expect(fetched.json().data.user).toEqual(body.data.user);
  });

  it("leaves omitted fields alone and clears a field sent as '' or null", async () => {
    const account = await registerUser(t.app);
    await save(account.token, { ...NAMES, bio: 'Hello', location: 'Paris', education: 'master', experience_years: 3, remote_preference: 'hybrid' });
    const res = await save(account.token, { ...NAMES, bio: '', location: null, education: '', remote_preference: null });
    expect(res.json().data.user).toMatchObject({ bio: null, location: null, education: null, experience_years: 3, remote_preference: null });
  });

  it.each([
    ['remote only', 'true', 'remote'],
    ['on-site only', 'false', 'onsite'],
    ['any', 'any', 'any'],
  ])('stores remote preference %s', async (_label, sent, stored) => {
    const account = await registerUser(t.app);
    expect((await save(account.token, { ...NAMES, remote_preference: sent })).json().data.user.remote_preference).toBe(sent);
    expect((await userByEmail(t, account.email))!.remotePreference).toBe(stored);
  });

  it.each([
    [{ last_name: 'L' }, 'first_name', NAMES_REQUIRED],
    [{ first_name: '   ', last_name: 'L' }, 'first_name', NAMES_REQUIRED],
    [{ first_name: 'A', last_name: '' }, 'last_name', NAMES_REQUIRED],
    [{ ...NAMES, first_name: 'x'.repeat(51) }, 'first_name', 'First name must be less than 50 characters'],
    [{ ...NAMES, phone: '12345' }, 'phone', 'Please enter a valid phone number'],
    [{ ...NAMES, phone: '+1 555 123 4567 890' }, 'phone', 'Please enter a valid phone number'],
    [{ ...NAMES, phone: '555-CALL-NOW' }, 'phone', 'Please enter a valid phone number'],
    [{ ...NAMES, experience_years: 51 }, 'experience_years', 'Experience must be between 0 and 50 years'],
    [{ ...NAMES, experience_years: -1 }, 'experience_years', 'Experience must be between 0 and 50 years'],
    [{ ...NAMES, experience_years: 2.5 }, 'experience_years', 'Experience must be a whole number of years'],
    [{ ...NAMES, experience_years: '5' }, 'experience_years', 'Experience must be a number'],
    [{ ...NAMES, education: 'phd' }, 'education', 'Please choose an education level from the list'],
    [{ ...NAMES, remote_preference: 'remote' }, 'remote_preference', 'Please choose a remote preference from the list'],
    [{ ...NAMES, skills: 'js' }, 'skills', 'Skills must be a list'],
    [{ ...NAMES, skills: ['x'.repeat(51)] }, 'skills.0', 'Each skill must be less than 50 characters'],
    [{ ...NAMES, skills: Array.from({ length: 51 }, (_, i) => `s${i}`) }, 'skills', 'At most 50 skills are allowed'],
    [{ ...NAMES, accessibility_needs: ['Captions', ' '] }, 'accessibility_needs.1', 'Accessibility needs cannot be empty'],
    [{ ...NAMES, accessibility_needs: ['Captions', 'captions'] }, 'accessibility_needs', 'Accessibility need "captions" already exists'],
    [{ ...NAMES, bio: 'x'.repeat(2001) }, 'bio', 'Bio must be less than 2000 characters'],
  ])('refuses %j (%s)', async (body, field, message) => {
    const account = await registerUser(t.app);
    expectFieldError(await save(account.token, body), field, message);
  });

  it.each(['company_name', 'department', 'employee_id', 'supervisor', 'founded_year', 'role', 'is_active', 'resume_url'])(
    'refuses the field %s, which is not a job seeker field',
    async (field) => {
      const account = await registerUser(t.app);
      expectFieldError(await save(account.token, { ...NAMES, [field]: 'x' }), field, `Unknown field: ${field}`);
      expect((await userByEmail(t, account.email))!.role).toBe('applicant');
    },
  );
});

describe('PUT /v1/users/profile (employer)', () => {
  const company = { ...NAMES, company_name: 'Analytical Engines Ltd' };

  it('stores the contact and company fields', async () => {
    const account = await registerUser(t.app, { role: 'employer' });
    const res = await save(account.token, {
      ...company,
      phone: '020 7946 0018',
      job_title: 'Founder',
      department: 'Board',
      company_description: ' We build engines. ',
      company_website: 'https://engines.example.org',
      company_size: '11-50',
      industry: 'Computing',
      founded_year: 1843,
      company_address: '12 St James Sq',
      company_city: 'London',
      company_state: 'Greater London',
      company_country: 'UK',
      company_zip_code: 'SW1Y 4JH',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ company_name: 'Analytical Engines Ltd', company_description: 'We build engines.', founded_year: 1843, company_size: '11-50', department: 'Board' });
  });

  it('saves the contact tab alone, before any company name, and keeps what was stored', async () => {
    const account = await registerUser(t.app, { role: 'employer' });
    const contact = await save(account.token, { phone: '020 7946 0018', department: 'People' });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json().data.user).toMatchObject({ company_name: null, department: 'People', first_name: account.user.first_name });
    await save(account.token, { company_name: 'Analytical Engines Ltd' });
    const later = await save(account.token, { ...NAMES, job_title: 'Founder' });
    expect(later.json().data.user).toMatchObject({ company_name: 'Analytical Engines Ltd', department: 'People', job_title: 'Founder' });
  });

  it.each([
    [{ ...NAMES, company_name: '  ' }, 'company_name', 'Company name is required'],
    [{ ...company, founded_year: 1799 }, 'founded_year', `Founded year must be between 1800 and ${new Date().getFullYear()}`],
    [{ ...company, founded_year: new Date().getFullYear() + 1 }, 'founded_year', `Founded year must be between 1800 and ${new Date().getFullYear()}`],
    [{ ...company, founded_year: 1900.5 }, 'founded_year', 'Founded year must be a whole number'],
    [{ ...company, company_website: 'javascript:alert(1)' }, 'company_website', 'Please enter a valid website address starting with http:// or https://'],
    [{ ...company, company_website: 'engines.example.org' }, 'company_website', 'Please enter a valid website address starting with http:// or https://'],
    [{ ...company, company_size: '2-5' }, 'company_size', 'Please choose a company size from the list'],
    [{ ...company, last_name: ' ' }, 'last_name', NAMES_REQUIRED],
  ])('refuses %j (%s)', async (body, field, message) => {
    const account = await registerUser(t.app, { role: 'employer' });
    expectFieldError(await save(account.token, body), field, message);
  });

  it.each(['employee_id', 'supervisor', 'bio', 'skills', 'experience_years', 'accessibility_needs'])('refuses the field %s', async (field) => {
    const account = await registerUser(t.app, { role: 'employer' });
    expectFieldError(await save(account.token, { ...company, [field]: 'x' }), field, `Unknown field: ${field}`);
  });
});

describe('PUT /v1/users/profile (administrator)', () => {
  it('stores the administrator fields', async () => {
    const admin = await createAdmin(t);
    const res = await save(admin.token, { ...NAMES, phone: '+44 20 7946 0018', job_title: 'Ops', department: 'IT', employee_id: ' E-17 ', supervisor: 'Charles' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'admin', employee_id: 'E-17', supervisor: 'Charles', department: 'IT' });
  });

  it.each(['company_name', 'company_website', 'bio', 'skills'])('refuses the field %s', async (field) => {
    const admin = await createAdmin(t);
    expectFieldError(await save(admin.token, { ...NAMES, [field]: 'x' }), field, `Unknown field: ${field}`);
  });
});

describe('PUT /v1/users/profile for every role', () => {
  it.each(['applicant', 'employer', 'admin'])('never changes the email of a %s', async (role) => {
    const account = role === 'admin' ? await createAdmin(t) : await registerUser(t.app, { role });
    const res = await save(account.token, { ...NAMES, company_name: 'X', email: 'new@example.com' });
    expectFieldError(res, 'email', 'Email cannot be changed. Contact support if needed.');
    expect((await userByEmail(t, account.email))!.email).toBe(account.email);
  });

  it.each([['a list', '[]'], ['a string', '"x"'], ['null', 'null']])('refuses a JSON body that is %s', async (_label, payload) => {
    const account = await registerUser(t.app);
    const res = await call(t.app, 'PUT', '/v1/users/profile', { token: account.token, body: payload, headers: { 'content-type': 'application/json' } });
    expectError(res, 400, 'VALIDATION_ERROR');
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t.app, 'PUT', '/v1/users/profile', { body: NAMES }), 401, 'UNAUTHORIZED', 'Please sign in to continue');
  });

  it('writes an audit row naming the changed fields but not their values', async () => {
    const account = await registerUser(t.app);
    await save(account.token, { ...NAMES, accommodations: 'Sign language interpreter' });
    const rows = (await auditTrail(t)).filter((r) => r.userId === account.user.id && r.actionType === 'PROFILE_UPDATED');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityType: 'user', entityId: account.user.id, success: true, description: 'Updated own profile: first_name, last_name, accommodations' });
  });
});
