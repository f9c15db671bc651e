/**
 * The text of the Terms of Service and Privacy Policy, and the short versions on the About page.
 * A block is a paragraph, or a list when it is an array of strings.
 * Rules behind the numbers (docs/architecture.md#legal-texts): minimum age 18, 30 days notice of
 * material changes, retention of 2 years for applications, 1 year for usage data, account data
 * until deletion.
 */

import { PRIVACY_PROMISES } from '@jobboard/contracts/disclosure-rules';

export type LegalBlock = string | readonly string[];
export type LegalSection = { title: string; blocks: readonly LegalBlock[] };

export const MINIMUM_AGE = 18;
export const NOTICE_DAYS = 30;
export const LEGAL_UPDATED = { iso: '2026-11-28', text: '28 November 2026' } as const;

export const RETENTION = {
  applications: '2 years',
  usageData: '1 year',
  accountData: 'until you delete your account',
} as const;

export const TERMS_INTRO =
  'These terms explain what you can expect from Inclusive Jobs and what we expect from you. We have tried to write them in plain language; if anything is unclear, please ask us.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Acceptance of these terms',
    blocks: [
      'By creating an account or using Inclusive Jobs (“the service”), you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the service.',
      'When you register on behalf of an employer, you confirm that you are allowed to accept these terms for that organisation.',
    ],
  },
  {
    title: 'Minimum age',
    blocks: [
      `You must be at least ${MINIMUM_AGE} years old to create an account or use the service. We do not knowingly register anyone under ${MINIMUM_AGE}. If we learn that an account belongs to someone under ${MINIMUM_AGE}, we close it and delete its data.`,
    ],
  },
  {
    title: 'Account registration',
    blocks: [
      'To apply for jobs or post them you need an account. When you register you agree to:',
      [
        'give accurate, current information and keep it up to date;',
        'keep one account per person and not share it with anyone else;',
        'keep your password secret and tell us at once if you think someone else has used your account;',
        'accept responsibility for what happens under your account.',
      ],
      'Registration offers two account types: Job Seeker and Employer. Administrator accounts are created only by Inclusive Jobs.',
    ],
  },
  {
    title: 'Use of services',
    blocks: [
      'Job seekers may search jobs, keep a profile and resume, apply for jobs and follow their applications. Employers may post genuine vacancies they are hiring for, review the people who apply, and contact candidates who have chosen to be found.',
      'Employers must describe each role and the accommodations on offer truthfully, follow the equal-opportunity and disability discrimination laws that apply to them, and use applicants’ information only to fill the job they applied for.',
      'We may change or improve features of the service. We will not remove a feature you rely on for accessibility without telling you first and offering another way to do the same thing.',
    ],
  },
  {
    title: 'Prohibited activities',
    blocks: [
      'You must not:',
      [
        'treat applicants unfairly because of a disability or any other characteristic protected by law;',
        'post fake, misleading or discriminatory jobs, or jobs that ask applicants to pay a fee;',
        'collect other users’ personal information by scraping, automated means or deception, or send them unsolicited marketing;',
        'upload viruses or files designed to harm a device or system;',
        'try to get into other people’s accounts or our systems, or test their security without our written permission;',
        'pretend to be another person or organisation;',
        'harass, threaten or abuse anyone;',
        'use the service for anything unlawful.',
      ],
    ],
  },
  {
    title: 'Intellectual property',
    blocks: [
      'The service’s software, design, text and logo belong to Inclusive Jobs or the people who license them to us. You may not copy or reuse them except as the law allows.',
      'You keep ownership of everything you submit, such as your profile, resume or job posts. You give us a non-exclusive, royalty-free licence to store, display and send that content only as needed to run the service, for example to show your application to the employer you applied to. The licence ends when you delete the content or your account, except for copies we must keep under our Privacy Policy or the law.',
    ],
  },
  {
    title: 'Termination',
    blocks: [
      'You may close your account at any time by contacting us. We then delete your account data as our Privacy Policy describes.',
      'We may suspend or close an account that breaks these terms or puts other users at risk. We will tell you why and, where it is safe and lawful, give you a chance to put things right first.',
    ],
  },
  {
    title: 'Limitation of liability',
    blocks: [
      'We work hard to keep the service available and job postings accurate, but we provide the service “as is”. Employers are responsible for their postings and their hiring decisions; we are not a party to any job offer or employment contract.',
      'As far as the law allows, we are not liable for indirect or consequential losses, such as lost income or a lost opportunity. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    title: 'Changes to these terms',
    blocks: [
      `We will give you at least ${NOTICE_DAYS} days’ notice of any material change to these terms, by email and with a notice on the site, before it takes effect. If you do not agree with a change, you can close your account before it applies. Small corrections that do not change your rights may take effect at once.`,
    ],
  },
];

