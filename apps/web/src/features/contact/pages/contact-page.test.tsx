import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import ContactPage from './contact-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const field = {
  name: () => screen.getByLabelText(/^Full name/),
  email: () => screen.getByLabelText(/^Email/),
  phone: () => screen.getByLabelText(/^Phone/),
  subject: () => screen.getByLabelText(/^Subject/),
  message: () => screen.getByLabelText(/^Message/),
};
const submit = () => screen.getByRole('button', { name: 'Send message' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Ada Lovelace');
  await user.type(field.email(), 'ada@example.com');
  await user.type(field.phone(), '+1 555 0100');
  await user.type(field.subject(), 'Screen reader question');
  await user.type(field.message(), '  The job filters read well with NVDA, thank you!  ');
}

describe('ContactPage', () => {
  it('lists every required-field message in a summary that takes focus, tied to each field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.click(submit());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveAccessibleDescription('Name is required');
    expect(field.email()).toHaveAccessibleDescription('Email is required');
    expect(field.subject()).toHaveAccessibleDescription('Subject is required');
    expect(field.message()).toHaveAccessibleDescription(/Message is required/);
    expect(field.phone()).not.toHaveAttribute('aria-invalid');

    await user.click(within(summary).getByRole('link', { name: 'Subject is required' }));
    expect(field.subject()).toHaveFocus();
  });

  it('checks the email shape and a message of at least 10 characters after trimming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.type(field.name(), 'Ada');
    await user.type(field.email(), 'ada.example.com');
    await user.type(field.subject(), 'Hello');
    await user.type(field.message(), '   short        ');
    await user.click(submit());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Please enter a valid email address');
    expect(summary).toHaveTextContent('Message must be at least 10 characters long');
    expect(field.message()).toHaveAccessibleDescription(/Message must be at least 10 characters long/);
  });

  it("clears a field's error as soon as that field is edited", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.click(submit());
    await screen.findByRole('alert', { name: 'There is a problem' });
    await user.type(field.name(), 'A');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Email is required').length).toBeGreaterThan(0);
  });

  it("reads 'Sending...' while sending, then shows the Thank You card with focus on its heading", async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillValid(user);
    await user.click(submit());

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/apis/v1/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      subject: 'Screen reader question',
      message: 'The job filters read well with NVDA, thank you!',
    });

    answer(json(201, { success: true, message: 'Message received' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Thank you' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Thank you' })).toHaveTextContent(/reply to ada@example\.com within 2 business days/);
    expect(screen.queryByRole('button', { name: /Send message|Sending/ })).not.toBeInTheDocument();
  });

  it('goes home from the Thank You card when there is no page to go back to', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(201, { success: true })));
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact', path: '/contact', routes: [{ path: '/', element: <p>home page</p> }] });
    await fillValid(user);
    await user.click(submit());
    expect(window.history.length).toBeLessThanOrEqual(1);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it("shows the server's message inline and in an error toast when sending fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { success: false, error: { code: 'RATE_LIMITED', message: 'Too many messages. Please try again in an hour.' } })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillValid(user);
    await user.click(submit());
    const toasts = await screen.findByRole('alert', { name: 'Error notifications' });
    expect(await within(toasts).findByText('Too many messages. Please try again in an hour.')).toBeInTheDocument();
    expect(screen.getAllByText('Too many messages. Please try again in an hour.')).toHaveLength(2);
    expect(submit()).toBeEnabled();
  });

  it("falls back to 'Failed to submit contact form' when the server gives no message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad gateway', { status: 502 })));
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findAllByText('Failed to submit contact form')).toHaveLength(2);
  });

  it('shows the support email, phone and postal address beside the form', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const details = screen.getByRole('region', { name: 'Other ways to reach us' });
    expect(within(details).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(details).getByRole('link', { name: /\+1/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+\d+$/));
    expect(details.querySelector('address')).toHaveTextContent(/Boston/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
