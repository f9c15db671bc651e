import addressparser from 'nodemailer/lib/addressparser';
import { isEmailAddress } from '@jobboard/contracts/fields';

/** One mailbox as nodemailer takes it: never a string it would parse (and split) again. */
export type MailAddress = { name: string; address: string };

/**
 * `Name <address>` or a bare address (MAIL_FROM) as one mailbox, read by nodemailer's own address
 * parser; null for anything else: several addresses, a group, or an address people could not type
 * into our forms either.
 */
export function parseMailbox(text: string): MailAddress | null {
  if (/[\r\n]/.test(text)) return null;
  const parsed = addressparser(text);
  const [only] = parsed;
  if (parsed.length !== 1 || !only || only.group || !isEmailAddress(only.address)) return null;
  return { name: only.name, address: only.address };
}
