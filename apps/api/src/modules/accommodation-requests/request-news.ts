import type { Db } from '../../db/client.ts';
import type { EmailNotices } from '../notifications/email-notices.ts';
import type { RequestNews } from '../notifications/notice-mails.ts';
import { applicantsLink, notify } from '../notifications/notify.ts';

/** The request's parties: who is told of what, about which job. */
export type Parties = { applicantId: string; applicantName: string; employerId: string; employerName: string; jobId: string; jobTitle: string };

const MESSAGES: Record<RequestNews, (p: Parties) => string> = {
  request: (p) => `${p.applicantName} asked for accommodations on their application for "${p.jobTitle}"`,
  answer: (p) => `${p.employerName} answered your accommodation request for "${p.jobTitle}"`,
  reply: (p) => `${p.applicantName} replied about their accommodation request for "${p.jobTitle}"`,
};

/**
 * Tells the other party, in the app and by mail (when their "Email notifications" is on), in the
 * transaction of the change. Neither carries what was asked or answered: only the page does.
 */
export async function tellOtherParty(tx: Db, notices: EmailNotices, news: RequestNews, p: Parties): Promise<void> {
  const toApplicant = news === 'answer';
  const userId = toApplicant ? p.applicantId : p.employerId;
  await notify(tx, { userId, type: 'accommodation_request', message: MESSAGES[news](p), icon: 'info', link: toApplicant ? '/applications' : applicantsLink(p.jobId) });
  await notices.accommodationRequest(tx, { userId, news, who: toApplicant ? p.employerName : p.applicantName, jobId: p.jobId, jobTitle: p.jobTitle });
}
