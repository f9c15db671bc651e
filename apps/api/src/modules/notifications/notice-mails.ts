import { PRODUCT_NAME, renderMail, type MailBlock, type RenderedMail } from '../../platform/mail-template.ts';

/** The footer of a notice: why it came, and where the person turns such mails off. */
const noticeFooter = (preferencesLink: string) => ({
  reason: `You get this mail because "Email notifications" is on in your ${PRODUCT_NAME} preferences.`,
  stop: { text: 'Turn off email notifications in your preferences', href: preferencesLink },
});
const hello = (firstName: string | null): MailBlock => ({ kind: 'paragraph', text: firstName ? `Hello ${firstName},` : 'Hello,' });
const at = (company: string | null) => (company ? ` at ${company}` : '');

export function statusChangedMail(n: {
  firstName: string | null;
  jobTitle: string;
  company: string | null;
  statusLabel: string;
  /** The employer's note to the applicant, when they wrote one. */
  note: string | null;
  applicationsLink: string;
  preferencesLink: string;
}): RenderedMail {
  return renderMail({
    subject: `Your application for ${n.jobTitle}: ${n.statusLabel}`,
    heading: 'Your application has news',
    blocks: [
      hello(n.firstName),
      { kind: 'paragraph', text: `Your application for "${n.jobTitle}"${at(n.company)} is now: ${n.statusLabel}.` },
      ...(n.note ? [{ kind: 'quote' as const, label: 'The employer wrote', text: n.note }] : []),
      { kind: 'link', text: 'See your applications', href: n.applicationsLink },
    ],
    ...noticeFooter(n.preferencesLink),
  });
}

export function newApplicationMail(n: { firstName: string | null; applicantName: string; jobTitle: string; applicantsLink: string; preferencesLink: string }): RenderedMail {
  return renderMail({
    subject: `New application for ${n.jobTitle}`,
    heading: 'A new application',
    blocks: [
      hello(n.firstName),
      { kind: 'paragraph', text: `${n.applicantName} applied for "${n.jobTitle}".` },
      { kind: 'link', text: `See the applicants for ${n.jobTitle}`, href: n.applicantsLink },
    ],
    ...noticeFooter(n.preferencesLink),
  });
}

/** What happened on an accommodation request: a new request or a reply (to the employer), an answer (to the applicant). */
export type RequestNews = 'request' | 'answer' | 'reply';
const REQUEST_NEWS: Record<RequestNews, { subject: (job: string) => string; heading: string; text: (who: string, job: string) => string; link: string }> = {
  request: {
    subject: (job) => `Accommodation request for ${job}`,
    heading: 'An accommodation request',
    text: (who, job) => `${who} asked for accommodations on their application for "${job}". Please read the request and answer it.`,
    link: 'Read and answer the request',
  },
  answer: {
    subject: (job) => `Your accommodation request for ${job} has an answer`,
    heading: 'Your accommodation request has an answer',
    text: (who, job) => `${who} answered your accommodation request on your application for "${job}".`,
    link: 'Read the answer',
  },
  reply: {
    subject: (job) => `A reply about an accommodation request for ${job}`,
    heading: 'A reply about an accommodation request',
    text: (who, job) => `${who} replied about their accommodation request on their application for "${job}".`,
    link: 'Read the reply',
  },
};

/**
 * News of an accommodation request. NOTE: never its contents: a mail leaves the product, while a
 * reading on the site is limited to the two parties and recorded (docs/decisions/019-accommodation-requests.md).
 */
export function accommodationRequestMail(n: { firstName: string | null; news: RequestNews; who: string; jobTitle: string; link: string; preferencesLink: string }): RenderedMail {
  const words = REQUEST_NEWS[n.news];
  return renderMail({
    subject: words.subject(n.jobTitle),
    heading: words.heading,
    blocks: [hello(n.firstName), { kind: 'paragraph', text: words.text(n.who, n.jobTitle) }, { kind: 'link', text: words.link, href: n.link }],
    ...noticeFooter(n.preferencesLink),
  });
}

export type DigestJob = { title: string; applications: number; applicantsLink: string };

/** An employer's daily summary: each job with new applications, and how many. */
export function applicationDigestMail(n: { firstName: string | null; jobs: DigestJob[]; preferencesLink: string }): RenderedMail {
  const total = n.jobs.reduce((sum, job) => sum + job.applications, 0);
  const count = (k: number) => `${k} new application${k === 1 ? '' : 's'}`;
  return renderMail({
    subject: `${count(total)} in the last day`,
    heading: 'Your new applications',
    blocks: [
      hello(n.firstName),
      { kind: 'paragraph', text: `You received ${count(total)} since your last summary:` },
      ...n.jobs.map((job) => ({ kind: 'link' as const, text: `${job.title}: ${count(job.applications)}`, href: job.applicantsLink })),
    ],
    reason: `You get this summary because "Email notifications" is on in your ${PRODUCT_NAME} preferences, with one summary a day.`,
    stop: { text: 'Change how you hear of new applications', href: n.preferencesLink },
  });
}
