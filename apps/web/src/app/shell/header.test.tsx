import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../test/fixtures.ts';
import { Header } from './header.tsx';

afterEach(() => vi.unstubAllGlobals());
const header = <Header sidebarOpen={false} onToggleSidebar={() => {}} />;

function signedInAs(role: 'applicant' | 'employer' | 'admin') {
  localStorage.setItem('token', 'tok');
  const { fetchStub, calls } = stubFetch({
    'GET /v1/users/profile': profileAnswer(fakeUser(role, { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })),
    'POST /v1/auth/logout': () => ({ body: { success: true, message: 'Logged out successfully!' } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

describe('Header', () => {
  it('offers Login and Register to visitors, and a Jobs link', () => {
    renderWithProviders(header);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Jobs']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it.each([
    ['applicant', 'Job Seeker'],
    ['employer', 'Employer'],
    ['admin', 'Administrator'],
  ] as const)('shows the %s the job list and a user menu with initials, name, role, email, Profile and Logout', async (role, roleLabel) => {
    signedInAs(role);
    renderWithProviders(header);
    const menuButton = await screen.findByRole('button', { name: /account menu/ });
    expect(menuButton).toHaveTextContent('GH');
    expect(menuButton).toHaveTextContent('Grace Hopper');
    // The role's own pages are in the sidebar, the account in the user menu: the header lists the rest.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Jobs']);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
    expect(panel).toHaveTextContent(roleLabel);
    expect(panel).toHaveTextContent('grace@example.com');
    expect(within(panel).getAllByRole('link').map((l) => l.textContent)).toEqual(['Profile']);
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it("shows signed-in users a 'Notifications' link carrying the unread count, and visitors none", async () => {
    localStorage.setItem('token', 'tok');
    const { fetchStub } = stubFetch({
      'GET /v1/users/profile': profileAnswer(fakeUser('employer')),
      'GET /v1/notifications': () => ({ body: { success: true, data: { notifications: [], unreadCount: 2 } } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(header);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
  });

  it('logs out: revokes the token on the server, forgets it, clears session storage and says so', async () => {
    const calls = signedInAs('applicant');
    sessionStorage.setItem('job-preview', '{}');
    renderWithProviders(header, { routes: [{ path: '/', element: header }] });
    await userEvent.click(await screen.findByRole('button', { name: /account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/auth/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('changes the text size within 8 to 36 px, the colours and motion', async () => {
    renderWithProviders(header);
    await userEvent.click(screen.getByRole('button', { name: 'Accessibility settings' }));
    const smaller = screen.getByRole('button', { name: 'Decrease text size' });
    for (let i = 0; i < 6; i++) await userEvent.click(smaller);
    expect(document.documentElement.style.fontSize).toBe('8px');
    expect(smaller).toBeDisabled();
    expect(localStorage.getItem('fontSize')).toBe('8');
    const contrast = screen.getByRole('radio', { name: 'High contrast' });
    await userEvent.click(contrast);
    expect(contrast).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('high-contrast');
    expect(localStorage.getItem('theme')).toBe('high-contrast');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reduced motion' }));
    expect(document.documentElement.dataset.reducedMotion).toBe('true');
  });

  it('closes the accessibility settings with a visible Close button or Escape, focus back on the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(header);
    const toggle = screen.getByRole('button', { name: 'Accessibility settings' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Display settings' })).toBeNull();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
