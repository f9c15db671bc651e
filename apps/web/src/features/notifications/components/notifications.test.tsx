import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@jobboard/contracts/notifications';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import { NotificationsAnnouncer, NotificationsLink } from './notifications-link.tsx';
import { NotificationsList } from './notifications-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const note = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `55555555-1234-4234-8234-00000000000${n}`,
  message: `Your application for Job ${n} is now Under Review.`,
  created_at: new Date(Date.now() - n * 3600_000).toISOString(),
  is_read: false,
  icon: 'status',
  link: '/applications',
  ...overrides,
});

function stub(routes: Parameters<typeof stubFetch>[0]) {
  localStorage.setItem('token', 'tok');
  const s = stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser('applicant')), ...routes });
  vi.stubGlobal('fetch', s.fetchStub);
  return s;
}
const list = (notifications: Notification[], unreadCount = notifications.filter((n) => !n.is_read).length) => ({
  body: { success: true, data: { notifications, unreadCount } },
});

describe('NotificationsLink and NotificationsAnnouncer', () => {
  it("is named 'Notifications, 3 unread' and announces politely when the count rises", async () => {
    let unread = 3;
    const { calls } = stub({ 'GET /v1/notifications': () => list([note(1)], unread) });
    const { queryClient } = renderWithProviders(
      <>
        <NotificationsLink />
        <NotificationsAnnouncer />
      </>,
    );
    const link = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(calls.find((c) => c.path === '/v1/notifications')?.search.get('unread')).toBe('true');
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');
    unread = 4;
    await act(() => queryClient.invalidateQueries({ queryKey: ['notifications'] }));
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    await waitFor(() => expect(live).toHaveTextContent('New notification: you have 4 unread notifications.'));
  });

  it("is just 'Notifications' with nothing unread", async () => {
    stub({ 'GET /v1/notifications': () => list([], 0) });
    renderWithProviders(<NotificationsLink />);
    await waitFor(() => expect(screen.getByRole('link')).toHaveAccessibleName('Notifications'));
  });
});

describe('NotificationsList', () => {
  it('lists newest first with the read state in words, the time, a link, and Mark as read', async () => {
    const user = userEvent.setup();
    let first = note(1);
    const { calls } = stub({
      'GET /v1/notifications': () => list([first, note(2, { is_read: true, link: null, message: 'Welcome aboard.' })]),
      [`PATCH /v1/notifications/${first.id}`]: () => {
        first = { ...first, is_read: true };
        return { body: { success: true, data: { unreadCount: 0 } } };
      },
    });
    renderWithProviders(<NotificationsList limit={5} />);
    const items = await screen.findAllByRole('listitem');
    expect(calls.find((c) => c.path === '/v1/notifications')?.search.get('limit')).toBe('5');
    expect(items[0]).toHaveTextContent(/^.*Unread: Your application for Job 1 is now Under Review\..*1 hour ago/);
    expect(within(items[0]!).getByRole('link', { name: 'Your application for Job 1 is now Under Review.' })).toHaveAttribute('href', '/applications');
    expect(items[1]).toHaveTextContent('Read: Welcome aboard.');
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Mark as read (Your application for Job 1 is now Under Review.)' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/Read: Your application/));
    expect(calls.some((c) => c.method === 'PATCH' && c.path === `/v1/notifications/${first.id}`)).toBe(true);
    expect(document.activeElement).toHaveTextContent(/^Read: Your application for Job 1/);
  });

  it('marks all as read', async () => {
    const user = userEvent.setup();
    let read = false;
    const { calls } = stub({
      'GET /v1/notifications': () => list([note(1, { is_read: read }), note(2, { is_read: read })]),
      'PATCH /v1/notifications': () => {
        read = true;
        return { body: { success: true, data: { unreadCount: 0 }, message: 'All notifications marked as read' } };
      },
    });
    renderWithProviders(<NotificationsList limit={20} />);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/v1/notifications')).toBe(true);
    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
  });

  it('says when there are none', async () => {
    stub({ 'GET /v1/notifications': () => list([]) });
    renderWithProviders(<NotificationsList limit={5} />);
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
  });

  it('offers Retry when loading fails', async () => {
    stub({ 'GET /v1/notifications': () => ({ status: 500, body: null }) });
    renderWithProviders(<NotificationsList limit={5} />);
    expect(await screen.findByText('Error loading notifications. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
