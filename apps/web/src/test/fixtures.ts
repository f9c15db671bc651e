import type { Job } from '@jobboard/contracts/jobs';
import type { Preferences, User } from '@jobboard/contracts/users';
import type { Role } from '@jobboard/contracts/roles';

export function fakeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    email: `${role}@example.com`,
    role,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: null,
    bio: null,
    skills: [],
    experience_years: null,
    education: null,
    accommodations: null,
    accessibility_needs: [],
    accommodations_needed: [],
    location: null,
    resume_url: null,
    profile_picture_url: null,
    job_title: null,
    department: null,
    employee_id: null,
    supervisor: null,
    remote_preference: null,
    company_name: null,
    company_description: null,
    company_website: null,
    company_size: null,
    industry: null,
    founded_year: null,
    company_address: null,
    company_city: null,
    company_state: null,
    company_country: null,
    company_zip_code: null,
    is_active: true,
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: '2026-01-15T10:00:00.000Z',
    last_login: null,
    profile: { resume_url: null },
    ...overrides,
  };
}

export const fakePreferences: Preferences = {
  job_alerts: true,
  email_notifications: true,
  new_application_emails: 'each',
  sms_notifications: false,
  privacy_public_profile: true,
  privacy_contact_info: false,
  accessibility_high_contrast: false,
  accessibility_large_text: false,
  accessibility_screen_reader: false,
  accessibility_reduced_motion: false,
  font_size: 16,
  system_notifications: true,
  admin_alerts: true,
};

export const profileAnswer = (user: User) => () => ({ body: { success: true, data: { user, preferences: fakePreferences } } });

let jobCounter = 0;
/** A job as GET /v1/jobs answers it. */
export function fakeJob(overrides: Partial<Job> = {}): Job {
  jobCounter += 1;
  const n = String(jobCounter).padStart(12, '0');
  return {
    id: `aaaaaaaa-bbbb-4ccc-8ddd-${n}`,
    title: `Accessibility Tester ${jobCounter}`,
    company_name: 'Northwind Accessible Tech',
    company_website: 'https://northwind.example.com',
    employer_id: '99999999-2222-4333-8444-555555555555',
    description:
      'Test our products with screen readers, magnifiers and switch access, write clear bug reports and help designers fix what you find. Flexible hours and a quiet workspace.',
    requirements: 'Experience with NVDA or JAWS.',
    responsibilities: 'Run accessibility audits.',
    benefits: 'Remote work\nFlexible hours',
    location: 'Toronto, ON',
    job_type: 'full-time',
    salary_min: 60000,
    salary_max: 80000,
    salary_currency: 'CAD',
    salary_period: 'year',
    is_remote: true,
    accommodations: 'Screen reader licences provided.',
    disability_types: ['visual', 'hearing'],
    accommodations_offered: ['flexible-hours', 'captioning'],
    work_requirements: [],
    category: 'Technology',
    status: 'active',
    views_count: 12,
    applications_count: 3,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2099-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export const jobPage = (jobs: Job[], pagination: Partial<{ page: number; limit: number; total: number; pages: number }> = {}) => ({
  body: { success: true, data: { jobs, pagination: { page: 1, limit: 10, total: jobs.length, pages: jobs.length ? 1 : 0, ...pagination } } },
});
