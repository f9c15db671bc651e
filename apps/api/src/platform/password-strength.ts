/**
 * Refuses new passwords that are easy to guess (ASVS 5.0 V6.2; docs/decisions/013-password-strength.md).
 * zxcvbn-ts scores a password from 0 to 4 against common passwords, dictionaries, keyboard patterns,
 * dates and the person's own details; below MIN_SCORE is refused.
 *
 * NOTE: building zxcvbn's dictionaries takes up to a second and one check up to a second for a long
 * random password, all synchronous: in the server's thread a burst of registrations would stop every
 * other request. So it runs in one worker thread for the whole process, started by the first check
 * (or by warmPasswordStrength at start-up), and holds the process open only while a check is pending.
 * The dictionaries are never sent to the browser: the client checks the length only.
 */
import { Worker } from 'node:worker_threads';
import { badRequest } from './errors.ts';
import { PRODUCT_NAME } from './mail-template.ts';

export const MIN_SCORE = 3;

export type StrengthRequest = { id: number; password: string; userInputs: string[] };
export type StrengthReply =
  | { id: number; ok: true; score: number; warning: string | null; suggestions: string[] }
  | { id: number; ok: false; message: string };
export type Strength = { score: number; warning: string | null; suggestions: string[] };

/** Who the password is for: their own details make a weak password (zxcvbn's user inputs). */
export type PasswordOwner = { email: string; firstName?: string | null; lastName?: string | null; companyName?: string | null };

/** tsx's module hooks for the TypeScript worker under tsx (development, tests); see db/pglite-thread.ts. */
const tsxApi = () => (typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api');

type Thread = { check(password: string, userInputs: string[]): Promise<Strength> };
let thread: Thread | undefined;

function startThread(): Thread {
  // The built server ships the worker as dist/password-strength-worker.mjs beside this code (build.mjs).
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(typescript ? './password-strength-worker.ts' : './password-strength-worker.mjs', import.meta.url);
  const worker = typescript
    ? new Worker(`import(${JSON.stringify(tsxApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`, { eval: true })
    : new Worker(entry);
  worker.unref();
  const pending = new Map<number, { resolve: (s: Strength) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const self: Thread = {
    check(password, userInputs) {
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      const answer = new Promise<Strength>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, password, userInputs } satisfies StrengthRequest);
      return answer;
    },
  };
  const settled = () => {
    if (pending.size === 0) worker.unref();
  };
  worker.on('message', (reply: StrengthReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    settled();
    if (reply.ok) waiter.resolve({ score: reply.score, warning: reply.warning, suggestions: reply.suggestions });
    else waiter.reject(new Error(`The password strength check failed: ${reply.message}`));
  });
  // A thread that stopped fails its pending checks (a 500: never a weak password let through);
  // the next check starts a new one.
  const stop = (error: Error) => {
    if (thread === self) thread = undefined;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => stop(new Error(`The password strength check stopped: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`The password strength check stopped (exit code ${code})`)));
  return self;
}

/** Starts the thread and its dictionaries now, so the first registration does not wait for them. */
export function warmPasswordStrength(): void {
  thread ??= startThread();
}

/** The words of the person's email, names and company, and the site's name, for zxcvbn to look for. */
export function personalWords(owner: PasswordOwner): string[] {
  const whole = [owner.email, owner.firstName, owner.lastName, owner.companyName, PRODUCT_NAME]
    .filter((v): v is string => Boolean(v))
    .map((v) => v.trim().toLowerCase());
  const [local = '', domain = ''] = owner.email.toLowerCase().split('@');
  // "ada.lovelace-1815@example.com" gives "ada.lovelace-1815", "ada", "lovelace", "example"…
  const parts = [...whole, local, domain].flatMap((v) => [v, v.replace(/[^\p{L}\p{N}]+/gu, ''), ...v.split(/[^\p{L}\p{N}]+/u)]);
  return [...new Set(parts.filter((w) => w.length >= 3))];
}

export function checkPasswordStrength(password: string, owner: PasswordOwner): Promise<Strength> {
  thread ??= startThread();
  return thread.check(password, personalWords(owner));
}

/** The refusal, with zxcvbn's own reason when it gives one. */
export function weakPasswordMessage(strength: Strength): string {
  const reason = strength.warning ?? strength.suggestions[0];
  const because = reason ? `: ${reason.charAt(0).toLowerCase()}${reason.slice(1).replace(/\.$/, '')}` : '';
  return `This password is too easy to guess${because}. Try a longer passphrase of a few unrelated words.`;
}

/** Throws a 400 with the message on `field` when the password scores below MIN_SCORE. */
export async function requireStrongPassword(password: string, owner: PasswordOwner, field: string): Promise<void> {
  const strength = await checkPasswordStrength(password, owner);
  if (strength.score >= MIN_SCORE) return;
  const message = weakPasswordMessage(strength);
  throw badRequest(message, [{ field, message }]);
}
