import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shortNumber } from '@jobboard/contracts/analytics-options';
import { BarChart } from './bar-chart.tsx';

const points = Array.from({ length: 10 }, (_, i) => ({ label: `Day ${i + 1}`, value: (i + 1) * 500 }));

describe('BarChart', () => {
  it('is a figure named by its title, showing the first 7 points with label and shortened value', () => {
    render(<BarChart title="New users" unit="New users" points={points} format={shortNumber} />);
    const figure = screen.getByRole('figure', { name: 'New users' });
    const rows = within(figure).getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('Day 1: 500');
    expect(rows[6]).toHaveTextContent('Day 7: 3.5K');
    expect(figure).not.toHaveTextContent('Day 8');
    expect(figure).toHaveTextContent('First 7 of 10 shown.');
    // The bars are decoration; the longest fills its track, the others in proportion.
    const bars = figure.querySelectorAll<HTMLElement>('.bar-chart__bar');
    expect(bars[6]!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(bars[6]!.style.inlineSize).toBe('100%');
    expect(bars[0]!.style.inlineSize).toMatch(/^14\.28/);
  });

  it("'Show as table' swaps the bars for a table with exact numbers, and back", async () => {
    const user = userEvent.setup();
    render(<BarChart title="New users" unit="New users" points={points} format={shortNumber} />);
    const toggle = screen.getByRole('button', { name: /^Show as table ?: New users$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(/^Show as chart ?: New users$/);
    const table = screen.getByRole('table', { name: 'New users' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Label', 'New users']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(within(rows[6]!).getByRole('rowheader')).toHaveTextContent('Day 7');
    expect(within(rows[6]!).getByRole('cell')).toHaveTextContent('3,500');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('says when there is nothing to show, without a toggle', () => {
    render(<BarChart title="Job postings" points={[]} />);
    expect(screen.getByRole('figure', { name: 'Job postings' })).toHaveTextContent('No data for this period.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws all-zero series as empty bars, not as a division by zero', () => {
    render(<BarChart title="Hires" points={[{ label: 'Mon', value: 0 }]} />);
    expect(document.querySelector<HTMLElement>('.bar-chart__bar')!.style.inlineSize).toBe('0%');
    expect(screen.getByRole('listitem')).toHaveTextContent('Mon: 0');
  });
});
