import type { Role } from '@jobboard/contracts/roles';

export type NavLinkItem = { to: string; label: string };

/** Sidebar links per role. */
export const SIDEBAR_LINKS: Record<Role, NavLinkItem[]> = {
  applicant: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/jobs', label: 'Browse Jobs' },
    { to: '/applications', label: 'My Applications' },
    { to: '/saved-searches', label: 'Saved Searches' },
    { to: '/profile', label: 'My Profile' },
  ],
  employer: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/jobs/post', label: 'Post Job' },
    { to: '/jobs/my-jobs', label: 'My Jobs' },
    { to: '/my-applicants', label: 'My Applicants' },
    { to: '/candidate-finder', label: 'Candidate Finder' },
    { to: '/employer-profile', label: 'Employer Profile' },
  ],
  admin: [
    { to: '/admin', label: 'Admin Dashboard' },
    { to: '/admin/users', label: 'Manage Users' },
    { to: '/admin/jobs', label: 'Manage Jobs' },
    { to: '/admin/applications', label: 'All Applications' },
    { to: '/admin/audit', label: 'Audit Trail' },
    { to: '/admin/analytics', label: 'Analytics' },
  ],
};

/** Header links: Jobs for everyone; Applications, Profile and Admin by role. */
export function headerLinks(role: Role | null): NavLinkItem[] {
  const links: NavLinkItem[] = [{ to: '/jobs', label: 'Jobs' }];
  if (role === 'applicant') links.push({ to: '/applications', label: 'Applications' });
  if (role) links.push({ to: '/profile', label: 'Profile' });
  if (role === 'admin') links.push({ to: '/admin', label: 'Admin' });
  return links;
}

/**
 * The header's links that the sidebar does not already hold (Jobs, for employers and
 * administrators): on narrow screens the header folds into the sidebar, which then carries them.
 */
export function headerLinksMissingFromSidebar(role: Role): NavLinkItem[] {
  const inSidebar = new Set([...SIDEBAR_LINKS[role].map((l) => l.to), '/profile']);
  return headerLinks(role).filter((l) => !inSidebar.has(l.to));
}

/** User menu links: Dashboard, Profile, Applications, Post Job (employers), Admin Panel (admins). */
export function userMenuLinks(role: Role): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/profile', label: 'Profile' },
  ];
  if (role === 'applicant') links.push({ to: '/applications', label: 'Applications' });
  if (role === 'employer') links.push({ to: '/jobs/post', label: 'Post Job' });
  if (role === 'admin') links.push({ to: '/admin', label: 'Admin Panel' });
  return links;
}
