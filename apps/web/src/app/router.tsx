import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Role } from '@jobboard/contracts/roles';
import { ErrorScreen } from './error-screen.tsx';
import { Layout } from './shell/layout.tsx';
import { RequireAuth } from './require-auth.tsx';

type PageModule = { default: React.ComponentType };

/** A route whose page is its own chunk, loaded when first visited. */
function page(path: string, load: () => Promise<PageModule>, role?: Role | 'any'): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await load();
      if (!role) return { Component: Page };
      return {
        Component: () => (
          <RequireAuth {...(role === 'any' ? {} : { role })}>
            <Page />
          </RequireAuth>
        ),
      };
    },
  };
}

/**
 * What a full page load shows until the first page's chunk is in: nothing, as before, so the shell
 * does not appear and then jump when the page arrives. Naming it is what React Router asks of
 * lazy routes on the first load (without it, it warns in the console on every full load).
 */
function NothingYet() {
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    HydrateFallback: NothingYet,
    children: [
      page('/', () => import('../features/public-pages/pages/home-page.tsx')),
      page('/about', () => import('../features/public-pages/pages/about-page.tsx')),
      page('/accessibility', () => import('../features/public-pages/pages/accessibility-page.tsx')),
      page('/terms', () => import('../features/public-pages/pages/terms-page.tsx')),
      page('/privacy', () => import('../features/public-pages/pages/privacy-page.tsx')),
      page('/contact', () => import('../features/contact/pages/contact-page.tsx')),
      page('/help', () => import('../features/help/pages/help-page.tsx')),
      page('/login', () => import('../features/auth/pages/login-page.tsx')),
      page('/register', () => import('../features/auth/pages/register-page.tsx')),
      page('/forgot-password', () => import('../features/password-reset/pages/forgot-password-page.tsx')),
      page('/reset-password', () => import('../features/password-reset/pages/reset-password-page.tsx')),
      page('/unauthorized', () => import('../features/auth/pages/unauthorized-page.tsx')),
      page('/dashboard', () => import('../features/dashboard/pages/dashboard-page.tsx'), 'any'),
      page('/jobs', () => import('../features/jobs/pages/job-list-page.tsx')),
      page('/jobs/post', () => import('../features/jobs/pages/job-form-page.tsx'), 'employer'),
      page('/jobs/preview', () => import('../features/jobs/pages/job-preview-page.tsx'), 'employer'),
      page('/jobs/my-jobs', () => import('../features/jobs/pages/my-jobs-page.tsx'), 'employer'),
      page('/jobs/:id', () => import('../features/jobs/pages/job-detail-page.tsx')),
      page('/jobs/:id/edit', () => import('../features/jobs/pages/job-form-page.tsx'), 'employer'),
      page('/companies/:slug', () => import('../features/companies/pages/company-page.tsx')),
      page('/applications', () => import('../features/applications/pages/my-applications-page.tsx'), 'applicant'),
      page('/saved-searches', () => import('../features/saved-searches/pages/saved-searches-page.tsx'), 'applicant'),
      page('/profile', () => import('../features/profiles/pages/profile-page.tsx'), 'any'),
      page('/employer-profile', () => import('../features/profiles/pages/employer-profile-page.tsx'), 'employer'),
      page('/my-applicants', () => import('../features/review/pages/my-applicants-page.tsx'), 'employer'),
      // The page checks the role itself and tells other roles why.
      page('/candidate-finder', () => import('../features/candidates/pages/candidate-finder-page.tsx'), 'any'),
      page('/candidates/:id', () => import('../features/candidates/pages/candidate-detail-page.tsx'), 'employer'),
      page('/notifications', () => import('../features/notifications/pages/notifications-page.tsx'), 'any'),
      page('/admin', () => import('../features/analytics/pages/admin-dashboard-page.tsx'), 'admin'),
      page('/admin/analytics', () => import('../features/analytics/pages/admin-analytics-page.tsx'), 'admin'),
      page('/admin/users', () => import('../features/admin/pages/admin-users-page.tsx'), 'admin'),
      page('/admin/jobs', () => import('../features/admin/pages/admin-jobs-page.tsx'), 'admin'),
      page('/admin/applications', () => import('../features/admin/pages/admin-applications-page.tsx'), 'admin'),
      // The audit page answers visitors and other roles itself ('Authentication Required', 'Access Denied – …').
      page('/admin/audit', () => import('../features/admin/pages/audit-page.tsx')),
      page('*', () => import('../features/public-pages/pages/not-found-page.tsx')),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
