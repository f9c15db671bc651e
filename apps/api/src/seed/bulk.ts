/**
 * Bulk, realistic data for demos and benchmarks (`npm run seed`, `npm run bench`): employers with
 * company profiles, applicants and jobs whose text is assembled from a few hundred fragments, so
 * that full-text search meets common and rare words as it would in production. The same --seed
 * gives the same rows; only ids (random) and dates (relative to now) differ between runs.
 */
import { randomUUID } from 'node:crypto';
import { ACCOMMODATION_IDS, inVocabularyOrder } from '@jobboard/contracts/accommodation-options';
import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  DISABILITY_TYPES,
  JOB_CATEGORIES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type Currency,
  type DisabilityType,
  type JobType,
  type SalaryPeriod,
} from '@jobboard/contracts/job-options';
import type { Database, Db } from '../db/client.ts';
import { jobs, userPreferences, users } from '../db/schema.ts';
import { createPasswordHasher } from '../platform/passwords.ts';
import { SEED_EMAIL_DOMAIN, SEED_PASSWORD } from './public-accounts.ts';
import { startSearchVectors, type SearchVectors } from './search-vectors.ts';

/** Every seeded account signs in with this password: a published demo password (public-accounts.ts). */
export { SEED_EMAIL_DOMAIN, SEED_PASSWORD };

// ---------------------------------------------------------------------------------------------
// Random numbers: mulberry32, small and good enough for test data.

export type Rand = () => number;