export const PRIVACY_INTRO =
  'This policy explains what personal information Inclusive Jobs collects, why, who can see it, how long we keep it and the choices you have. We collect only what we need to help people find work and employers to hire fairly.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'What we collect',
    blocks: [
      [
        'Account information: your name, email address, optional phone number, account type and your password, which we store only as a secure one-way hash.',
        'Profile information: skills, experience, education, a short biography, your resume and profile picture; for employers, company details.',
        'Accessibility preferences: text size, high contrast and reduced motion, used only to show the site the way you asked.',
        'Applications: the jobs you apply for, your cover letter and the history of each application’s status.',
        'Usage data: when you sign in, your IP address, browser type and a security log of important account actions.',
        'Messages you send us through the contact form, by email or by phone.',
      ],
    ],
  },
  {
    title: 'Disability information is your choice',
    blocks: [
      'Telling us about a disability or the accommodations you need is always optional, and you can remove it at any time. Your disability information is your accessibility needs and your accommodation notes; everything else in your profile is your basic profile.',
      PRIVACY_PROMISES.applications,
      PRIVACY_PROMISES.finderDisability,
      `${PRIVACY_PROMISES.views} Our administrators can see it because they run the service; each time they do, it is listed too.`,
      'We use it to show you jobs whose accommodations fit your needs. We never sell it or use it for advertising.',
    ],
  },
  {
    title: 'How we use your information',
    blocks: [
      [
        'to run your account and keep you signed in;',
        'to show jobs, send your applications to employers and tell you when their status changes;',
        'to keep the service and your account secure, for example by limiting repeated sign-in attempts and by emailing an account’s owner, with the network address they came from, when many attempts to sign in to their account fail;',
        'to answer your questions and requests;',
        'to understand, in combined statistics that do not identify you, how the service is used so we can improve it.',
      ],
      'We do not sell personal information and we do not build advertising profiles.',
    ],
  },
  {
    title: 'Who can see your information',
    blocks: [
      [
        'Employers you apply to see your application, your basic profile, your email address and phone number, and your resume if you attach it; your disability information as described above.',
        PRIVACY_PROMISES.finder,
        PRIVACY_PROMISES.contact,
        'Companies that host the service and deliver our email process data for us under contract and only on our instructions.',
        'Authorities, when the law requires us to share it.',
      ],
    ],
  },
  {
    title: 'How long we keep it',
    blocks: [
      [
        `Applications: ${RETENTION.applications} after you submit them, then we delete them.`,
        `Usage data: ${RETENTION.usageData}.`,
        `Account data: ${RETENTION.accountData}.`,
      ],
    ],
  },
  {
    title: 'How we protect it',
    blocks: [
      'All connections to the service are encrypted. Passwords are hashed, uploaded files are stored outside the public website under random names, and a resume can be opened only by you, the employers you applied to and our administrators, through links that expire after a short time. Only staff who need access to do their job have it.',
    ],
  },
  {
    title: `People under ${MINIMUM_AGE}`,
    blocks: [
      `The service is not for anyone under ${MINIMUM_AGE}. We do not knowingly collect information about anyone under ${MINIMUM_AGE}; if we learn that we have, we delete it.`,
    ],
  },
  {
    title: 'Your rights',
    blocks: [
      'You can ask us to:',
      [
        'give you a copy of the personal information we hold about you;',
        'correct information that is wrong or incomplete;',
        'delete your account and the information linked to it;',
        'stop or limit a particular use of your information.',
      ],
      'You can change your profile, privacy and accessibility settings yourself at any time, on the Privacy tab of your profile. To use any other right, contact us; we answer within 30 days. You may also complain to your local data protection authority.',
    ],
  },
  {
    title: 'Browser storage',
    blocks: [
      'We keep a sign-in token and your display settings (text size, theme, contrast and motion) in your browser’s local storage so the site remembers you. We do not use advertising or tracking cookies.',
    ],
  },
  {
    title: 'Changes to this policy',
    blocks: [
      `We will give you at least ${NOTICE_DAYS} days’ notice of any material change to this policy, by email and with a notice on the site, before it takes effect.`,
    ],
  },
];

/** The short versions shown on the About page, in their fixed order. */
export const TERMS_SUMMARY: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Acceptance', text: 'Using Inclusive Jobs means you accept the Terms of Service and the Privacy Policy.' },
  { title: 'Minimum age', text: `You must be at least ${MINIMUM_AGE} years old to register or use the service.` },
  {
    title: 'Account registration',
    text: 'Give accurate details, keep one account per person, keep your password secret and tell us if your account may have been misused.',
  },
  {
    title: 'Use of services',
    text: 'Job seekers search and apply; employers post genuine vacancies, describe accommodations truthfully and use applicant information only for hiring.',
  },
  {
    title: 'Prohibited activities',
    text: 'No discrimination, fake or fee-charging jobs, scraping of personal data, malware, break-in attempts, impersonation or harassment.',
  },
  {
    title: 'Intellectual property',
    text: 'The service belongs to us; what you upload stays yours, and you let us use it only to run the service.',
  },
  { title: 'Termination', text: 'You can close your account at any time; we may close accounts that break the terms, and we will tell you why.' },
  {
    title: 'Limitation of liability',
    text: 'Employers are responsible for their postings and hiring decisions, and we are not liable for indirect losses as far as the law allows.',
  },
];

export const PRIVACY_SUMMARY: readonly string[] = [
  'We collect your account and profile details, your applications and basic usage data, and nothing we do not need.',
  'Disability information is optional and reaches an employer only when you choose to share it.',
  `We keep applications for ${RETENTION.applications}, usage data for ${RETENTION.usageData}, and account data ${RETENTION.accountData}.`,
  'We never sell personal information, and you can ask for a copy, a correction or deletion at any time.',
  `The service is not for anyone under ${MINIMUM_AGE}, and we give ${NOTICE_DAYS} days’ notice of material changes.`,
];
