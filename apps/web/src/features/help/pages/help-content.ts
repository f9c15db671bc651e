import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../app/shell/footer.tsx';
import type { SearchDoc } from './help-search.ts';
import { PRIVACY_PROMISES } from '@jobboard/contracts/disclosure-rules';

/** The ids of the page's parts: search results jump to them. */
export const SECTION_IDS = {
  quickActions: 'help-quick-actions',
  seekers: 'help-start-seekers',
  employers: 'help-start-employers',
  features: 'help-features',
  faq: 'help-faq',
  support: 'help-support',
} as const;

export type QuickAction = { to: string; label: string; description: string };

export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    to: '/jobs',
    label: 'Browse jobs',
    description: 'Search open roles and filter by location, job type, remote work and the accommodations employers offer.',
  },
  {
    to: '/register',
    label: 'Create an account',
    description: 'Sign up as a job seeker or as an employer. It takes about five minutes.',
  },
  {
    to: '/forgot-password',
    label: 'Reset your password',
    description: 'Forgot your password? We email you a 4-digit code to choose a new one.',
  },
  {
    to: '/contact',
    label: 'Contact support',
    description: 'Write to our support team about anything on the site. We answer within 2 business days.',
  },
  {
    to: '/accessibility',
    label: 'Read our accessibility statement',
    description: 'How the site works with keyboards, screen readers, magnifiers and larger text, and how to report a barrier.',
  },
];

export type StepList = { id: string; title: string; steps: readonly string[] };

export const SEEKER_STEPS: StepList = {
  id: SECTION_IDS.seekers,
  title: 'For job seekers',
  steps: [
    'Select Register and choose Job Seeker as your account type. You need to be 18 or older.',
    'Pick your text size, high contrast and reduced motion settings while you register; we remember them for you.',
    'Complete your profile with your skills, experience and education. Adding the accommodations that help you work at your best is up to you.',
    'Upload your resume as a PDF, DOC, DOCX or TXT file of up to 5 MB.',
    'Search jobs, apply to the ones that fit, and follow each application under My Applications.',
  ],
};

export const EMPLOYER_STEPS: StepList = {
  id: SECTION_IDS.employers,
  title: 'For employers',
  steps: [
    'Select Register and choose Employer as your account type.',
    'Fill in your company profile: what you do, where you are and how you support employees with disabilities.',
    'Choose Post Job, describe the role and list the accommodations you offer. Save drafts and preview the posting before you publish it.',
    'Review applicants under My Applicants and move each application on from Applied to Under Review, Shortlisted, Interviewed and Offer Made.',
    'Use the Candidate Finder to reach job seekers who have chosen to make their profile public.',
  ],
};

export type Feature = { title: string; description: string };

export const FEATURES: readonly Feature[] = [
  {
    title: 'Display settings that stay with you',
    description: 'Set the text size from 8 to 36 pixels, choose light, dark or high contrast colours (until you choose, your system’s apply) and reduced motion from Accessibility settings in the header.',
  },
  {
    title: 'Works with your assistive technology',
    description: 'Every page can be used with a keyboard alone, with a screen reader or with a screen magnifier, and reflows to one column when you zoom in.',
  },
  {
    title: 'Accommodation-aware job search',
    description: 'Filter jobs by the disability types an employer supports, by remote work, job type and salary, and read the accommodations on every posting.',
  },
  {
    title: 'Application tracking',
    description: 'See where each application stands, from Applied to Hired, withdraw one you no longer want and re-apply later if you change your mind.',
  },
  {
    title: 'Privacy you control',
    description: 'Disability information is always optional. Employers find your profile only if you make it public, and see your contact details only if you allow it.',
  },
  {
    title: 'Tools for inclusive employers',
    description: 'Job drafts and previews, a clear applicant review with status history, and a candidate finder that respects each person’s privacy choices.',
  },
];

export type Faq = { id: string; question: string; answer: readonly string[] };