export function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const chance = (r: Rand, p: number) => r() < p;
function sample<T>(r: Rand, list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}
/** Joins sentences while the text stays within `max` characters. */
function within(sentences: string[], max: number, separator = ' '): string {
  let out = '';
  for (const s of sentences) {
    const next = out ? out + separator + s : s;
    if (next.length > max) break;
    out = next;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

type Category = (typeof JOB_CATEGORIES)[number];
type Area = { roles: string[]; domains: string[]; skills: string[]; tasks: string[] };

const AREAS: Record<Category, Area> = {
  Technology: {
    roles: ['Engineer', 'Developer', 'Architect', 'Systems Administrator', 'Analyst', 'Support Technician'],
    domains: ['Software', 'Frontend', 'Backend', 'Cloud', 'Mobile', 'Security', 'Platform', 'DevOps', 'QA', 'Accessibility', 'Network', 'Database', 'Machine Learning', 'Web'],
    skills: ['TypeScript', 'React', 'Python', 'Java', 'Kubernetes', 'AWS', 'PostgreSQL', 'Linux', 'Go', 'C#', 'Docker', 'Terraform', 'automated testing', 'WCAG 2.1', 'REST APIs', 'GraphQL'],
    tasks: ['design, build and maintain services used by thousands of people', 'review code and mentor other developers', 'keep our systems secure, observable and reliable', 'write automated tests and improve our release pipeline', 'make our web and mobile apps work with screen readers and keyboards', 'take part in a calm, well-documented on-call rotation', 'migrate legacy systems to the cloud', 'troubleshoot hardware and software issues for staff'],
  },
  Engineering: {
    roles: ['Engineer', 'Technician', 'Design Engineer', 'Inspector', 'Engineering Manager'],
    domains: ['Civil', 'Mechanical', 'Electrical', 'Structural', 'Manufacturing', 'Process', 'Quality', 'Environmental', 'Biomedical', 'Field Service'],
    skills: ['AutoCAD', 'SolidWorks', 'MATLAB', 'lean manufacturing', 'ISO 9001', 'PLC programming', 'root cause analysis', 'Revit', 'technical drawings', 'project scheduling'],
    tasks: ['prepare technical drawings and specifications', 'run inspections and write clear reports', 'improve production processes with the shop floor team', 'design accessible buildings and public spaces', 'plan maintenance and manage contractors', 'test prototypes and document the results', 'make sure every project meets safety standards'],
  },
  Healthcare: {
    roles: ['Nurse', 'Nursing Assistant', 'Pharmacist', 'Therapist', 'Medical Assistant', 'Care Coordinator', 'Technologist'],
    domains: ['Registered', 'Pediatric', 'Community', 'Mental Health', 'Occupational', 'Physical', 'Respiratory', 'Clinical', 'Home Care', 'Geriatric', 'Radiology'],
    skills: ['patient assessment', 'electronic health records', 'medication administration', 'infection control', 'care planning', 'basic life support', 'motivational interviewing', 'clinical documentation'],
    tasks: ['provide safe, compassionate care to patients and families', 'assess patients and update care plans', 'coordinate with doctors, therapists and social workers', 'keep accurate clinical records', 'support patients at home and in the community', 'teach patients to manage their own health', 'prepare and dispense medication'],
  },
  Administration: {
    roles: ['Administrative Assistant', 'Office Manager', 'Receptionist', 'Executive Assistant', 'Administrative Coordinator', 'Data Entry Clerk', 'Scheduler'],
    domains: ['Office', 'Front Desk', 'Legal', 'Medical', 'Records', 'Facilities', 'Project'],
    skills: ['Microsoft Office', 'Google Workspace', 'calendar management', 'data entry', 'minute taking', 'document management', 'bookkeeping basics'],
    tasks: ['manage calendars, travel and meetings', 'greet visitors and answer enquiries', 'keep records accurate and up to date', 'prepare documents, letters and reports', 'order supplies and manage the office budget', 'take minutes and follow up on actions'],
  },
  'Customer Service': {
    roles: ['Customer Service Representative', 'Support Specialist', 'Contact Centre Agent', 'Client Success Manager', 'Help Desk Analyst', 'Customer Service Team Lead'],
    domains: ['Chat', 'Email', 'Technical', 'Billing', 'Retail', 'Bilingual'],
    skills: ['Zendesk', 'Salesforce', 'written communication', 'de-escalation', 'ticket triage', 'knowledge base writing'],
    tasks: ['answer customer questions by chat and email', 'solve billing and account problems', 'write and improve help articles', 'report recurring issues to the product team', 'onboard new clients and check in regularly', 'handle escalations calmly and clearly'],
  },
  Design: {
    roles: ['Designer', 'Researcher', 'Illustrator', 'Art Director', 'Content Designer'],
    domains: ['UX', 'UI', 'Product', 'Graphic', 'Interaction', 'Service', 'Motion', 'Inclusive', 'Visual', 'Brand'],
    skills: ['Figma', 'Adobe Illustrator', 'prototyping', 'usability testing', 'design systems', 'information architecture', 'accessible colour palettes'],
    tasks: ['design flows and interfaces that work for everyone', 'run usability sessions with disabled participants', 'maintain our design system and its documentation', 'turn research findings into clear recommendations', 'create illustrations and campaign assets', 'work closely with engineers to ship polished features'],
  },
  Education: {
    roles: ['Teacher', 'Tutor', 'Instructor', 'Teaching Assistant', 'Curriculum Developer', 'Learning Designer', 'School Counsellor'],
    domains: ['Special Education', 'Math', 'Science', 'ESL', 'Online', 'Adult Education', 'Early Years', 'Braille', 'Sign Language'],
    skills: ['lesson planning', 'individual education plans', 'classroom management', 'Moodle', 'assistive technology', 'universal design for learning'],
    tasks: ['plan and deliver engaging lessons', 'adapt materials for different learning needs', 'track student progress and talk with families', 'design online courses with captions and transcripts', 'support students one to one and in small groups'],
  },
  Finance: {
    roles: ['Accountant', 'Financial Analyst', 'Bookkeeper', 'Auditor', 'Financial Controller', 'Payroll Specialist', 'Financial Advisor'],
    domains: ['Tax', 'Payroll', 'Risk', 'Investment', 'Credit', 'Budget', 'Accounts Payable', 'Compliance'],
    skills: ['Excel', 'QuickBooks', 'SAP', 'IFRS', 'GAAP', 'financial modelling', 'reconciliations', 'Xero'],
    tasks: ['prepare monthly and annual accounts', 'reconcile accounts and investigate differences', 'build forecasts and budget reports', 'process payroll accurately and on time', 'advise clients on their financial plans', 'support internal and external audits'],
  },
  'Human Resources': {
    roles: ['Recruiter', 'HR Generalist', 'HR Business Partner', 'Talent Acquisition Specialist', 'HR Assistant', 'Benefits Administrator', 'HR Coordinator'],
    domains: ['Diversity and Inclusion', 'Technical', 'Campus', 'People Operations', 'Learning and Development', 'Compensation'],
    skills: ['Workday', 'BambooHR', 'employment law', 'inclusive hiring', 'interviewing', 'onboarding', 'workplace accommodations'],
    tasks: ['run inclusive hiring processes from first contact to offer', 'handle workplace accommodation requests with care', 'advise managers on policies and employee relations', 'organise onboarding and training', 'keep HR records accurate and confidential'],
  },
  Legal: {
    roles: ['Paralegal', 'Lawyer', 'Legal Assistant', 'Legal Counsel', 'Compliance Officer', 'Contracts Manager'],
    domains: ['Employment', 'Corporate', 'Privacy', 'Disability Rights', 'Immigration', 'Intellectual Property'],
    skills: ['legal research', 'contract drafting', 'GDPR', 'case management', 'litigation support', 'regulatory compliance'],
    tasks: ['draft and review contracts', 'research case law and prepare briefs', 'advise the business on privacy and compliance', 'manage case files and court deadlines', 'support clients through accessible, plain-language advice'],
  },
  Marketing: {
    roles: ['Marketing Manager', 'Content Writer', 'Marketing Specialist', 'Marketing Coordinator', 'Strategist', 'Marketing Analyst'],
    domains: ['Digital', 'Social Media', 'SEO', 'Email', 'Product', 'Brand', 'Content', 'Growth', 'Events'],
    skills: ['Google Analytics', 'HubSpot', 'copywriting', 'SEO', 'campaign planning', 'social media', 'A/B testing'],
    tasks: ['plan and run campaigns across channels', 'write accessible copy for web, email and social media', 'measure results and report on what works', 'organise inclusive online and in-person events', 'work with designers on brand assets'],
  },
  Operations: {
    roles: ['Operations Manager', 'Operations Coordinator', 'Logistics Analyst', 'Dispatcher', 'Planner', 'Warehouse Associate', 'Project Manager'],
    domains: ['Supply Chain', 'Logistics', 'Inventory', 'Facilities', 'Fleet', 'Procurement', 'Business'],
    skills: ['ERP systems', 'inventory management', 'Excel', 'process improvement', 'vendor management', 'project management'],
    tasks: ['keep daily operations running smoothly', 'plan routes, schedules and deliveries', 'track inventory and order stock', 'improve processes with data', 'manage suppliers and contracts', 'coordinate projects across teams'],
  },
  Sales: {
    roles: ['Account Executive', 'Sales Representative', 'Sales Manager', 'Business Development Manager', 'Account Manager', 'Sales Assistant'],
    domains: ['Inside', 'Enterprise', 'Retail', 'Field', 'B2B', 'Channel'],
    skills: ['CRM', 'Salesforce', 'negotiation', 'prospecting', 'pipeline management', 'presentations'],
    tasks: ['build relationships with new and existing customers', 'manage a pipeline from first call to signed contract', 'prepare proposals and presentations', 'help customers in store and online', 'meet and exceed quarterly targets as a team'],
  },
  Writing: {
    roles: ['Technical Writer', 'Editor', 'Copywriter', 'Translator', 'Content Strategist', 'Proofreader', 'Journalist'],
    domains: ['Medical', 'Plain Language', 'Grant', 'UX', 'Documentation', 'Localization'],
    skills: ['Markdown', 'plain language', 'style guides', 'CAT tools', 'content management systems', 'fact checking'],
    tasks: ['write clear documentation and guides', 'edit articles for clarity and accuracy', 'translate and localise content', 'write grant applications and reports', 'keep our style guide up to date'],
  },
  Other: {
    roles: ['Driver', 'Electrician', 'Mechanic', 'Chef', 'Caregiver', 'Support Worker', 'Security Officer', 'Librarian', 'Interpreter', 'Cleaner'],
    domains: ['Community', 'Residential', 'Night Shift', 'Library', 'Sign Language', 'Kitchen'],
    skills: ["driver's licence", 'food safety', 'first aid', 'sign language', 'electrical certification', 'customer care'],
    tasks: ['support people in their homes and communities', 'prepare healthy meals for residents', 'keep buildings safe and clean', 'interpret between sign language and spoken language', 'help library visitors find what they need', 'maintain and repair vehicles and equipment'],
  },
};
const CATEGORIES = JOB_CATEGORIES;

const SENIORITY: Array<[string, number]> = [
  ['', 1], ['', 1], ['', 1], ['Junior ', 0.75], ['Senior ', 1.3], ['Lead ', 1.45], ['Principal ', 1.7],
  ['Assistant ', 0.8], ['Entry-Level ', 0.7], ['Associate ', 0.85], ['Staff ', 1.5], ['Trainee ', 0.6],
];

/** `label` is what a job's location says: "Toronto, ON", "London, UK", "Berlin, Germany". */
type Place = { city: string; state: string | null; country: string; label: string; currency: Currency };
const place = (currency: Currency, country: string, list: string): Place[] =>
  list.split(';').map((entry) => {
    const [city = entry, state = null] = entry.split(', ');
    const label = state ? entry : `${city}, ${country === 'United Kingdom' ? 'UK' : country}`;
    return { city, state, country, label, currency };
  });
const PLACES: Place[] = [
  ...place('USD', 'United States', 'New York, NY;San Francisco, CA;Austin, TX;Seattle, WA;Chicago, IL;Boston, MA;Denver, CO;Atlanta, GA;Portland, OR;Minneapolis, MN;Washington, DC;Phoenix, AZ;Raleigh, NC;Philadelphia, PA'),
  ...place('CAD', 'Canada', 'Toronto, ON;Vancouver, BC;Montreal, QC;Ottawa, ON;Calgary, AB;Halifax, NS;Winnipeg, MB;Victoria, BC'),
  ...place('GBP', 'United Kingdom', 'London;Manchester;Edinburgh;Bristol;Leeds;Cardiff;Belfast;Glasgow'),
  ...place('EUR', 'Germany', 'Berlin;Munich;Hamburg'),
  ...place('EUR', 'Netherlands', 'Amsterdam;Rotterdam;Utrecht'),
  ...place('EUR', 'Ireland', 'Dublin;Cork'),
  ...place('EUR', 'France', 'Paris;Lyon'),
  ...place('EUR', 'Spain', 'Madrid;Barcelona;Valencia'),
  ...place('EUR', 'Portugal', 'Lisbon;Porto'),
  ...place('EUR', 'Austria', 'Vienna'),
  ...place('EUR', 'Finland', 'Helsinki'),
  ...place('INR', 'India', 'Bengaluru;Mumbai;Pune;Hyderabad;Chennai;New Delhi'),
];
const REMOTE_REGION: Record<Currency, string[]> = {
  USD: ['Remote (United States)', 'Remote (Americas)', 'Remote'],
  CAD: ['Remote (Canada)', 'Remote (North America)'],
  GBP: ['Remote (UK)', 'Remote (UK and Ireland)'],
  EUR: ['Remote (Europe)', 'Remote (EU time zones)', 'Remote'],
  INR: ['Remote (India)', 'Remote (Asia)'],
};

/** Typical mid-level pay: a year for full-time work and most contracts, an hour for part-time, freelance and some contract work, a month for internships. */
const PAY: Record<Currency, { year: number; hour: number; month: number; round: number }> = {
  USD: { year: 72000, hour: 28, month: 3000, round: 1000 },
  CAD: { year: 78000, hour: 30, month: 3200, round: 1000 },
  GBP: { year: 42000, hour: 18, month: 1900, round: 500 },
  EUR: { year: 52000, hour: 24, month: 1800, round: 500 },
  INR: { year: 1200000, hour: 700, month: 25000, round: 10000 },
};

const COMPANY_FIRST = ['Northwind', 'Bluebird', 'Maple', 'Harbor', 'Cedar', 'Summit', 'Lumen', 'Open Door', 'Brightpath', 'Riverside', 'Kestrel', 'Aurora', 'Evergreen', 'Tidewater', 'Juniper', 'Beacon', 'Clearview', 'Larkspur', 'Meridian', 'Oakridge', 'Pioneer', 'Silverline', 'Willow', 'Granite', 'Horizon', 'Sunrise', 'Keystone', 'Fernwood', 'Compass', 'Wayfinder'];
const COMPANY_SECOND: Array<[string, string]> = [
  ['Health', 'Healthcare'], ['Labs', 'Software'], ['Logistics', 'Logistics'], ['Financial', 'Financial services'], ['Learning', 'Education'],
  ['Systems', 'Software'], ['Partners', 'Consulting'], ['Studio', 'Design'], ['Foods', 'Food and hospitality'], ['Energy', 'Energy'],
  ['Legal', 'Legal services'], ['Media', 'Media'], ['Care', 'Social care'], ['Analytics', 'Data and analytics'], ['Retail', 'Retail'],
  ['Engineering', 'Engineering'], ['Community Services', 'Non-profit'], ['Insurance', 'Insurance'], ['Transit', 'Transport'], ['Robotics', 'Manufacturing'],
];
const COMPANY_SUFFIX = ['', '', '', ' Inc.', ' Ltd', ' Co-op', ' Group', ' & Co.'];
const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
const FIRST_NAMES = ['Amara', 'Jonas', 'Priya', 'Mateo', 'Aisha', 'Liam', 'Sofia', 'Kenji', 'Fatima', 'Noah', 'Chloe', 'Ravi', 'Elena', 'Tomasz', 'Zanele', 'Ines', 'Omar', 'Hannah', 'Diego', 'Mei', 'Samuel', 'Leila', 'Arjun', 'Freya', 'Kwame', 'Lucia', 'Ethan', 'Yara', 'Oskar', 'Nadia', 'Malik', 'Grace', 'Hiroshi', 'Ana', 'Ciaran', 'Maya'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Raman', 'Garcia', 'Khan', 'Murphy', 'Rossi', 'Tanaka', 'Haddad', 'Smith', 'Dubois', 'Patel', 'Novak', 'Kowalski', 'Dlamini', 'Silva', 'Farouk', 'Schmidt', 'Hernandez', 'Chen', 'Mensah', 'Nguyen', 'Iyer', 'Jensen', 'Owusu', 'Moreno', 'Walker', 'Aziz', 'Berg', 'Petrov', 'Brown', 'Ali', 'Sato', 'Costa', "O'Brien", 'Levi'];

const OPENERS = [
  '{company} is looking for a {title} to join our {category} team in {where}.',
  'As a {title} at {company}, you will {task}.',
  'We are hiring a {title} who wants to {task}.',
  'Join {company} as a {title} and help us {task}.',
  'Our {category} team is growing and we need a {title}.',
  'This {jobType} {title} role is open to applicants in {where}.',
  'Are you a {title} who cares about inclusion? {company} would like to hear from you.',
  'We want a {title} to {task}, with the support and adjustments you need to do your best work.',
  '{company} is recruiting a {title} for a {jobType} position based in {where}.',
  'Bring your experience as a {title} to a team that hires disabled people at every level.',
];
const ABOUT = [
  'We are a {size} {industry} organisation and a certified disability-confident employer.',
  'Our {industry} work reaches people in more than twenty countries.',
  'About a quarter of our staff identify as disabled, including members of our leadership team.',
  'We were founded in {founded} and have grown steadily ever since.',
  'We are an employee-owned {industry} company with an open salary policy.',
  'Our employee networks for disabled and neurodivergent staff shape our policies.',
  'We publish our accessibility statement and our pay gap report every year.',
  'We are a small, friendly team that values clear communication over long meetings.',
  'Our offices were redesigned with disabled colleagues to be step-free and quiet.',
  'We measure success by the difference we make for our customers and communities.',
];
const GENERAL = [
  'You will work closely with a small, supportive team.',
  'Our team works mostly asynchronously, with written updates and few meetings.',
  'You will have a named manager and a buddy for your first three months.',
  'We share interview questions in advance and offer the format you prefer.',
  'There is no need to disclose a disability to ask for adjustments.',
  'Training is provided, and we are happy to hear from career changers.',
  'We value lived experience as much as formal qualifications.',
  'Hours can be adjusted around medical appointments and energy levels.',
  'You will have the tools and time to do the job well.',
  'We are open to job sharing and compressed hours.',
  'This role has a clear progression path and a yearly learning budget.',
  'Everyone who meets the essential criteria and shares a disability is offered an interview.',
  'Meetings have captions, agendas in advance and written summaries afterwards.',
  'You will help shape how the team works, not just what it delivers.',
  'We review workloads every quarter so that nobody burns out.',
  'The role involves occasional travel, which can be adapted or replaced by video calls.',
  'Most of the work is done at a desk, with breaks whenever you need them.',
  'We reply to every application within ten working days.',
  'You can apply with a written application, a video or a short call, as you prefer.',
  'We welcome applications from people returning to work after illness or caring responsibilities.',
];
const REQUIREMENTS = [
  '{years} years of experience as a {role} or in a similar role.',
  'Working knowledge of {skill} and {skill2}.',
  'Experience with {skill} is essential; {skill2} is a plus.',
  'Good written communication and a habit of documenting your work.',
  'A relevant degree, certification or equivalent practical experience.',
  'Comfort working independently and asking for help when you need it.',
  'Attention to detail and a calm approach to deadlines.',
  'Familiarity with {skill} or willingness to learn it on the job.',
  'An understanding of accessibility and inclusive practice.',
  'At least {years} years in {domain} work.',
  'Fluent English; a second language such as French, Spanish or Hindi is welcome.',
  'Experience working with clients, patients or members of the public.',
  'Ability to prioritise several pieces of work at once.',
  'Evidence of continuous learning, for example a course in {skill}.',
  'Right to work in {country}.',
];
const BENEFITS = [
  'Flexible working hours', 'Fully remote or hybrid working', '30 days of paid leave', 'Four-day week option', 'Assistive technology budget',
  'Mental health days without justification', 'Private health insurance', 'Dental and vision cover', 'Pension or retirement plan with employer match',
  'Yearly learning budget', 'Paid parental leave', 'Paid sick leave from day one', 'Home office setup allowance', 'Cycle-to-work and transit passes',
  'Employee assistance programme', 'Sabbatical after five years', 'Stock options', 'Paid volunteering days', 'Free counselling sessions',
  'Accessible company events', 'Wellbeing allowance', 'Paid time for medical appointments', 'Subsidised meals', 'Annual salary review',
  'Equipment of your choice', 'Coaching and mentoring', 'Disability leave in addition to sick leave', 'Overtime paid or given back as time off',
];
const ACCOMMODATIONS: Record<DisabilityType, string[]> = {
  physical: ['Step-free access throughout the building, with accessible washrooms.', 'Height-adjustable desks and ergonomic chairs.', 'Accessible parking next to the entrance.', 'Wheelchair-accessible workstations and meeting rooms.', 'Remote work on days when travel is hard.', 'Voice control and alternative input devices provided.'],
  visual: ['Screen reader and magnifier licences provided (JAWS, NVDA, ZoomText).', 'All documents shared in accessible formats, large print or braille on request.', 'Guide dogs are welcome in the office.', 'High-contrast monitors and adjustable lighting.', 'Orientation sessions for the office layout.', 'Our internal tools are tested with screen readers.'],
  hearing: ['Sign language interpreters for meetings and interviews on request.', 'Captions on all video calls by default.', 'Text-based communication for most of the work.', 'Hearing loop in meeting rooms.', 'Visual fire alarms throughout the building.', 'Written summaries after every meeting.'],
  cognitive: ['Written instructions for every task on request.', 'Extra time for any task-based part of the interview.', 'Clear checklists and templates for routine work.', 'A consistent routine with changes announced early.', 'Plain-language documents and training.', 'Regular one-to-one check-ins with your manager.'],
  'mental-health': ['Flexible schedule with predictable hours.', 'Mental health days and access to counselling.', 'A quiet room available at any time.', 'Gradual return-to-work plans after leave.', 'A wellness action plan agreed with your manager.', 'Trained mental health first aiders in every team.'],
  neurodivergent: ['Noise-cancelling headphones and a quiet workspace.', 'Interview questions shared 48 hours in advance.', 'Clear agendas before meetings and no surprise calls.', 'Freedom to keep cameras off in video calls.', 'Sensory-friendly office with adjustable lighting.', 'Job coaching available through our partner organisation.'],
  'chronic-illness': ['Flexible hours around medical appointments.', 'Paid leave for treatment in addition to sick leave.', 'Work from home whenever you need to.', 'Reduced or part-time hours available.', 'Rest breaks whenever you need them.', 'A private space for medication and rest.'],
};

/** Places `npm run bench` filters by: cities, countries and remote jobs. */
export const SEARCH_LOCATIONS = ['Remote', 'Toronto', 'London', 'New York', 'Berlin', 'Bengaluru', 'Dublin', 'Seattle', 'Vancouver', 'Manchester', 'Canada', 'Spain'];

// ---------------------------------------------------------------------------------------------
// Rows

type Employer = { id: string; company: string; website: string; industry: string; size: string; founded: number; place: Place };
type NewJob = typeof jobs.$inferInsert;
type NewUser = typeof users.$inferInsert;

const DAY = 24 * 3600 * 1000;
const fill = (template: string, slots: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => slots[k] ?? k);

function makeEmployer(r: Rand, n: number, passwordHash: string): { user: NewUser; employer: Employer } {
  const [second, industry] = pick(r, COMPANY_SECOND);
  const company = `${pick(r, COMPANY_FIRST)} ${second}${pick(r, COMPANY_SUFFIX)}`;
  const where = pick(r, PLACES);
  const slug = company.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const employer: Employer = {
    id: randomUUID(),
    company,
    website: `https://${slug}-${n}.example.com`,
    industry,
    size: pick(r, COMPANY_SIZES),
    founded: int(r, 1950, 2022),
    place: where,
  };
  const user: NewUser = {
    id: employer.id,
    email: `employer${n}@${SEED_EMAIL_DOMAIN}`,
    passwordHash,
    role: 'employer',
    firstName: pick(r, FIRST_NAMES),
    lastName: pick(r, LAST_NAMES),
    jobTitle: pick(r, ['Head of People', 'Recruiter', 'Hiring Manager', 'Founder', 'HR Director', 'Talent Partner']),
    companyName: company,
    companyDescription: fill(pick(r, ABOUT), { size: employer.size, industry: industry.toLowerCase(), founded: String(employer.founded) }),
    companyWebsite: employer.website,
    companySize: employer.size,
    industry,
    foundedYear: employer.founded,
    companyCity: where.city,
    companyState: where.state,
    companyCountry: where.country,
  };
  return { user, employer };
}

function makeApplicant(r: Rand, n: number, passwordHash: string): NewUser {
  const area = AREAS[pick(r, CATEGORIES)];
  return {
    id: randomUUID(),
    email: `applicant${n}@${SEED_EMAIL_DOMAIN}`,
    passwordHash,
    role: 'applicant',
    firstName: pick(r, FIRST_NAMES),
    lastName: pick(r, LAST_NAMES),
    jobTitle: `${pick(r, area.domains)} ${pick(r, area.roles)}`,
    bio: `${pick(r, GENERAL)} ${pick(r, GENERAL)}`,
    skills: sample(r, area.skills, int(r, 2, 5)),
    experienceYears: int(r, 0, 30),
    education: pick(r, ['high_school', 'associate', 'bachelor', 'master', 'doctorate', 'certification'] as const),
    accessibilityNeeds: sample(r, DISABILITY_TYPES, int(r, 0, 2)),
    location: pick(r, PLACES).label,
    remotePreference: pick(r, ['remote', 'onsite', 'hybrid', 'any'] as const),
  };
}

/**
 * Pay as boards show it: part-time and freelance work by the hour, as are a third of contracts;
 * internships by the month; the rest by the year. Amounts are in the job's own period.
 */
function salary(r: Rand, currency: Currency, jobType: JobType, factor: number): { salaryMin: number | null; salaryMax: number | null; salaryPeriod: SalaryPeriod } {
  const p = PAY[currency];
  const hourly = jobType === 'part-time' || jobType === 'freelance' || (jobType === 'contract' && chance(r, 1 / 3));
  const salaryPeriod: SalaryPeriod = jobType === 'internship' ? 'month' : hourly ? 'hour' : 'year';
  const base = (jobType === 'internship' ? p.month : hourly ? p.hour : p.year) * factor * (0.75 + r() * 0.5);
  const unit = hourly ? (currency === 'INR' ? 50 : 1) : jobType === 'internship' ? p.round / 10 : p.round;
  const min = Math.round((base * 0.9) / unit) * unit;
  const max = Math.round((base * (1.1 + r() * 0.3)) / unit) * unit;
  const shape = r();
  if (shape < 0.12) return { salaryMin: null, salaryMax: null, salaryPeriod };
  if (shape < 0.16) return { salaryMin: min, salaryMax: null, salaryPeriod };
  if (shape < 0.19) return { salaryMin: null, salaryMax: max, salaryPeriod };
  return { salaryMin: min, salaryMax: Math.max(min, max), salaryPeriod };
}

/** The i-th of `total` jobs; jobs are posted in order over the last 180 days, as a live board's rows are. */
function makeJob(r: Rand, employer: Employer, now: number, i: number, total: number): NewJob {
  const category = pick(r, CATEGORIES);
  const area = AREAS[category];
  const [seniority, factor] = pick(r, SENIORITY);
  const role = pick(r, area.roles);
  const domain = chance(r, 0.6) ? `${pick(r, area.domains)} ` : '';
  const jobType: JobType = chance(r, 0.6) ? 'full-time' : pick(r, JOB_TYPES);
  const local = chance(r, 0.6) ? employer.place : pick(r, PLACES);
  const mode = r();
  const isRemote = mode < 0.3; // a fifth fully remote, a tenth hybrid
  const location = mode < 0.2 ? pick(r, REMOTE_REGION[local.currency]) : local.label;
  const currency = chance(r, 0.92) ? local.currency : pick(r, ['USD', 'EUR'] as const);
  let suffix = '';
  if (isRemote && chance(r, 0.3)) suffix = mode < 0.2 ? ' (Remote)' : ' (Hybrid)';
  else if (jobType !== 'full-time' && chance(r, 0.2)) suffix = ` - ${JOB_TYPE_LABELS[jobType]}`;
  const title = `${seniority}${domain}${role}${suffix}`;
  const skills = sample(r, area.skills, 3);
  const slots = {
    title,
    role: role.toLowerCase(),
    company: employer.company,
    category: category.toLowerCase(),
    where: location.startsWith('Remote') ? 'a remote-first setup' : local.city,
    jobType,
    task: pick(r, area.tasks),
    size: employer.size === '1000+' ? 'large' : 'growing',
    industry: employer.industry.toLowerCase(),
    founded: String(employer.founded),
    years: String(int(r, 1, seniority === 'Senior ' || seniority === 'Lead ' ? 8 : 4)),
    skill: skills[0]!,
    skill2: skills[1]!,
    domain: (domain.trim() || category).toLowerCase(),
    country: local.country,
  };
  const description = within(
    [
      fill(pick(r, OPENERS), slots),
      fill(pick(r, ABOUT), slots),
      ...sample(r, GENERAL, int(r, 1, 3)),
      `Day to day, you will ${sample(r, area.tasks, 2).join(' and ')}.`,
    ],
    2000,
  );
  const requirements = within(sample(r, REQUIREMENTS, int(r, 2, 4)).map((t) => fill(t, slots)), 1000, '\n');
  const responsibilities = within(sample(r, area.tasks, int(r, 2, 4)).map((t) => t[0]!.toUpperCase() + t.slice(1) + '.'), 1000, '\n');
  const benefits = within(sample(r, BENEFITS, int(r, 3, 6)), 500, '\n');
  const disabilityTypes = chance(r, 0.08) ? [] : sample(r, DISABILITY_TYPES, int(r, 1, 4));
  const accommodations = within(
    (disabilityTypes.length ? disabilityTypes : sample(r, DISABILITY_TYPES, 2)).map((d) => pick(r, ACCOMMODATIONS[d])),
    500,
  );
  const createdAt = now - 180 * DAY * (1 - (i + r()) / total);
  const expiry = r();
  const expiresAt = expiry < 0.05 ? null : expiry < 0.15 ? createdAt + (now - createdAt) * r() : now + int(r, 1, 120) * DAY;
  return {
    employerId: employer.id,
    title,
    companyName: employer.company,
    companyWebsite: chance(r, 0.7) ? employer.website : null,
    description,
    requirements,
    responsibilities,
    benefits,
    location,
    jobType,
    ...salary(r, currency, jobType, factor),
    salaryCurrency: currency,
    isRemote,
    accommodations,
    disabilityTypes,
    category,
    status: chance(r, 0.9) ? 'active' : 'inactive',
    viewsCount: Math.floor(r() ** 3 * 2000),
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt + (now - createdAt) * r() * 0.2),
    expiresAt: expiresAt === null ? null : new Date(expiresAt),
    // A generator of its own, so that the jobs' other fields stay what earlier builds seeded.
    accommodationsOffered: offeredAt(i),
  };
}

/** Job i's accommodations offered: none for a quarter of jobs, else one to six types. */
function offeredAt(i: number): string[] {
  const r = mulberry32(0x5eed + i);
  return chance(r, 0.25) ? [] : inVocabularyOrder(sample(r, ACCOMMODATION_IDS, int(r, 1, 6)));
}

// ---------------------------------------------------------------------------------------------
// Seeding

export type BulkOptions = {
  jobs: number;
  /** Applicant accounts. */
  users: number;
  /** Employer accounts; default one per 50 jobs. */
  employers?: number;
  seed?: number;
  /** Allow seeding a database that already has users or jobs. */
  append?: boolean;
  /** Rows per INSERT statement. */
  batchSize?: number;
  onProgress?: (message: string) => void;
};
export type BulkResult = { employers: number; applicants: number; jobs: number; seconds: number; vacuumSeconds: number };

export class DatabaseNotEmptyError extends Error {}

/** Counts the users and jobs already there. */
export async function countRows(database: Database): Promise<{ users: number; jobs: number }> {
  const [u] = await database.db.select({ n: count() }).from(users);
  const [j] = await database.db.select({ n: count() }).from(jobs);
  return { users: u?.n ?? 0, jobs: j?.n ?? 0 };
}

/** A value as an SQL literal; our own generated data only (standard_conforming_strings is on). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `array[${value.map(literal).join(',')}]::text[]`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * One multi-row INSERT with the values inlined. NOTE: Drizzle's parameterised insert binds each of
 * the 22,000 values of a batch one by one; inlining them cuts a fifth of the seeding time on PGlite.
 */
function insertLiteral<T extends Record<string, unknown>>(table: PgTable, rows: T[]): string {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const values = rows.map((row) => `(${keys.map((k) => literal(row[k])).join(', ')})`).join(',\n');
  return `insert into ${getTableName(table)} (${names}) values ${values}`;
}

/**
 * Drops the table's secondary indexes and foreign keys; returns what creates them again (the keys
 * are then checked in one join instead of one lookup per row).
 */
export async function dropIndexesAndForeignKeys(tx: Db, table: string): Promise<() => Promise<void>> {
  const rowsOf = (result: unknown) => (result as { rows: Array<{ name: string; definition: string }> }).rows;
  const indexes = rowsOf(
    await tx.execute(sql`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = ${table} and indexname not in (select conname from pg_constraint)`),
  );
  const keys = rowsOf(
    await tx.execute(sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = ${table}::regclass and contype = 'f'`),
  );
  for (const key of keys) await tx.execute(sql.raw(`alter table "${table}" drop constraint "${key.name}"`));
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  return async () => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const key of keys) await tx.execute(sql.raw(`alter table "${table}" add constraint "${key.name}" ${key.definition}`));
  };
}

export async function seedBulk(database: Database, options: BulkOptions): Promise<BulkResult> {
  const { db } = database;
  const started = performance.now();
  const existing = await countRows(database);
  if ((existing.users || existing.jobs) && !options.append) {
    throw new DatabaseNotEmptyError(
      `The database already has ${existing.users} users and ${existing.jobs} jobs; pass --append to add to it.`,
    );
  }
  const r = mulberry32(options.seed ?? 1);
  const batch = options.batchSize ?? 1000;
  const progress = options.onProgress ?? (() => {});
  const log = (line: string) => progress(`${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const employerCount = Math.max(1, options.employers ?? Math.ceil(options.jobs / 50));
  // Numbering continues after the existing accounts, so that --append never repeats an email.
  const offset = existing.users;
  // One argon2 hash for every account: hashing 2,000 passwords would take longer than the jobs.
  const passwordHash = await createPasswordHasher(1).hash(SEED_PASSWORD);

  /**
   * Multi-row INSERTs of `batch` rows, in chunks of `chunkBatches` batches, one transaction each.
   * PostgreSQL runs two chunks at once (computing the search vector is most of the work, and
   * there are cores for it); PGlite has one connection. Chunks are claimed in order and their rows
   * made then, so the text stays deterministic. `ahead` more chunks are claimed before one is
   * inserted, so that their statements, made beside the database (the vectors on PGlite), are
   * ready in time.
   */
  const streams = database.kind === 'postgres' ? 2 : 1;
  async function insertAll<T>(
    target: Db,
    label: string,
    total: number,
    make: (i: number) => T,
    statementsOf: (rows: T[]) => string[] | Promise<string[]>,
    { chunkBatches = 10, ahead = 0 } = {},
  ) {
    let next = 0;
    let done = 0;
    const claim = () => {
      if (next >= total) return undefined;
      const start = next;
      const end = (next = Math.min(start + batch * chunkBatches, total));
      const batches: Array<string[] | Promise<string[]>> = [];
      for (let from = start; from < end; from += batch) {
        batches.push(statementsOf(Array.from({ length: Math.min(batch, end - from) }, (_, k) => make(from + k))));
      }
      return { rows: end - start, batches };
    };
    const stream = async () => {
      const claimed: Array<NonNullable<ReturnType<typeof claim>>> = [];
      for (;;) {
        while (claimed.length <= ahead) {
          const chunk = claim();
          if (!chunk) break;
          claimed.push(chunk);
        }
        const chunk = claimed.shift();
        if (!chunk) return;
        // NOTE: each INSERT is sent when the one before is done; the database (PGlite in its own
        // thread, PostgreSQL in its own process) runs them while the next are made. (Sending them
        // all at once queues them in node-postgres, which warns that pg@9 will refuse it.)
        await target.transaction(async (tx) => {
          // The dictionary of "Did you mean" is counted once at the end (migration 0024): parallel
          // transactions counting their own jobs would wait on each other for the common words.
          await tx.execute(sql`set local jobboard.search_words_later = 'on'`);
          for (const statements of chunk.batches) for (const statement of await statements) await tx.execute(sql.raw(statement));
        });
        done += chunk.rows;
        if (done % (batch * 10) === 0 || done === total) log(`  ${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
      }
    };
    await Promise.all(Array.from({ length: streams }, stream));
  }
  const insertUsers = (rows: NewUser[]) => [
    insertLiteral(users, rows),
    insertLiteral(userPreferences, rows.map((u) => ({ userId: u.id!, privacyPublicProfile: u.role === 'employer' }))),
  ];

  const employers: Employer[] = [];
  await insertAll(db, 'employers', employerCount, (i) => {
    const { user, employer } = makeEmployer(r, offset + i + 1, passwordHash);
    employers.push(employer);
    return user;
  }, insertUsers);
  await insertAll(db, 'applicants', options.users, (i) => makeApplicant(r, offset + employerCount + i + 1, passwordHash), insertUsers);
  const now = Date.now();
  const jobsOf = (rows: NewJob[]) => [insertLiteral(jobs, rows)];
  /**
   * The rows with their vectors, computed beside PGlite; while those threads start (a few
   * seconds), PGlite computes them. A failure is seen where the rows are awaited.
   */
  const jobsWithVectorsOf = (vectors: SearchVectors) => (rows: NewJob[]) => {
    const computed = vectors.of(rows);
    if (!computed) return jobsOf(rows);
    const statements = computed.then((given) => jobsOf(rows.map((row, i) => ({ ...row, searchVector: given[i]! }))));
    statements.catch(() => {});
    return statements;
  };
  const loadJobs = (target: Db, statementsOf: (rows: NewJob[]) => string[] | Promise<string[]>, chunks?: { chunkBatches: number; ahead: number }) =>
    insertAll(target, 'jobs', options.jobs, (i) => makeJob(r, pick(r, employers), now, i, options.jobs), statementsOf, chunks);
  if (database.kind === 'pglite' && options.jobs > 0) {
    // PGlite: the vectors are computed beside it, and building the indexes and checking the
    // employer key once after the load is cheaper than doing both row by row. One transaction,
    // so a failure never leaves them dropped.
    const vectors = await startSearchVectors(db);
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local jobboard.search_vectors_given = 'on'`);
        const rebuild = existing.jobs === 0 ? await dropIndexesAndForeignKeys(tx as unknown as Db, 'jobs') : undefined;
        // A batch at a time, with two more claimed for each computing thread.
        await loadJobs(tx as unknown as Db, jobsWithVectorsOf(vectors), { chunkBatches: 1, ahead: 2 * vectors.threads });
        if (rebuild) {
          log('  rebuilding the jobs indexes and foreign keys');
          await rebuild();
        }
      });
    } finally {
      await vectors.close();
    }
  } else {
    await loadJobs(db, jobsOf);
  }

  if (options.jobs > 0) {
    log('  counting the words of the jobs');
    await db.execute(sql`select search_words_recount()`);
  }

  // Fresh statistics for the planner, the GIN pending list merged and the visibility map set, as
  // autovacuum would do on PostgreSQL (PGlite has no autovacuum).
  log('  vacuum analyze');
  const vacuumStarted = performance.now();
  await db.execute(sql`vacuum analyze users, user_preferences, jobs, search_words`);
  const end = performance.now();
  return {
    employers: employerCount,
    applicants: options.users,
    jobs: options.jobs,
    seconds: (end - started) / 1000,
    vacuumSeconds: (end - vacuumStarted) / 1000,
  };
}
