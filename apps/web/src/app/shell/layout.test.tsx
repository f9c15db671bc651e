import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../test/fixtures.ts';
import { Layout } from './layout.tsx';

const defaultWidth = window.innerWidth;
function setWindowWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });
  window.dispatchEvent(new Event('resize'));
}
afterEach(() => {
  vi.unstubAllGlobals();
  setWindowWidth(defaultWidth);
});

function signedInAs(role: 'applicant' | 'employer' | 'admin') {
  localStorage.setItem('token', 'tok');
  const { fetchStub } = stubFetch({
    'GET /v1/users/profile': profileAnswer(fakeUser(role, { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })),
    'GET /v1/notifications': () => ({ body: { success: true, data: { notifications: [], unreadCount: 3 } } }),
  });
  vi.stubGlobal('fetch', fetchStub);
}
const banner = () => screen.getByRole('banner');

describe('the header on a narrow screen (under 48 rem of the chosen text size)', () => {
  it('folds a visitor’s links behind a Menu disclosure and keeps the accessibility settings on show', async () => {
    setWindowWidth(320);
    renderWithProviders(<Layout />);
    const menu = await within(banner()).findByRole('button', { name: 'Menu' });
    expect(within(banner()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Accessibility settings' })).toBeVisible();
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Jobs']);
    expect(within(banner()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('moves a signed-in user’s links, notifications and account into the sidebar, without repeating what it holds', async () => {
    setWindowWidth(320);
    signedInAs('employer');
    renderWithProviders(<Layout />);
    const sidebar = await screen.findByRole('complementary', { name: 'Account navigation' });
    expect(within(banner()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', 'sidebar');
    expect(within(banner()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(sidebar).toHaveTextContent('grace@example.com');
    // An employer's sidebar has Employer Profile and Profile, but no way to the job list.
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Jobs']);
    expect(await within(sidebar).findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notifications');
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives an applicant the job list above the sidebar’s own links, each page once', async () => {
    setWindowWidth(320);
    signedInAs('applicant');
    renderWithProviders(<Layout />);
    const sidebar = await screen.findByRole('complementary', { name: 'Account navigation' });
    await within(sidebar).findByRole('link', { name: 'Notifications, 3 unread' });
    const names = within(sidebar).getAllByRole('link').map((l) => l.textContent);
    expect(names).toEqual(['Jobs', 'Dashboard', 'My Applications', 'Saved Searches', 'Notifications3', 'Profile']);
  });

  it('follows the text size: 1,024 px is wide at 16 px text and narrow at 24 px', async () => {
    setWindowWidth(1024);
    signedInAs('applicant');
    renderWithProviders(<Layout />);
    await within(banner()).findByRole('button', { name: /account menu/ });
    expect(within(banner()).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(within(banner()).getByRole('button', { name: 'Accessibility settings' }));
    const larger = screen.getByRole('button', { name: 'Increase text size' });
    for (let i = 0; i < 4; i++) await userEvent.click(larger);
    expect(document.documentElement.style.fontSize).toBe('24px');
    expect(within(banner()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The settings stay where they were, open, with focus on the button just pressed.
    expect(larger).toHaveFocus();
    act(() => setWindowWidth(1280));
    expect(within(banner()).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('the header on a wide screen', () => {
  it.each(['applicant', 'employer', 'admin'] as const)('gives the %s each destination once: Profile and Logout in the user menu only', async (role) => {
    setWindowWidth(1280);
    signedInAs(role);
    renderWithProviders(<Layout />);
    const sidebar = await screen.findByRole('complementary', { name: 'Account navigation' });
    expect(await within(banner()).findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notifications');
    await userEvent.click(within(banner()).getByRole('button', { name: /account menu/ }));
    expect(screen.getAllByRole('link', { name: 'Profile' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
    expect(within(sidebar).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const hrefs = [banner(), sidebar].flatMap((part) => within(part).getAllByRole('link').map((l) => l.getAttribute('href')));
    expect(hrefs.length).toBe(new Set(hrefs).size);
  });
});
