import type { Db } from '../db/client.ts';
import { jobs, savedSearches, users } from '../db/schema.ts';
import { insertUser } from '../modules/auth/auth.repository.ts';
import type { PasswordHasher } from '../platform/passwords.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import { seedDemoLogo } from './demo-logo.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import { seedDemoReview } from './demo-review.ts';

/** The demo accounts: their passwords are published in the README (see public-accounts.ts). */
export const DEMO_ACCOUNTS = [
  { role: 'applicant', email: 'seeker@example.com', password: 'Seeker2026', firstName: 'Amara', lastName: 'Okafor' },
  { role: 'employer', email: 'employer@example.com', password: 'Employer2026', firstName: 'Jonas', lastName: 'Lindqvist' },
  { role: 'admin', email: 'admin@example.com', password: 'Admin2026', firstName: 'Priya', lastName: 'Raman' },
] as const;

/**
 * Seeds the demo accounts and jobs once, on an empty database. Returns false when there was data already.
 * Without `withAdmin` (ADMIN_EMAIL is set, or production) no demo administrator is made: an
 * administrator with a published password would hand the site to anyone.
 */
export async function seedDemoData(db: Db, passwords: PasswordHasher, storage: ObjectStorage, options: { withAdmin: boolean }): Promise<boolean> {
  const [any] = await db.select({ id: users.id }).from(users).limit(1);
  if (any) return false;
  const [seeker, employer, admin] = DEMO_ACCOUNTS;
  const seekerRow = await insertUser(
    db,
    {
      email: seeker.email,
      passwordHash: await passwords.hash(seeker.password),
      role: seeker.role,
      firstName: seeker.firstName,
      lastName: seeker.lastName,
      phone: '+14155550123',
      bio: 'Front-end developer who builds accessible interfaces. Screen reader user since 2015.',
      skills: ['React', 'TypeScript', 'Accessibility testing', 'WCAG 2.1'],
      experienceYears: 4,
      education: 'bachelor',
      accommodations: 'Screen reader compatible tools; flexible hours for medical appointments.',
      accessibilityNeeds: ['visual'],
      accommodationsNeeded: ['flexible-hours', 'screen-reader-software', 'remote-interview'],
      location: 'Toronto, ON',
      jobTitle: 'Front-end Developer',
      remotePreference: 'remote',
    },
    { fontSize: 16 },
  );
  const employerRow = await insertUser(
    db,
    {
      email: employer.email,
      passwordHash: await passwords.hash(employer.password),
      role: employer.role,
      firstName: employer.firstName,
      lastName: employer.lastName,
      jobTitle: 'Head of People',
      department: 'People & Culture',
      companyName: 'Northwind Accessible Tech',
      companyDescription: 'We build assistive software and hire people with disabilities at every level.',
      companyWebsite: 'https://northwind.example.com',
      companySize: '51-200',
      industry: 'Software',
      foundedYear: 2011,
      companyCity: 'Vancouver',
      companyCountry: 'Canada',
      // The company page (docs/decisions/020-company-pages.md): a slug as a first save would give it.
      companySlug: 'northwind-accessible-tech',
      companyStatement:
        'Every office is step-free, with quiet rooms and adjustable desks. We offer flexible hours, remote work and captioned meetings. To ask for an accommodation at any stage, write to adjustments@northwind.example.com or say so in your application: you never need to explain a diagnosis.',
      companyLocations: ['Vancouver, BC', 'Toronto, ON', 'Remote (Canada)'],
    },
    { privacyPublicProfile: true },
  );
  await seedDemoLogo(db, storage, employerRow.id);
  await db.insert(jobs).values(DEMO_JOBS.map((job) => ({ ...job, employerId: employerRow.id })));
  // A saved search, so the Saved Searches page shows what one looks like.
  await db.insert(savedSearches).values({ userId: seekerRow.id, name: 'Remote front-end work', query: { search: 'front-end developer', isRemote: true }, frequency: 'daily' });
  if (options.withAdmin) {
    await insertUser(
      db,
      {
        email: admin.email,
        passwordHash: await passwords.hash(admin.password),
        role: admin.role,
        firstName: admin.firstName,
        lastName: admin.lastName,
        jobTitle: 'Platform Administrator',
        department: 'Operations',
        employeeId: 'ADM-001',
      },
      { privacyPublicProfile: false },
    );
  }
  await seedDemoReview(db, passwords, employer.email);
  return true;
}
