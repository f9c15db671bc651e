import { renderMail, type RenderedMail } from '../../platform/mail-template.ts';

export type AlertJob = { title: string; company: string; location: string; link: string };

/** The new jobs of one saved search, newest first, with where to see them all and how to stop. */
export function jobAlertMail(n: { firstName: string | null; searchName: string; jobs: AlertJob[]; more: boolean; searchLink: string; savedSearchesLink: string; unsubscribeLink: string }): RenderedMail {
  const count = n.jobs.length === 1 ? '1 new job' : `${n.more ? 'At least ' : ''}${n.jobs.length} new jobs`;
  return renderMail({
    subject: `${count} for "${n.searchName}"`,
    heading: `New jobs for "${n.searchName}"`,
    blocks: [
      { kind: 'paragraph', text: n.firstName ? `Hello ${n.firstName},` : 'Hello,' },
      { kind: 'paragraph', text: `${count} match your saved search "${n.searchName}"${n.more ? '; here are the newest' : ''}:` },
      ...n.jobs.map((job) => ({ kind: 'link' as const, text: `${job.title} at ${job.company}, ${job.location}`, href: job.link })),
      { kind: 'link', text: `See every job for "${n.searchName}"`, href: n.searchLink },
      { kind: 'link', text: 'Change or pause your saved searches', href: n.savedSearchesLink },
    ],
    reason: `You get this mail because you saved the search "${n.searchName}" with job alerts.`,
    stop: { text: `Stop alerts for "${n.searchName}"`, href: n.unsubscribeLink },
  });
}