export const FAQS: readonly Faq[] = [
  {
    id: 'faq-create-account',
    question: 'How do I create an account?',
    answer: [
      'Select Register in the header, or Get Started on the home page. Enter your name, email address and a password of at least 8 characters that is not easy to guess: common passwords, and ones made of your name or email address, are refused. A few unrelated words make a strong passphrase that is easy to remember.',
      'Choose Job Seeker or Employer as your account type, accept the Terms of Service and Privacy Policy, and you are in. You must be 18 or older to register.',
    ],
  },
  {
    id: 'faq-disclose',
    question: 'Do I have to tell employers about my disability?',
    answer: [
      'No. Disability and accommodation details are always optional.',
      `If you add them, you decide who sees them and when, on the Privacy tab of your profile. ${PRIVACY_PROMISES.applications} ${PRIVACY_PROMISES.finderDisability}`,
      `Many people share their needs once an interview is offered; others prefer to say so from the start. Both are fine. ${PRIVACY_PROMISES.views}`,
    ],
  },
  {
    id: 'faq-apply',
    question: 'How do I apply for a job?',
    answer: [
      'Sign in with your job seeker account, open the job and select Apply. Your profile and resume go to the employer together with a short cover letter.',
      'Follow the status of every application, such as Under Review or Shortlisted, on the My Applications page.',
    ],
  },
  {
    id: 'faq-withdraw',
    question: 'Can I withdraw an application or apply again?',
    answer: [
      'Yes. On My Applications you can withdraw an application while it still shows Applied; on the job’s own page you can withdraw it at any stage until you are hired or the employer declines it.',
      'After withdrawing, the job page offers Re-apply as long as the job is still open. An application that was not successful cannot be re-opened.',
    ],
  },
  {
    id: 'faq-reset-password',
    question: 'I forgot my password. How do I reset it?',
    answer: [
      'Select Forgot password? on the sign-in page and enter your email address. We send you a 4-digit code that is valid for 10 minutes.',
      'Enter the code, then choose a new password of at least 8 characters that is not easy to guess. You can ask for a new code if the first one does not arrive; after 5 wrong tries a code stops working, and you can ask for a new one.',
    ],
  },
  {
    id: 'faq-display-settings',
    question: 'How do I make the text larger or switch on high contrast?',
    answer: [
      'Open Accessibility settings in the header. You can change the text size from 8 to 36 pixels in steps of 2 (until you do, the site uses your browser’s own text size), choose the colours (Match my system, the default, follows your device’s dark mode and contrast settings; or Light, Dark or High contrast) and turn reduced motion on or off.',
      'Your choices are remembered on this device. Browser zoom and your operating system’s magnifier work as well.',
    ],
  },
  {
    id: 'faq-resume-files',
    question: 'Which resume files can I upload?',
    answer: [
      'PDF, DOC, DOCX and plain text (TXT) files of up to 5 MB.',
      'A tagged PDF or a Word document with real headings is easiest to read for employers who use screen readers themselves.',
    ],
  },
  {
    id: 'faq-find-accommodations',
    question: 'How do I find employers who offer the accommodations I need?',
    answer: [
      'On the Jobs page, filter by disability type (physical, visual, hearing, cognitive, mental health, neurodivergent or chronic illness) and by remote work.',
      'Every posting lists the accommodations the employer offers, such as flexible hours, screen reader compatible software or step-free access.',
    ],
  },
  {
    id: 'faq-post-job',
    question: 'How do I post a job as an employer?',
    answer: [
      'Sign in with your employer account and choose Post Job. Give a title, location, job type and a description of at least 50 characters, and describe the accommodations you offer.',
      'Save a draft at any time and preview the posting before you publish it. Change its status or remove it later from My Jobs.',
    ],
  },
  {
    id: 'faq-who-sees-profile',
    question: 'Who can see my profile and personal information?',
    answer: [
      `Employers see what you send with an application to their job. ${PRIVACY_PROMISES.finder} ${PRIVACY_PROMISES.contact}`,
      'We keep applications for 2 years and usage data for 1 year; the Privacy Policy explains what we collect and how to ask for a copy or deletion.',
    ],
  },
];

export type SupportOption = { title: string; description: string };

export const SUPPORT_RESPONSE_TIME = '2 business days';

export const SUPPORT_OPTIONS = {
  email: { title: 'Email', description: `Write to ${SUPPORT_EMAIL}. We answer every message within ${SUPPORT_RESPONSE_TIME}.` },
  phone: {
    title: 'Phone',
    description: `Call ${SUPPORT_PHONE}, Monday to Friday, 9 am to 5 pm Eastern Time. Relay and video relay calls are welcome.`,
  },
  form: { title: 'Contact form', description: `Send us a message from the contact page; we reply within ${SUPPORT_RESPONSE_TIME}.` },
} as const satisfies Record<string, SupportOption>;

export type HelpEntry = SearchDoc & { kind: 'section' | 'faq' };

/** Everything the help search looks through; each entry's id is the element it jumps to. */
export const HELP_INDEX: readonly HelpEntry[] = [
  {
    id: SECTION_IDS.quickActions,
    kind: 'section',
    title: 'Quick actions',
    body: QUICK_ACTIONS.map((a) => `${a.label}. ${a.description}`).join(' '),
  },
  { id: SEEKER_STEPS.id, kind: 'section', title: `Getting started: ${SEEKER_STEPS.title.toLowerCase()}`, body: SEEKER_STEPS.steps.join(' ') },
  { id: EMPLOYER_STEPS.id, kind: 'section', title: `Getting started: ${EMPLOYER_STEPS.title.toLowerCase()}`, body: EMPLOYER_STEPS.steps.join(' ') },
  { id: SECTION_IDS.features, kind: 'section', title: 'Features', body: FEATURES.map((f) => `${f.title}. ${f.description}`).join(' ') },
  ...FAQS.map((f): HelpEntry => ({ id: f.id, kind: 'faq', title: f.question, body: f.answer.join(' ') })),
  {
    id: SECTION_IDS.support,
    kind: 'section',
    title: 'Contact support',
    body: Object.values(SUPPORT_OPTIONS)
      .map((o) => `${o.title}. ${o.description}`)
      .join(' '),
  },
];
