import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import HelpPage from './help-page.tsx';

const renderHelp = () => renderWithProviders(<HelpPage />, { route: '/help' });
const searchStatus = () => within(screen.getByRole('heading', { name: 'Search help' }).parentElement!).getByText((_, el) => el?.getAttribute('aria-live') === 'polite');
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const questions = () => within(screen.getByRole('heading', { name: 'Frequently asked questions' }).closest('section')!).getAllByRole('button');

describe('HelpPage', () => {
  it('has one h1 and all of its parts', () => {
    renderHelp();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    for (const name of ['Search help', 'Quick actions', 'Getting started', 'Features', 'Frequently asked questions', 'Contact support']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const href of ['/jobs', '/register', '/contact', '/accessibility']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
    }
    // The same promise as the contact page and its auto-reply mail.
    expect(screen.getAllByText(/2 business days/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/24-48 hours/)).toBeNull();
  });

  describe('FAQ accordion', () => {
    it('has ten questions as buttons in headings, all closed at first', () => {
      renderHelp();
      const buttons = questions();
      expect(buttons).toHaveLength(10);
      for (const button of buttons) {
        expect(button.closest('h3')).not.toBeNull();
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(panelOf(button)).not.toBeVisible();
      }
    });

    it('keeps one entry open at a time, and a second click closes the open one', async () => {
      const user = userEvent.setup();
      renderHelp();
      const [first, second] = questions();
      await user.click(first!);
      expect(first).toHaveAttribute('aria-expanded', 'true');
      const firstPanel = panelOf(first!);
      expect(firstPanel).toHaveRole('region');
      expect(firstPanel).toHaveAccessibleName('How do I create an account?');
      expect(firstPanel).toBeVisible();

      await user.click(second!);
      expect(second).toHaveAttribute('aria-expanded', 'true');
      expect(first).toHaveAttribute('aria-expanded', 'false');
      expect(firstPanel).not.toBeVisible();

      await user.click(second!);
      expect(second).toHaveAttribute('aria-expanded', 'false');
      expect(questions().filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
    });

    it('moves between questions with the arrow keys, Home and End', async () => {
      const user = userEvent.setup();
      renderHelp();
      const buttons = questions();
      buttons[0]!.focus();
      await user.keyboard('{ArrowDown}');
      expect(buttons[1]).toHaveFocus();
      await user.keyboard('{End}');
      expect(buttons[9]).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(buttons[0]).toHaveFocus();
      await user.keyboard('{ArrowUp}{Home}');
      expect(buttons[0]).toHaveFocus();
    });
  });

  describe('search', () => {
    it('waits for typing to pause, then says "No results found" in a status message', async () => {
      const user = userEvent.setup();
      renderHelp();
      await user.type(screen.getByRole('searchbox', { name: 'Search help topics' }), 'zzzz');
      const status = searchStatus();
      expect(status).toBeEmptyDOMElement();
      expect(await screen.findByText('No results found')).toBe(status);
    });

    it('finds related words without a mode switch or relevance stars', async () => {
      const user = userEvent.setup();
      renderHelp();
      expect(screen.queryByRole('radio')).toBeNull();
      await user.type(screen.getByRole('searchbox', { name: 'Search help topics' }), 'cv');
      const results = await screen.findByRole('list', { name: 'Search results' });
      const first = within(results).getAllByRole('listitem')[0]!;
      expect(within(first).getByRole('link', { name: 'Which resume files can I upload?' })).toBeInTheDocument();
      expect(results).not.toHaveTextContent(/Relevance|★/);
      expect(searchStatus()).toHaveTextContent(/^\d+ results? found for “cv”$/);
    });

    it('jumps to a chosen FAQ entry, opens it and moves focus to it', async () => {
      const user = userEvent.setup();
      renderHelp();
      await user.type(screen.getByRole('searchbox', { name: 'Search help topics' }), 'forgot password{Enter}');
      await user.click(await screen.findByRole('link', { name: 'I forgot my password. How do I reset it?' }));
      const question = screen.getByRole('button', { name: 'I forgot my password. How do I reset it?' });
      expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(question).toHaveFocus();
      expect(screen.getByRole('region', { name: 'I forgot my password. How do I reset it?' })).toHaveTextContent(/4-digit code/);
    });

    it('marks the jumped-to section for 2 seconds', async () => {
      renderHelp();
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search help topics' }), 'relay{Enter}');
      const results = await screen.findByRole('list', { name: 'Search results' });
      // The clock is stopped from the jump on, so the 2 seconds are counted exactly.
      vi.useFakeTimers();
      try {
        act(() => fireEvent.click(within(results).getByRole('link', { name: 'Contact support' })));
        const section = screen.getByRole('heading', { level: 2, name: 'Contact support' }).closest('section')!;
        expect(section).toHaveClass('help-target--highlight');
        act(() => vi.advanceTimersByTime(1900));
        expect(section).toHaveClass('help-target--highlight');
        act(() => vi.advanceTimersByTime(200));
        expect(section).not.toHaveClass('help-target--highlight');
      } finally {
        vi.useRealTimers();
      }
    });

    it('jumps to a chosen section and focuses its heading', async () => {
      const user = userEvent.setup();
      renderHelp();
      await user.type(screen.getByRole('searchbox', { name: 'Search help topics' }), 'relay{Enter}');
      const results = await screen.findByRole('list', { name: 'Search results' });
      await user.click(within(results).getByRole('link', { name: 'Contact support' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Contact support' })).toHaveFocus();
    });
  });
});
