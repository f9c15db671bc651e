/**
 * Bounds on a new password, kept free of zod so the pages that show the hint (profile, password
 * reset) do not load the validation library for one sentence.
 */

/** Long enough inputs are refused before argon2 sees them. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** What every new-password field says under its label: the length here, the guessability on the server. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, and not easy to guess: a few unrelated words make a strong passphrase.`;
