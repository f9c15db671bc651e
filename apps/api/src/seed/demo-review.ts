import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { APPLICANT_STATUS_LABELS, DEFAULT_COVER_LETTER, type ApplicationStatus } from '@jobboard/contracts/job-options';
import type { Db } from '../db/client.ts';
import { accommodationRequestEvents, accommodationRequests, applicationHistory, applications, jobs, notifications, users } from '../db/schema.ts';
import { insertUser } from '../modules/auth/auth.repository.ts';
import { applicantsLink } from '../modules/notifications/notify.ts';
import type { PasswordHasher } from '../platform/passwords.ts';
import type { RequestResponse } from '@jobboard/contracts/accommodation-requests';

type NewUser = typeof users.$inferInsert;

/** Three more job seekers with public profiles, so My Applicants and the Candidate Finder have people. */
const OTHER_SEEKERS: Array<Omit<NewUser, 'passwordHash' | 'role'> & { shareContact: boolean }> = [
  {
    email: 'noah.fischer@example.com', firstName: 'Noah', lastName: 'Fischer', phone: '+15145550142', jobTitle: 'Data Analyst',
    bio: 'Analyst who turns messy spreadsheets into clear dashboards. Hard of hearing; fluent in written communication.',
    skills: ['Python', 'SQL', 'Data visualisation', 'Excel'], experienceYears: 6, education: 'master', location: 'Montréal, QC', remotePreference: 'hybrid',
    accessibilityNeeds: ['hearing'], accommodations: 'Captioned video calls; written follow-ups after meetings.', shareContact: true,
  },
  {
    email: 'lina.haddad@example.com', firstName: 'Lina', lastName: 'Haddad', jobTitle: 'Technical Writer',
    bio: 'Writes documentation in plain language for people who are new to a product.',
    skills: ['Technical writing', 'Markdown', 'Plain language', 'DITA'], experienceYears: 3, education: 'bachelor', location: 'Halifax, NS', remotePreference: 'remote',
    accessibilityNeeds: ['cognitive'], accommodations: 'Written instructions and a predictable schedule.', shareContact: false,
  },
  {
    email: 'mateo.silva@example.com', firstName: 'Mateo', lastName: 'Silva', jobTitle: 'Customer Support Agent',
    bio: 'Friendly support agent in English and Spanish, used to chat and email queues.',
    skills: ['Customer support', 'Zendesk', 'Spanish', 'Live chat'], experienceYears: 2, education: 'associate', location: 'Toronto, ON', remotePreference: 'onsite',
    accessibilityNeeds: ['physical'], accommodations: 'Wheelchair-accessible workstation.', shareContact: false,
  },
];

/** An accommodation request made on applying; `answer` is the employer's reply a day later, if any. */
type DemoRequest = Pick<typeof accommodationRequests.$inferInsert, 'stage' | 'items' | 'details'> & { answer?: RequestResponse[] };

/** Each path walks the employer's transition table from applied; the last status is where it stands. */
const PLAN: Array<{ seeker: string; job: string; path: ApplicationStatus[]; notes?: string; request?: DemoRequest }> = [
  // NOTE: the demo seeker keeps one application in "applied" (an e2e journey takes it to hired) and
  // never applies to "Data Analyst" (e2e apply journeys use that job).
  { seeker: 'seeker@example.com', job: 'Accessibility Engineer (React)', path: ['applied'] },
  {
    seeker: 'seeker@example.com',
    job: 'Customer Support Specialist (Chat and Email)',
    path: ['applied', 'reviewing', 'shortlisted'],
    notes: 'Great written communication; invite to a chat-based interview.',
    request: {
      stage: 'interview',
      items: ['interview-questions-in-advance', 'remote-interview'],
      details: 'I use a screen reader; a text chat interview works best for me.',
      answer: [
        { item: 'interview-questions-in-advance', decision: 'agreed', note: 'We will send them two days before.' },
        { item: 'remote-interview', decision: 'alternative', note: 'We interview by text chat for this role; no video or phone needed.' },
      ],
    },
  },
  {
    seeker: 'noah.fischer@example.com',
    job: 'Data Analyst',
    path: ['applied', 'reviewing', 'interviewed'],
    notes: 'Interview held with live captions.',
    request: { stage: 'job', items: ['captioning', 'written-instructions'], details: 'Captions on team calls, and the weekly plan in writing.' },
  },
  { seeker: 'noah.fischer@example.com', job: 'Technical Writer (Contract)', path: ['applied', 'rejected'], notes: 'Strong candidate, but we need DITA experience.' },
  { seeker: 'lina.haddad@example.com', job: 'Technical Writer (Contract)', path: ['applied', 'reviewing', 'shortlisted', 'offered'], notes: 'Offer sent by email.' },
  { seeker: 'lina.haddad@example.com', job: 'Accessibility Engineer (React)', path: ['applied', 'reviewing'] },
  { seeker: 'mateo.silva@example.com', job: 'Customer Support Specialist (Chat and Email)', path: ['applied', 'reviewing', 'shortlisted', 'interviewed', 'offered', 'hired'], notes: 'Starts next month.' },
  { seeker: 'mateo.silva@example.com', job: 'Junior UX Researcher (Internship)', path: ['applied'] },
];

