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
