import type { Role } from '@jobboard/contracts/roles';

export type NavLinkItem = { to: string; label: string };

/**
 * Each destination has one place in the shell: the header's Main list has the job list, the
 * sidebar the role's own pages, and the user menu the account (Profile, and Logout beside it).
 */

/** Sidebar links per role. */
export const SIDEBAR_LINKS: Record<Role, NavLinkItem[]> = {
  applicant: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/applications', label: 'My Applications' },
    { to: '/saved-searches', label: 'Saved Searches' },
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

/** Header links, the same for everyone: on narrow screens they fold into the sidebar or the visitor's Menu. */
export const HEADER_LINKS: NavLinkItem[] = [{ to: '/jobs', label: 'Jobs' }];

/** User menu links (the account); its Logout button follows them. */
export const USER_MENU_LINKS: NavLinkItem[] = [{ to: '/profile', label: 'Profile' }];
