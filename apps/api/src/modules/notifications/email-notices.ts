import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences, users } from '../../db/schema.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { applicantsLink } from './notify.ts';
import { accommodationRequestMail, newApplicationMail, statusChangedMail, type RequestNews } from './notice-mails.ts';

/** The address, name and email choice of a user; no preferences row means the defaults (on). */
async function recipient(tx: Db, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      isActive: users.isActive,
      emailNotifications: userPreferences.emailNotifications,
      newApplicationEmails: userPreferences.newApplicationEmails,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row && row.isActive && row.emailNotifications !== false ? row : undefined;
}

export const preferencesPath = (role: string) => (role === 'employer' ? '/employer-profile?tab=preferences' : '/profile?tab=preferences');

/**
 * Emails that go with in-app notifications, to people whose "Email notifications" preference is
 * on. Queued in the caller's transaction, beside the notification: the caller flushes after commit.
 */
export function createEmailNotices(outbox: MailOutbox, siteUrl: () => string) {
  return {
    async statusChanged(tx: Db, n: { applicantId: string; jobTitle: string; company: string | null; statusLabel: string; note: string | null }) {
      const to = await recipient(tx, n.applicantId);
      if (!to) return;
      const site = siteUrl();
      const mail = statusChangedMail({ ...n, firstName: to.firstName, applicationsLink: `${site}/applications`, preferencesLink: `${site}${preferencesPath(to.role)}` });
      await outbox.send({ ...mail, to: { name: '', address: to.email } }, tx);
    },

    async newApplication(tx: Db, n: { employerId: string; applicantName: string; jobId: string; jobTitle: string }) {
      const to = await recipient(tx, n.employerId);
      // An employer who chose a daily summary hears of it there (application-digest.ts).
      if (!to || to.newApplicationEmails === 'daily') return;
      const site = siteUrl();
      const mail = newApplicationMail({ ...n, firstName: to.firstName, applicantsLink: `${site}${applicantsLink(n.jobId)}`, preferencesLink: `${site}${preferencesPath(to.role)}` });
      await outbox.send({ ...mail, to: { name: '', address: to.email } }, tx);
    },

    /** An accommodation request's news: a request or a reply to the job's employer, an answer to the applicant. */
    async accommodationRequest(tx: Db, n: { userId: string; news: RequestNews; who: string; jobId: string; jobTitle: string }) {
      const to = await recipient(tx, n.userId);
      if (!to) return;
      const site = siteUrl();
      const link = n.news === 'answer' ? `${site}/applications` : `${site}${applicantsLink(n.jobId)}`;
      const mail = accommodationRequestMail({ ...n, firstName: to.firstName, link, preferencesLink: `${site}${preferencesPath(to.role)}` });
      await outbox.send({ ...mail, to: { name: '', address: to.email } }, tx);
    },

    /** Sends what the committed transaction queued. */
    flush: () => outbox.flush(),
  };
}
export type EmailNotices = ReturnType<typeof createEmailNotices>;
