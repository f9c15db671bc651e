type Greeted = { first_name: string | null; created_at: string; last_login: string | null };

/**
 * Registration signs the new account in within the same request, so its last sign-in lies a moment
 * after its creation until the person signs in again; a seeded account has never signed in at all.
 */
const FIRST_SESSION_MS = 5_000;

/** "Welcome, Ada!" during an account's first session, "Welcome back, Ada!" once it has signed in again. */
export function greeting(user: Greeted): string {
  const name = user.first_name?.trim() || 'User';
  const firstSession = !user.last_login || Date.parse(user.last_login) - Date.parse(user.created_at) < FIRST_SESSION_MS;
  return firstSession ? `Welcome, ${name}!` : `Welcome back, ${name}!`;
}
