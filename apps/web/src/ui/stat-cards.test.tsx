import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils.tsx';
import { Change, Count, StatCards } from './stat-cards.tsx';

describe('StatCards', () => {
  it('links a figure to the page of what it counts, named with the figure and its label', () => {
    renderWithProviders(
      <StatCards
        items={[
          { label: 'Saved Jobs', value: <Count value={3} />, to: '/applications?tab=saved' },
          { label: 'Profile Views', value: <Count value={1500} />, to: '/profile' },
          { label: 'Match Score', value: '72%' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: '3 Saved Jobs' })).toHaveAttribute('href', '/applications?tab=saved');
    // A shortened figure ("1.5K" on screen) is named with the exact number.
    expect(screen.getByRole('link', { name: '1,500 Profile Views' })).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    // The description list stays: each label is still the term of its figure.
    const plain = screen.getByText('Match Score', { selector: 'dt' }).parentElement!;
    expect(within(plain).getByRole('definition')).toHaveTextContent(/^72%$/);
  });

  it('shows the direction of a change with a hidden drawn arrow, never a typed symbol', () => {
    const { container } = renderWithProviders(
      <p>
        <Change value={12.3} period="previous 30 days" /> <Change value={-4} period="previous 30 days" /> <Change value={0} period="previous 30 days" />
      </p>,
    );
    const changes = [...container.querySelectorAll('.change')];
    expect(changes.map((c) => c.textContent)).toEqual([' +12.3% vs previous 30 days', ' -4.0% vs previous 30 days', ' 0.0% vs previous 30 days']);
    for (const change of changes) expect(change.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
