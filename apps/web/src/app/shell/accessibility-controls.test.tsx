import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { AccessibilityControls } from './accessibility-controls.tsx';

const root = document.documentElement;
async function openColours() {
  renderWithProviders(<AccessibilityControls />);
  await userEvent.click(screen.getByRole('button', { name: 'Accessibility settings' }));
  return screen.getByRole('group', { name: 'Colours' });
}

describe('display settings: the system’s until a choice is made', () => {
  it('follows the system without a stored choice, and stores nothing on load', async () => {
    await openColours();
    expect(screen.getByRole('radio', { name: 'Match my system' })).toBeChecked();
    // Without data-theme, tokens.css applies the system's dark and contrast settings.
    expect(root).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(localStorage.getItem('highContrast')).toBeNull();
    expect(localStorage.getItem('fontSize')).toBeNull();
    expect(localStorage.getItem('reducedMotion')).toBeNull();
  });

  it('stores an explicit choice, the light theme too, so that the system no longer applies', async () => {
    await openColours();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem('theme')).toBe('default');
    expect(root).toHaveAttribute('data-theme', 'default');
  });

  it('forgets the choice with Match my system', async () => {
    localStorage.setItem('theme', 'dark');
    await openColours();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Match my system' }));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('reads what older versions stored as a choice: their high contrast flag and their default theme', async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('highContrast', 'true');
    await openColours();
    expect(screen.getByRole('radio', { name: 'High contrast' })).toBeChecked();
    expect(root).toHaveAttribute('data-theme', 'high-contrast');
    // Kept under the theme key from now on, so that the old flag cannot override a later choice.
    expect(localStorage.getItem('theme')).toBe('high-contrast');
    expect(localStorage.getItem('highContrast')).toBeNull();
  });

  it('keeps an older version’s stored light theme as chosen', async () => {
    localStorage.setItem('theme', 'default');
    localStorage.setItem('highContrast', 'false');
    await openColours();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(root).toHaveAttribute('data-theme', 'default');
  });
});

describe('text size: the browser’s until one is chosen', () => {
  it('leaves the size to the browser, steps from it, and forgets the choice on reset', async () => {
    renderWithProviders(<AccessibilityControls />);
    await userEvent.click(screen.getByRole('button', { name: 'Accessibility settings' }));
    // jsdom computes no font size, so the browser's is taken as 16.
    expect(screen.getByText('Text size: 16 px')).toBeInTheDocument();
    expect(root.style.fontSize).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Increase text size' }));
    expect(screen.getByText('Text size: 18 px')).toBeInTheDocument();
    expect(root.style.fontSize).toBe('18px');
    expect(localStorage.getItem('fontSize')).toBe('18');
    await userEvent.click(screen.getByRole('button', { name: 'Reset text size' }));
    expect(screen.getByText('Text size: 16 px')).toBeInTheDocument();
    expect(root.style.fontSize).toBe('');
    expect(localStorage.getItem('fontSize')).toBeNull();
  });
});
