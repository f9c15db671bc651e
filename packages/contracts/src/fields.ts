import { z } from 'zod';

/** Address-shaped: something@something.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** Email as entered on sign-in and registration; normalised to lower case. */
export const EmailField = checkedString('Email is required', [
  [(v) => v.length > 0, 'Email is required'],
  [(v) => v.length <= 254, 'Email must be at most 254 characters'],
  [(v) => EMAIL_SHAPE.test(v), 'Please enter a valid email address'],
]).transform((v) => v.toLowerCase());

/** Optional phone: optional leading plus, first digit 1-9, up to 16 digits; blank means none. */
export const PHONE_SHAPE = /^\+?[1-9]\d{0,15}$/;

/** A name part of 2 to 50 characters with the spec's wording. */
export function nameField(label: 'First name' | 'Last name') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, { error: `${label} must be at least 2 characters` })
    .max(50, { error: `${label} must be less than 50 characters` });
}

/** Bounds on a new password: long enough inputs are refused before argon2 sees them. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** What every new-password field says under its label: the length here, the guessability on the server. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, and not easy to guess: a few unrelated words make a strong passphrase.`;

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
