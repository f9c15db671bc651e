import { z } from 'zod';

type Rule = readonly [ok: (value: string) => boolean, message: string];

/**
 * A string checked by rules in order, reporting only the first that fails. (Zod's `abort`
 * would do the same but also stops the object-level checks, such as password confirmation,
 * from running, so a form could not list every problem at once.)
 */
export function checkedString(requiredMessage: string, rules: readonly Rule[], options: { trim?: boolean } = {}) {
  const base = z.string({ error: requiredMessage });
  return (options.trim === false ? base : base.trim()).superRefine((value, ctx) => {
    const failed = rules.find(([ok]) => !ok(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });
}

export const EMAIL_MAX = 254;
// Nothing an address header or list gives meaning to (RFC 5322 specials but the dot, and the
// '@' counted apart), no white space, control, format or lone surrogate characters.
const NOT_IN_ADDRESS = /[\s<>()[\]\\,;:"\p{Cc}\p{Cf}\p{Cs}]/u;
// A domain label: letters (any script, for internationalised domains), digits and inner hyphens.
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;

/**
 * A single mailbox we may write into a mail header: one '@', a local part of at most 64
 * characters without a leading, trailing or doubled dot, and a dotted domain whose last label is
 * not a number. `victim;<x>@evil.example` is refused: a mail library reads it as address-list syntax.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX || NOT_IN_ADDRESS.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return labels.length >= 2 && labels.every((l) => DOMAIN_LABEL.test(l)) && !/^\d+$/.test(labels.at(-1)!);
}

/**
 * The one email field of every form and request that takes an address, trimmed and in lower
 * case. `label` words its messages as each form always has ('Email', 'Email address').
 */
export function emailField(label: 'Email' | 'Email address') {
  return checkedString(`${label} is required`, [
    [(v) => v.length > 0, `${label} is required`],
    [(v) => v.length <= EMAIL_MAX, `${label} must be at most ${EMAIL_MAX} characters`],
    [isEmailAddress, 'Please enter a valid email address'],
  ]).transform((v) => v.toLowerCase());
}

/** Email as entered on sign-in, registration and the contact form. */
export const EmailField = emailField('Email');

/** Optional phone: optional leading plus, first digit 1-9, up to 16 digits; blank means none. */
export const PHONE_SHAPE = /^\+?[1-9]\d{0,15}$/;

/** A name part of 2 to 50 characters with the product's wording. */
export function nameField(label: 'First name' | 'Last name') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, { error: `${label} must be at least 2 characters` })
    .max(50, { error: `${label} must be less than 50 characters` });
}

export { PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN } from './password-rules.ts';

/** Optional text as typed: trimmed and at most `max` characters, with the label in each message. */
export function boundedText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be less than ${max} characters` });
}

/** A whole number from a query string, named in each message ("page must be at least 1"). */
export const queryInt = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });
