import type { Role } from '@jobboard/contracts/roles';
import type { QuickAction } from '../../ui/quick-actions.tsx';


/** Quick actions per role on the dashboard. */
export const QUICK_ACTIONS: Record<Role, QuickAction[]> = {
  applicant: [
    { to: '/jobs', label: 'Browse Jobs', description: 'Search accessible jobs that match your skills.' },
    { to: '/profile', label: 'Update Profile', description: 'Keep your skills, resume and accommodations current.' },
    { to: '/applications', label: 'My Applications', description: 'Follow the status of every application.' },
  ],
  employer: [
    { to: '/jobs/post', label: 'Post a Job', description: 'Publish an inclusive job with its accommodations.' },
    { to: '/jobs/my-jobs', label: 'My Jobs', description: 'Manage your postings and see who applied to each.' },
    { to: '/profile', label: 'Company Profile', description: 'Tell candidates about your workplace and its accessibility.' },
  ],
  admin: [
    { to: '/admin/users', label: 'Manage Users', description: 'Activate, deactivate and change roles of accounts.' },
    { to: '/admin/jobs', label: 'Review Jobs', description: 'Check postings and take down what breaks the rules.' },
    { to: '/admin/analytics', label: 'View Analytics', description: 'See how the platform is used, from real data.' },
  ],
};
