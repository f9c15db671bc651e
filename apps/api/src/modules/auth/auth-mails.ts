import { PRODUCT_NAME, renderMail, type MailBlock, type RenderedMail } from '../../platform/mail-template.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const when = (d: Date) => `${WHEN.format(d)} UTC`;

export type ThrottleNotice = {
  firstName: string | null;
  /** `address`: one client address is refused for the account; `account`: every sign-in is. */
  scope: 'address' | 'account';
  failures: number;
  at: Date;
  ip: string;
  until: Date;
  /** The forgot-password page on PUBLIC_URL; without it no link (see the note in the body). */
  forgotLink: string | null;
};

/**
 * Tells the owner that sign-ins to their account were throttled, so that guessing is not silent.
 * NOTE: the link is given only when the site's address is configured: otherwise it would follow the
 * Host header of the guesser's own request, and the mail would send the owner where the guesser chose.
 */
export function throttleNoticeMail(n: ThrottleNotice): RenderedMail {
  const what =
    n.scope === 'address'
      ? `${n.failures} wrong passwords were tried for your ${PRODUCT_NAME} account from the network address ${n.ip}. Until ${when(n.until)}, we refuse sign-ins to your account from that address. You can still sign in from anywhere else.`
      : `${n.failures} wrong passwords were tried for your ${PRODUCT_NAME} account, the last from the network address ${n.ip}. Until ${when(n.until)}, we refuse every sign-in to your account, including yours.`;
  const reset: MailBlock[] = n.forgotLink
    ? [{ kind: 'link', text: 'Reset your password', href: n.forgotLink }]
    : [{ kind: 'paragraph', text: 'To reset it, choose "Forgot password?" on the sign-in page.' }];
  return renderMail({
    subject: n.scope === 'address' ? 'Failed sign-ins to your account' : 'Sign-ins to your account are paused',
    reason: `You get this mail because sign-ins to the ${PRODUCT_NAME} account at this address were refused after wrong passwords. We send at most 10 such mails a day.`,
    heading: n.scope === 'address' ? 'Someone failed to sign in to your account' : 'We paused sign-ins to your account',
    blocks: [
      { kind: 'paragraph', text: n.firstName ? `Hello ${n.firstName},` : 'Hello,' },
      { kind: 'paragraph', text: what },
      {
        kind: 'details',
        rows: [
          ['When', when(n.at)],
          ['From the network address', n.ip],
          ['Refused until', when(n.until)],
        ],
      },
      { kind: 'paragraph', text: 'Your password has not been changed, and none of these attempts signed in.' },
      {
        kind: 'paragraph',
        text: 'If it was you, there is nothing to do: wait until then, or reset your password, which lets you sign in again at once from the network you reset it from. If it was not you, someone may be guessing your password: reset it now to one you use nowhere else.',
      },
      ...reset,
    ],
  });
}
