import { OTP_TTL_MINUTES } from '@jobboard/contracts/password-reset';
import { PRODUCT_NAME, renderMail, type RenderedMail } from '../../platform/mail-template.ts';

const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** The code, and a link to the page where it is entered. */
export function resetCodeMail(input: { firstName: string | null; code: string; resetLink: string }): RenderedMail {
  return renderMail({
    subject: 'Your password reset code',
    reason: `You get this mail because a password reset was asked for the ${PRODUCT_NAME} account at this address. If it was not you, you can ignore it: your password stays as it is.`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: greeting(input.firstName) },
      { kind: 'paragraph', text: `Someone, hopefully you, asked to reset the password of your ${PRODUCT_NAME} account.` },
      { kind: 'code', label: 'Your code:', code: input.code },
      {
        kind: 'paragraph',
        text: `Enter it on the password reset page within ${OTP_TTL_MINUTES} minutes. It works once, and a new code replaces this one.`,
      },
      { kind: 'link', text: 'Open the password reset page', href: input.resetLink },
      {
        kind: 'paragraph',
        text: 'If you did not ask for this, you can ignore this email: your password stays as it is. Never share this code; our team will not ask you for it.',
      },
    ],
  });
}

/**
 * Sent when the address has no account, so the answer and the time it takes are the same
 * whether or not an account exists, and a person who forgot which address they used learns it.
 */
export function noAccountMail(input: { email: string; registerLink: string; forgotLink: string }): RenderedMail {
  return renderMail({
    subject: 'Password reset request',
    reason: 'You get this mail because a password reset was asked for this address. If it was not you, you can ignore it: nothing more will be sent.',
    heading: 'We could not find an account',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `Someone asked to reset the password of a ${PRODUCT_NAME} account for ${input.email}, but no account uses this address.`,
      },
      { kind: 'paragraph', text: 'If it was you, you may have registered with another email address. You can try again with that one:' },
      { kind: 'link', text: 'Reset a password', href: input.forgotLink },
      { kind: 'paragraph', text: 'Or create a new account:' },
      { kind: 'link', text: 'Create an account', href: input.registerLink },
      { kind: 'paragraph', text: 'If you did not ask for this, you can ignore this email.' },
    ],
  });
}

/** Tells the owner their password changed, in case it was not them (ASVS 5.0 V6.3.7). */
export function passwordChangedMail(input: { firstName: string | null; forgotLink: string; contactLink: string }): RenderedMail {
  return renderMail({
    subject: 'Your password was changed',
    reason: `You get this mail because the password of the ${PRODUCT_NAME} account at this address was changed. We always send it, so that a change you did not make does not go unnoticed.`,
    heading: 'Your password was changed',
    blocks: [
      { kind: 'paragraph', text: greeting(input.firstName) },
      {
        kind: 'paragraph',
        text: `The password of your ${PRODUCT_NAME} account was just reset with a code sent to this address, and every device was signed out.`,
      },
      { kind: 'paragraph', text: 'If this was you, there is nothing more to do. If it was not, reset your password now and tell us:' },
      { kind: 'link', text: 'Reset your password', href: input.forgotLink },
      { kind: 'link', text: 'Contact support', href: input.contactLink },
    ],
  });
}
