type Named = { first_name: string | null; last_name: string | null; email: string };

// Roles, their labels and how a person is named: no zod here, so the web client's
// first download stays small (the shell needs these on every page).

/** Account types. `admin` is never self-registrable. */
export const ROLES = ['applicant', 'employer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose on the registration form. */
export const SELF_REGISTRABLE_ROLES = ['applicant', 'employer'] as const;

/** How each audience reads a role (the product's fixed labels). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  employer: 'Employer',
  applicant: 'Job Seeker',
};

/** Display name: full name, else first name, else email. */
export function displayName(user: Named): string {
  const first = user.first_name?.trim();
  const last = user.last_name?.trim();
  if (first && last) return `${first} ${last}`;
  return first || user.email;
}

/** Initials: first letters of first and last name, else of first name, else of email, else U. */
export function initials(user: Named): string {
  const first = user.first_name?.trim();
  const last = user.last_name?.trim();
  if (first && last) return (first[0]! + last[0]!).toUpperCase();
  if (first) return first[0]!.toUpperCase();
  if (user.email) return user.email[0]!.toUpperCase();
  return 'U';
}