const DAY = 86_400_000;

/**
 * Applications with their history and notifications to the demo employer's jobs, from the demo
 * seeker and three more seekers, in various statuses. Runs once, right after the demo accounts.
 */
export async function seedDemoReview(db: Db, passwords: PasswordHasher, employerEmail: string): Promise<void> {
  // Nobody signs in as these seekers: one hash of a random password serves all three.
  const passwordHash = await passwords.hash(randomBytes(24).toString('base64url'));
  for (const { shareContact, ...profile } of OTHER_SEEKERS) {
    await insertUser(db, { ...profile, passwordHash, role: 'applicant' }, { fontSize: 16, privacyPublicProfile: true, privacyContactInfo: shareContact });
  }
  const [employer] = await db.select().from(users).where(eq(users.email, employerEmail));
  if (!employer) return;
  const people = new Map((await db.select().from(users).where(eq(users.role, 'applicant'))).map((u) => [u.email, u]));
  const employerJobs = new Map((await db.select().from(jobs).where(eq(jobs.employerId, employer.id))).map((j) => [j.title, j]));
  const seekerName = (u: typeof users.$inferSelect) => `${u.firstName} ${u.lastName}`;

  await db.transaction(async (tx) => {
    let n = 0;
    for (const item of PLAN) {
      const seeker = people.get(item.seeker);
      const job = employerJobs.get(item.job);
      if (!seeker || !job) continue;
      // Spread over the last weeks, one step a day, newest plan entries last.
      const start = Date.now() - (20 - n++ * 2) * DAY;
      const at = (step: number) => new Date(start + step * DAY);
      const status = item.path.at(-1)!;
      const [application] = await tx
        .insert(applications)
        .values({ jobId: job.id, applicantId: seeker.id, status, coverLetter: DEFAULT_COVER_LETTER, employerNotes: item.notes ?? null, appliedAt: at(0), updatedAt: at(item.path.length - 1) })
        .returning({ id: applications.id });
      await tx.insert(applicationHistory).values(
        item.path.map((to, step) => ({
          applicationId: application!.id,
          fromStatus: step === 0 ? null : item.path[step - 1]!,
          toStatus: to,
          changedBy: step === 0 ? seeker.id : employer.id,
          notes: step === item.path.length - 1 && step > 0 ? (item.notes ?? null) : null,
          createdAt: at(step),
        })),
      );
      if (item.request) await seedRequest(tx, item.request, { applicationId: application!.id, seekerId: seeker.id, employerId: employer.id, at });
      const note = { createdAt: at(0), isRead: n < 5 };
      await tx.insert(notifications).values({ ...note, userId: employer.id, type: 'application_new', icon: 'application', link: applicantsLink(job.id), message: `New application from ${seekerName(seeker)} for "${job.title}"` });
      if (item.path.length > 1) {
        await tx.insert(notifications).values({
          userId: seeker.id,
          type: 'application_status',
          icon: status === 'hired' ? 'hired' : status === 'rejected' ? 'rejected' : 'status',
          link: '/applications',
          message: `Your application for "${job.title}" at ${job.companyName} is now: ${APPLICANT_STATUS_LABELS[status]}`,
          createdAt: at(item.path.length - 1),
        });
      }
    }
  });
}

/** A request with its thread, as the API would have written them: asked on applying, answered a day later or waiting. */
async function seedRequest(tx: Db, request: DemoRequest, ids: { applicationId: string; seekerId: string; employerId: string; at: (step: number) => Date }) {
  const { answer, ...asked } = request;
  const [row] = await tx
    .insert(accommodationRequests)
    .values({
      ...asked,
      applicationId: ids.applicationId,
      createdAt: ids.at(0),
      updatedAt: ids.at(answer ? 1 : 0),
      state: answer ? 'answered' : 'waiting',
      waitingSince: answer ? null : ids.at(0),
      firstAnsweredAt: answer ? ids.at(1) : null,
    })
    .returning({ id: accommodationRequests.id });
  await tx.insert(accommodationRequestEvents).values([
    { requestId: row!.id, kind: 'request', authorId: ids.seekerId, authorRole: 'applicant', text: asked.details ?? null, createdAt: ids.at(0) },
    ...(answer ? [{ requestId: row!.id, kind: 'answer' as const, authorId: ids.employerId, authorRole: 'employer' as const, responses: answer, createdAt: ids.at(1) }] : []),
  ]);
}
