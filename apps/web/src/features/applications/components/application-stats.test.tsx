import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationStats } from './application-stats.tsx';

const successRate = () => screen.getByText('Success Rate').nextElementSibling;

describe('ApplicationStats', () => {
  it('before the first hire, encourages instead of showing 0%', () => {
    render(<ApplicationStats stats={{ total: 4, active: 3, hired: 0 }} />);
    expect(successRate()).toHaveTextContent('Not hired yet — every application counts');
    expect(screen.getByRole('region', { name: 'Statistics' })).not.toHaveTextContent('0%');
  });

  it('a new seeker with no applications hears the same, not 0%', () => {
    render(<ApplicationStats stats={{ total: 0, active: 0, hired: 0 }} />);
    expect(successRate()).toHaveTextContent('Not hired yet — every application counts');
  });

  it('keeps the real percentage once hired', () => {
    render(<ApplicationStats stats={{ total: 8, active: 5, hired: 1 }} />);
    expect(successRate()).toHaveTextContent(/^13%$/);
  });
});
